import { UserRejectedRequestError } from "viem";
import { describe, expect, it } from "vitest";
import {
  connectErrorMessage,
  insufficientBalanceMessage,
  transferErrorMessage,
  walletErrorCode,
  WALLET_MESSAGES,
} from "./wallet-errors";

const rpcError = (code: number) => Object.assign(new Error("wallet said no"), { code });

describe("wallet connect codes (SPEC §8)", () => {
  it("maps 4001, -32002 and -32603 to SPEC's texts", () => {
    expect(connectErrorMessage(rpcError(4001))).toBe(
      "Connection request was rejected. Please approve the connection in MetaMask.",
    );
    expect(connectErrorMessage(rpcError(-32002))).toBe(
      "Connection request is already pending. Please check MetaMask.",
    );
    expect(connectErrorMessage(rpcError(-32603))).toBe(
      "Internal error. Please try again or restart MetaMask.",
    );
  });

  it("falls back to 'Failed to connect wallet' for anything else", () => {
    expect(connectErrorMessage(rpcError(-32000))).toBe("Failed to connect wallet");
    expect(connectErrorMessage(new Error("boom"))).toBe("Failed to connect wallet");
    expect(connectErrorMessage("nope")).toBe("Failed to connect wallet");
  });

  it("finds the code through viem's wrapping", () => {
    const wrapped = new UserRejectedRequestError(rpcError(4001));
    expect(walletErrorCode(wrapped)).toBe(4001);
    expect(walletErrorCode(new Error("outer", { cause: rpcError(-32002) }))).toBe(-32002);
    expect(walletErrorCode({ cause: { cause: { code: 4902 } } })).toBe(4902);
    expect(walletErrorCode(null)).toBeUndefined();
  });

  it("says what a missing wallet and a short balance mean", () => {
    expect(WALLET_MESSAGES.notInstalled).toBe(
      "MetaMask is not installed. Please install MetaMask extension and refresh the page.",
    );
    expect(insufficientBalanceMessage("USDC")).toBe("Insufficient USDC balance");
  });

  it("tells a rejected transfer from a failed one", () => {
    expect(transferErrorMessage(rpcError(4001))).toBe(WALLET_MESSAGES.transferRejected);
    expect(transferErrorMessage(new Error("gas"))).toBe("Transfer failed");
  });
});
