import { describe, expect, it } from "vitest";
import { quoteToken, quoteTokens, rmToSen, type CryptoConfig } from "./amounts";
import { shortenHex } from "./wallet";

const config: CryptoConfig = {
  enabled: true,
  unavailableReason: null,
  unavailableReasonId: null,
  chainId: 8453,
  receiverAddress: "0x000000000000000000000000000000000000bEEF",
  myrToUsd: "0.2368",
  minConfirmations: 1,
  walletConnectProjectId: null,
  tokens: [
    { symbol: "USDT", address: "0x00000000000000000000000000000000000000aa", decimals: 6 },
    { symbol: "USDC", address: "0x00000000000000000000000000000000000000bb", decimals: 6 },
  ],
};

describe("the crypto amount (ARCHITECTURE: total RM × MYR_TO_USD, token decimals)", () => {
  it("charges the real amount, not SPEC's fixed 0.001", () => {
    // RM 800 × 0.2368 = 189.44 USD.
    expect(quoteToken(config, "USDC", 800)).toEqual({
      symbol: "USDC",
      address: "0x00000000000000000000000000000000000000bb",
      decimals: 6,
      units: 189_440_000n,
      display: "189.44",
    });
    expect(quoteToken(config, "USDT", 1600)?.display).toBe("378.88");
  });

  it("rounds up to the token's smallest unit so a payment is never short", () => {
    // RM 0.01 × 0.2368 = 0.002368 USD exactly; RM 19.99 × 0.2368 = 4.733632.
    expect(quoteToken(config, "USDC", 0.01)?.units).toBe(2368n);
    expect(quoteToken(config, "USDC", 19.99)?.display).toBe("4.733632");
    expect(quoteToken({ ...config, myrToUsd: "0.3333333" }, "USDC", 1)?.units).toBe(333334n);
  });

  it("converts RM to sen without float drift", () => {
    expect(rmToSen(19.99)).toBe(1999);
    expect(rmToSen(1699)).toBe(169900);
    expect(rmToSen(0.1 + 0.2)).toBe(30);
  });

  it("uses each token's own decimals and skips a token whose decimals are unknown", () => {
    const mixed: CryptoConfig = {
      ...config,
      tokens: [
        { symbol: "USDT", address: "0x00000000000000000000000000000000000000aa", decimals: 18 },
        { symbol: "USDC", address: "0x00000000000000000000000000000000000000bb", decimals: null },
      ],
    };
    expect(quoteToken(mixed, "USDT", 100)?.units).toBe(23_680_000_000_000_000_000n);
    expect(quoteToken(mixed, "USDC", 100)).toBeNull();
    expect(quoteTokens(mixed, 100).map((quote) => quote.symbol)).toEqual(["USDT"]);
  });

  it("shortens addresses and hashes for display", () => {
    expect(shortenHex("0x000000000000000000000000000000000000bEEF")).toBe("0x0000…bEEF");
    expect(shortenHex(`0x${"ab".repeat(32)}`, 10, 8)).toBe("0xabababab…abababab");
    expect(shortenHex("0x1234")).toBe("0x1234");
  });
});
