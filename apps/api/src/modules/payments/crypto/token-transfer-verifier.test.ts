import { randomBytes } from "node:crypto";
import net, { type AddressInfo } from "node:net";
import type { Address, Hash } from "viem";
import type { PrivateKeyAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAnvil, type Anvil } from "../../../../test/anvil";
import { deployTestToken, testTokenAbi, type TestToken } from "../../../../test/test-tokens";
import {
  createTokenTransferVerifier,
  PaymentNetworkError,
  type TokenTransferVerifier,
  type TransferCheck,
} from "./token-transfer-verifier";

const BASE_CHAIN_ID = 8453;
/** 25 USDT (6 decimals). */
const PRICE = 25_000_000n;

let anvil: Anvil;
let usdt: TestToken;
let usdc: TestToken;
let verifier: TokenTransferVerifier;
let payer: PrivateKeyAccount;
let stranger: PrivateKeyAccount;
let merchant: Address;
let elsewhere: Address;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: BASE_CHAIN_ID });
  [, payer, stranger] = anvil.accounts as [PrivateKeyAccount, PrivateKeyAccount, PrivateKeyAccount];
  merchant = anvil.accounts[3]?.address as Address;
  elsewhere = anvil.accounts[4]?.address as Address;
  usdt = await deployTestToken(anvil, { name: "Tether USD", symbol: "USDT" });
  usdc = await deployTestToken(anvil, { name: "USD Coin", symbol: "USDC" });
  for (const token of [usdt, usdc]) {
    for (const holder of [payer, stranger]) await token.mint(holder.address, 1_000_000_000n);
  }
  verifier = createTokenTransferVerifier({ rpcUrl: anvil.rpcUrl, chainId: BASE_CHAIN_ID });
});

afterAll(async () => {
  await anvil?.stop();
});

/** What the payments service would ask: USDT, from the payer's wallet, to us, at least PRICE. */
function paymentOf(txHash: Hash, overrides: Partial<TransferCheck> = {}): TransferCheck {
  return {
    txHash,
    token: usdt.address,
    from: payer.address,
    to: merchant,
    minAmount: PRICE,
    minConfirmations: 1,
    ...overrides,
  };
}

const refused = (refusal: string, messageId: string) => ({ ok: false, refusal, messageId });

