import type { ErrorBody } from "@ivdrips/contract/errors";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Address } from "viem";
import type { PrivateKeyAccount } from "viem/accounts";
import type { CryptoSettings } from "../src/modules/payments/payment-deps";
import {
  createTokenTransferVerifier,
  type TokenTransferVerifier,
} from "../src/modules/payments/crypto/token-transfer-verifier";
import { expect } from "vitest";
import { startAnvil, type Anvil } from "./anvil";
import { deployTestToken, type TestToken } from "./test-tokens";

const BASE_CHAIN_ID = 8453;

/**
 * A local Base for crypto payments: anvil (chain id 8453) with a 6-decimal USDT and USDC, the customers' wallet
 * (`payer`) and someone else's (`stranger`) each holding `mintEach` of both, our receiving wallet and another.
 */
export interface TestChain {
  anvil: Anvil;
  usdt: TestToken;
  usdc: TestToken;
  payer: PrivateKeyAccount;
  stranger: PrivateKeyAccount;
  receiver: Address;
  elsewhere: Address;
  /** A verifier that reads this chain. */
  verifier(): TokenTransferVerifier;
  /** The app's crypto settings on this chain (the chain's own verifier unless another is given). */
  settings(
    options: Pick<CryptoSettings, "myrToUsd" | "minConfirmations" | "finalityDepth"> &
      Partial<Pick<CryptoSettings, "walletConnectProjectId" | "verifier">>,
  ): CryptoSettings;
}

/** Starts the chain and deploys the tokens; stop it with `anvil.stop()`. */
export async function startTestChain({ mintEach }: { mintEach: bigint }): Promise<TestChain> {
  const anvil = await startAnvil({ chainId: BASE_CHAIN_ID });
  const [, payer, stranger] = anvil.accounts as [PrivateKeyAccount, PrivateKeyAccount, PrivateKeyAccount];
  const usdt = await deployTestToken(anvil, { name: "Tether USD", symbol: "USDT" });
  const usdc = await deployTestToken(anvil, { name: "USD Coin", symbol: "USDC" });
  for (const token of [usdt, usdc]) {
    for (const holder of [payer, stranger]) await token.mint(holder.address, mintEach);
  }
  const receiver = anvil.accounts[3]?.address as Address;
  const verifier = () => createTokenTransferVerifier({ rpcUrl: anvil.rpcUrl, chainId: BASE_CHAIN_ID });
  return {
    anvil,
    usdt,
    usdc,
    payer,
    stranger,
    receiver,
    elsewhere: anvil.accounts[4]?.address as Address,
    verifier,
    settings: (options) => ({
      receiverAddress: receiver,
      tokens: { USDT: usdt.address, USDC: usdc.address },
      walletConnectProjectId: null,
      verifier: verifier(),
      ...options,
    }),
  };
}

/** A refused claim's answer: its status and error body (the body's fields named; others not checked). */
export function expectError(
  response: LightMyRequestResponse,
  expected: Pick<ErrorBody, "statusCode" | "code"> &
    Partial<Pick<ErrorBody, "message" | "messageId" | "params">>,
): void {
  expect(response.json(), response.body).toMatchObject(expected);
  expect(response.statusCode).toBe(expected.statusCode);
}

/** The chain did not show the transfer claimed: `message` says why. */
export const notVerified = (message: string) => ({ statusCode: 400, code: "PAYMENT_NOT_VERIFIED", message });

/**
 * Runs the payments sweep until its finality re-check settles nothing more (each sweep looks at the 50 oldest
 * unsettled crypto payments): how many it found final and reorganised, in all.
 */
export async function settleCryptoPayments(
  app: FastifyInstance,
): Promise<{ final: number; reorganised: number }> {
  const total = { final: 0, reorganised: 0 };
  for (;;) {
    const { cryptoFinal, cryptoReorganised } = await app.payments.sweep();
    total.final += cryptoFinal;
    total.reorganised += cryptoReorganised;
    if (cryptoFinal === 0 && cryptoReorganised === 0) return total;
  }
}