describe("verifyTransfer on a local Base (chain 8453)", () => {
  it("accepts a transfer of the right token, from the payer, to us, of the full amount", async () => {
    const txHash = await usdt.transfer(payer, merchant, PRICE);
    const receipt = await anvil.publicClient.getTransactionReceipt({ hash: txHash });
    const block = await anvil.publicClient.getBlock({ blockNumber: receipt.blockNumber });

    await expect(verifier.verifyTransfer(paymentOf(txHash))).resolves.toEqual({
      ok: true,
      amount: PRICE,
      blockNumber: receipt.blockNumber,
      blockHash: receipt.blockHash,
      // The block's own time, read from the chain: a claim compares it with when the booking was held.
      blockTime: new Date(Number(block.timestamp) * 1000),
      logIndex: 0,
      confirmations: 1n,
    });
    // Addresses as a user might paste them (lower case) match the checksummed ones in the logs.
    const lowerCase = paymentOf(txHash, {
      token: usdt.address.toLowerCase() as Address,
      from: payer.address.toLowerCase() as Address,
      to: merchant.toLowerCase() as Address,
    });
    await expect(verifier.verifyTransfer(lowerCase)).resolves.toMatchObject({ ok: true, amount: PRICE });
  });

  it("accepts more than the amount, reporting what was paid", async () => {
    const txHash = await usdt.transfer(payer, merchant, PRICE + 1n);
    await expect(verifier.verifyTransfer(paymentOf(txHash))).resolves.toMatchObject({
      ok: true,
      amount: PRICE + 1n,
    });
  });

  it("does not find a forged hash, a malformed one, or a transaction still pending", async () => {
    const forged = `0x${randomBytes(32).toString("hex")}` as Hash;
    await expect(verifier.verifyTransfer(paymentOf(forged))).resolves.toEqual(
      refused("TX_NOT_FOUND", "transactionNotFound"),
    );
    await expect(verifier.verifyTransfer(paymentOf("0x1234"))).resolves.toEqual(
      refused("TX_NOT_FOUND", "transactionNotFound"),
    );

    await anvil.testClient.setAutomine(false);
    try {
      const pending = await anvil.walletClient(payer).writeContract({
        address: usdt.address,
        abi: testTokenAbi,
        functionName: "transfer",
        args: [merchant, PRICE],
      });
      await expect(verifier.verifyTransfer(paymentOf(pending))).resolves.toEqual(
        refused("TX_NOT_FOUND", "transactionNotFound"),
      );
      await anvil.testClient.mine({ blocks: 1 });
      await expect(verifier.verifyTransfer(paymentOf(pending))).resolves.toMatchObject({ ok: true });
    } finally {
      await anvil.testClient.setAutomine(true);
    }
  });

  it("refuses a transaction that was mined but reverted", async () => {
    const txHash = await usdt.failingTransfer(payer, merchant);
    const receipt = await anvil.publicClient.getTransactionReceipt({ hash: txHash });
    expect(receipt.status).toBe("reverted");

    await expect(verifier.verifyTransfer(paymentOf(txHash))).resolves.toEqual(
      refused("TX_FAILED", "transactionFailed"),
    );
  });

  it("refuses a payment in the other stablecoin than the one asked for", async () => {
    const txHash = await usdc.transfer(payer, merchant, PRICE);
    await expect(verifier.verifyTransfer(paymentOf(txHash))).resolves.toEqual(
      refused("WRONG_TOKEN", "wrongToken"),
    );
    await expect(verifier.verifyTransfer(paymentOf(txHash, { token: usdc.address }))).resolves.toMatchObject({
      ok: true,
    });
  });

  it("refuses a transfer to another address", async () => {
    const txHash = await usdt.transfer(payer, elsewhere, PRICE);
    await expect(verifier.verifyTransfer(paymentOf(txHash))).resolves.toEqual(
      refused("WRONG_RECIPIENT", "wrongRecipient"),
    );
  });

  it("refuses a transfer sent from another wallet than the payer's", async () => {
    // Someone else's payment, whose hash the payer found on the explorer.
    const txHash = await usdt.transfer(stranger, merchant, PRICE);
    await expect(verifier.verifyTransfer(paymentOf(txHash))).resolves.toEqual(
      refused("WRONG_SENDER", "wrongSender"),
    );
  });

  it("refuses too little, even by one unit", async () => {
    const txHash = await usdt.transfer(payer, merchant, PRICE - 1n);
    await expect(verifier.verifyTransfer(paymentOf(txHash))).resolves.toEqual(
      refused("AMOUNT_TOO_LOW", "amountTooLow"),
    );
  });

  it("waits for the confirmations asked, counting the transaction's own block", async () => {
    const txHash = await usdt.transfer(payer, merchant, PRICE);
    const payment = paymentOf(txHash, { minConfirmations: 3 });
    await expect(verifier.verifyTransfer(payment)).resolves.toEqual(
      refused("NOT_CONFIRMED", "needsConfirmations"),
    );

    await anvil.testClient.mine({ blocks: 2 });
    await expect(verifier.verifyTransfer(payment)).resolves.toMatchObject({ ok: true, confirmations: 3n });
  });

  it("never adds up two Transfer logs of one transaction", async () => {
    const halves = await usdt.transferTwice(payer, merchant, PRICE / 2n, PRICE / 2n);
    const receipt = await anvil.publicClient.getTransactionReceipt({ hash: halves });
    expect(receipt.logs).toHaveLength(2);
    await expect(verifier.verifyTransfer(paymentOf(halves))).resolves.toEqual(
      refused("AMOUNT_TOO_LOW", "amountTooLow"),
    );

    const twoFull = await usdt.transferTwice(payer, merchant, PRICE, PRICE);
    await expect(verifier.verifyTransfer(paymentOf(twoFull))).resolves.toMatchObject({
      ok: true,
      amount: PRICE,
    });
  });

  it("reads decimals from the token contract", async () => {
    await expect(verifier.decimals(usdt.address)).resolves.toBe(6);
    await expect(verifier.decimals(usdc.address)).resolves.toBe(6);
  });
});

describe("verifyTransfer against the wrong or no network", () => {
  it("refuses when the RPC serves another chain, and keeps decimals read before it went away", async () => {
    const mainnet = await startAnvil({ chainId: 1 });
    try {
      const token = await deployTestToken(mainnet, { name: "Tether USD", symbol: "USDT" });
      const [, holder] = mainnet.accounts as [PrivateKeyAccount, PrivateKeyAccount];
      await token.mint(holder.address, PRICE);
      const txHash = await token.transfer(holder, merchant, PRICE);
      const onMainnet = createTokenTransferVerifier({ rpcUrl: mainnet.rpcUrl, chainId: BASE_CHAIN_ID });

      await expect(
        onMainnet.verifyTransfer(paymentOf(txHash, { token: token.address, from: holder.address })),
      ).resolves.toEqual(refused("WRONG_CHAIN", "wrongChain"));

      await expect(onMainnet.decimals(token.address)).resolves.toBe(6);
      await mainnet.stop();
      // Cached: no request is made, so the stopped node does not matter.
      await expect(onMainnet.decimals(token.address)).resolves.toBe(6);
    } finally {
      await mainnet.stop();
    }
  });

  it("throws (no refusal) when the RPC cannot be reached, without the URL's credentials", async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const unreachable = createTokenTransferVerifier({
      rpcUrl: `http://rpc-user:rpc-pass@127.0.0.1:${closedPort}/v2/SECRET-KEY?apikey=SECRET-QUERY`,
      chainId: BASE_CHAIN_ID,
      timeoutMs: 2_000,
    });
    const failures = await Promise.all([
      unreachable.verifyTransfer(paymentOf(`0x${"ab".repeat(32)}`)).catch((error: unknown) => error),
      unreachable.decimals(usdt.address).catch((error: unknown) => error),
    ]);
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(PaymentNetworkError);
      const { message, stack } = failure as PaymentNetworkError;
      expect(message).toMatch(/^Payment network RPC /);
      for (const secret of ["SECRET", "rpc-pass", "rpc-user", String(closedPort)]) {
        expect(message).not.toContain(secret);
        expect(stack).not.toContain(secret);
      }
      expect((failure as PaymentNetworkError).cause).toBeUndefined();
    }
  });
});
