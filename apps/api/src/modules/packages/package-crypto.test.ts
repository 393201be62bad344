import type { PackageCredit } from "@ivdrips/contract/drip-packages";
import {
  BASE_CHAIN_ID,
  cryptoAmountUnits,
  cryptoPurchasePaymentMessage,
  type CryptoPurchasePaymentResponseSchema,
  type PackagePurchaseResponse,
} from "@ivdrips/contract/payments";
import { eq } from "drizzle-orm";
import type { Hash } from "viem";
import type { PrivateKeyAccount } from "viem/accounts";
import type { z } from "zod";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  expectError,
  notVerified,
  settleCryptoPayments,
  startTestChain,
  type TestChain,
} from "../../../test/crypto-chain";
import { definePackage, issueGiftCard } from "../../../test/purchase-fixtures";
import {
  createTestApp,
  freshClientAddress,
  injectAs,
  manualClock,
  registerCustomer,
  type TestApp,
} from "../../../test/test-app";
import { outboxEmails, purchases } from "../../db/schema";
import { listCryptoPayments } from "../payments/payments.repository";

/**
 * Issue 39: a drip package bought like a booking, in crypto. POST /api/packages/{id}/purchase with
 * `paymentMethod: "usdt"` opens the purchase with no checkout; POST /api/payments/crypto-payment-for-purchase
 * then claims a real transfer of a 6-decimal test token on a local chain (anvil, chain id 8453), signed
 * (EIP-191) by the paying key. Each case checks the answer and what was written: the purchase, its credits,
 * the crypto_payments rows and the gift card.
 */

const PAY_URL = "/api/payments/crypto-payment-for-purchase";
const NOW = "2026-06-01T09:00:00+08:00";
const MYR_TO_USD = "0.2368";
/** A few blocks, so a test can mine past it at once. */
const FINALITY_DEPTH = 8;
/** The package: RM 2000 for 4 NutriGlow drips; RM 2000 × 0.2368 = 473.60 USD. */
const PRICE_RM = 2000;
const PRICE_UNITS = 473_600_000n;

type PaidAnswer = z.infer<typeof CryptoPurchasePaymentResponseSchema>;

const clock = manualClock(NOW);
let chain: TestChain;
let t: TestApp;
let packageId = "";

beforeAll(async () => {
  chain = await startTestChain({ mintEach: 100n * PRICE_UNITS });
  t = await createTestApp({
    clock,
    crypto: chain.settings({ myrToUsd: MYR_TO_USD, minConfirmations: 1, finalityDepth: FINALITY_DEPTH }),
  });
  packageId = (await definePackage(t.app, t.database.db, { name: "4 × NutriGlow", price: PRICE_RM })).id;
});
afterAll(async () => {
  await t?.close();
  await chain?.anvil.stop();
});
beforeEach(() => {
  clock.set(NOW);
});

const as = (token: string) => (options: Parameters<ReturnType<typeof injectAs>>[0]) =>
  injectAs(t.app, token)({ remoteAddress: freshClientAddress(), ...options });

/** Opens a package purchase to pay in crypto, less what a gift card pays first. */
async function openInCrypto(token: string, giftCardCode?: string): Promise<PackagePurchaseResponse> {
  const response = await as(token)({
    method: "POST",
    url: `/api/packages/${packageId}/purchase`,
    payload: {
      amount: PRICE_RM,
      currency: "MYR",
      paymentMethod: "usdt",
      ...(giftCardCode ? { giftCardCode } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A USDC transfer of `units` from the customers' wallet to ours; its hash once mined. */
const sendUsdc = (units: bigint) => chain.usdc.transfer(chain.payer, chain.receiver, units);
const rowOf = async (id: string) =>
  (await t.database.db.select().from(purchases).where(eq(purchases.id, id)))[0];
const cryptoRowsOf = async (txHash: string) =>
  (await listCryptoPayments(t.database.db)).filter((row) => row.txHash === txHash.toLowerCase());

interface Claim {
  txHash: Hash;
  purchaseId: string;
  /** The purchase the signed message names; the claimed one's by default. */
  signedFor?: string;
  signer?: PrivateKeyAccount;
}

/** What the web app sends: the purchase, the transfer, and the paying wallet's signature over the claim. */
async function claimOf({ txHash, purchaseId, signedFor, signer }: Claim) {
  const named = await rowOf(signedFor ?? purchaseId);
  const message = cryptoPurchasePaymentMessage({
    purchaseId: named?.id ?? purchaseId,
    purchaseReference: named?.reference ?? "",
    chainId: BASE_CHAIN_ID,
    receiverAddress: chain.receiver,
    transactionHash: txHash,
  });
  return {
    purchaseId,
    transactionHash: txHash,
    tokenType: "USDC",
    fromAddress: chain.payer.address,
    signature: await (signer ?? chain.payer).signMessage({ message }),
  };
}

const pay = async (token: string, claim: Claim) =>
  as(token)({ method: "POST", url: PAY_URL, payload: await claimOf(claim) });

async function creditOf(token: string, purchaseId: string): Promise<PackageCredit | undefined> {
  const response = await as(token)({ method: "GET", url: "/api/account/credits" });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ credits: PackageCredit[] }>()
    .credits.find((credit) => credit.purchaseId === purchaseId);
}

/** Nothing recorded for the hash; the purchase still waits, unpaid, and gives no credits. */
async function expectUnpaid(token: string, purchaseId: string, txHash: string): Promise<void> {
  expect(await cryptoRowsOf(txHash)).toEqual([]);
  expect(await rowOf(purchaseId)).toMatchObject({ status: "pending", paymentMethod: "usdt", paidAt: null });
  expect(await creditOf(token, purchaseId)).toBeUndefined();
}

describe("a package bought in USDC", () => {
  it("opens without a checkout, is paid by a verified transfer, and its credits start; a replay pays nothing more", async () => {
    const { token, user } = await registerCustomer(t.app);
    const opened = await openInCrypto(token);
    expect(opened).toEqual({
      url: null,
      sessionId: null,
      purchaseId: expect.any(String),
      reference: expect.stringMatching(/^IVP-/),
      giftCardAmount: 0,
      amountDue: PRICE_RM,
    });
    expect(await rowOf(opened.purchaseId)).toMatchObject({
      status: "pending",
      paymentMethod: "usdt",
      paymentSessionId: null,
    });
    expect(await creditOf(token, opened.purchaseId)).toBeUndefined();

    const txHash = await sendUsdc(PRICE_UNITS);
    const paid = await pay(token, { txHash, purchaseId: opened.purchaseId });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<PaidAnswer>()).toEqual({
      purchaseId: opened.purchaseId,
      outcome: "paid",
      message: "Payment verified. Your purchase is paid.",
      messageId: "purchasePaymentVerified",
    });
    expect(await rowOf(opened.purchaseId)).toMatchObject({
      status: "paid",
      paymentMethod: "usdc",
      paymentProvider: "crypto",
      paymentReference: txHash,
      paymentSessionId: null,
      attentionReason: null,
    });
    expect(await creditOf(token, opened.purchaseId)).toMatchObject({ creditsLeft: 4, usable: true });
    expect(await cryptoRowsOf(txHash)).toEqual([
      expect.objectContaining({
        userId: user.id,
        purchaseId: opened.purchaseId,
        bookingId: null,
        token: "USDC",
        amountUnits: PRICE_UNITS.toString(),
        expectedUnits: PRICE_UNITS.toString(),
        attentionReason: null,
      }),
    ]);

    // The same claim again (a retried request): answered as paid, nothing written twice.
    const replay = await pay(token, { txHash, purchaseId: opened.purchaseId });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json<PaidAnswer>()).toMatchObject({ purchaseId: opened.purchaseId, outcome: "paid" });
    expect(await cryptoRowsOf(txHash)).toHaveLength(1);
    expect(await rowOf(opened.purchaseId)).toMatchObject({ status: "paid", paymentReference: txHash });
    expect(await creditOf(token, opened.purchaseId)).toMatchObject({ creditsLeft: 4 });

    // Nor does it pay another purchase, even signed for it.
    const second = await openInCrypto(token);
    expectError(await pay(token, { txHash, purchaseId: second.purchaseId }), {
      statusCode: 409,
      code: "TRANSACTION_USED",
    });
    expect(await rowOf(second.purchaseId)).toMatchObject({ status: "pending" });
  });

  it("takes a gift card's part first, then the rest in USDC", async () => {
    const { token } = await registerCustomer(t.app);
    const { code } = await issueGiftCard(t.database.db, clock, 150);
    const opened = await openInCrypto(token, code);
    expect(opened).toMatchObject({ url: null, sessionId: null, giftCardAmount: 150, amountDue: 1850 });
    // The web app signs the claim over the reference it is answered.
    expect(opened.reference).toBe((await rowOf(opened.purchaseId))?.reference);

    const due = cryptoAmountUnits(185_000, MYR_TO_USD, 6);
    expect(due).toBe(438_080_000n);
    // The full price's worth is not asked for: the rest is.
    const txHash = await sendUsdc(due);
    const paid = await pay(token, { txHash, purchaseId: opened.purchaseId });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<PaidAnswer>().outcome).toBe("paid");
    expect(await rowOf(opened.purchaseId)).toMatchObject({
      status: "paid",
      paymentMethod: "usdc",
      amountSen: 200_000,
      giftCardSen: 15_000,
    });
    expect(await creditOf(token, opened.purchaseId)).toMatchObject({ creditsLeft: 4, usable: true });
    expect(await cryptoRowsOf(txHash)).toEqual([
      expect.objectContaining({ purchaseId: opened.purchaseId, expectedUnits: due.toString() }),
    ]);
  });
});

describe("a crypto claim for a purchase, refused", () => {
  it("refuses a transfer smaller than what is due, recording nothing", async () => {
    const { token } = await registerCustomer(t.app);
    const opened = await openInCrypto(token);
    const txHash = await sendUsdc(PRICE_UNITS - 1n);
    expectError(
      await pay(token, { txHash, purchaseId: opened.purchaseId }),
      notVerified("Payment amount too low"),
    );
    await expectUnpaid(token, opened.purchaseId, txHash);
  });

  it("refuses a claim not signed by the paying wallet, or signed for another purchase", async () => {
    const { token } = await registerCustomer(t.app);
    const opened = await openInCrypto(token);
    const other = await openInCrypto(token);
    const txHash = await sendUsdc(PRICE_UNITS);
    const notSigned = { statusCode: 400, code: "PAYMENT_NOT_SIGNED" };

    expectError(
      await pay(token, { txHash, purchaseId: opened.purchaseId, signer: chain.stranger }),
      notSigned,
    );
    expectError(
      await pay(token, { txHash, purchaseId: opened.purchaseId, signedFor: other.purchaseId }),
      notSigned,
    );
    const garbled = await as(token)({
      method: "POST",
      url: PAY_URL,
      payload: {
        ...(await claimOf({ txHash, purchaseId: opened.purchaseId })),
        signature: `0x${"00".repeat(65)}`,
      },
    });
    expectError(garbled, notSigned);
    await expectUnpaid(token, opened.purchaseId, txHash);
    await expectUnpaid(token, other.purchaseId, txHash);
  });

  it("refuses a transfer made before the purchase was opened", async () => {
    const txHash = await sendUsdc(PRICE_UNITS);
    const { blockNumber } = await chain.anvil.publicClient.getTransactionReceipt({ hash: txHash });
    const { timestamp } = await chain.anvil.publicClient.getBlock({ blockNumber });
    // The purchase is opened a minute after the transfer's block.
    clock.set(new Date(Number(timestamp) * 1000 + 60_000));
    const { token } = await registerCustomer(t.app);
    const opened = await openInCrypto(token);
    expectError(
      await pay(token, { txHash, purchaseId: opened.purchaseId }),
      notVerified(
        "This transfer was made before the purchase was started, so it cannot pay for it. Please contact support.",
      ),
    );
    await expectUnpaid(token, opened.purchaseId, txHash);
  });

  it("answers another customer's purchase as not found, paying nothing", async () => {
    const owner = await registerCustomer(t.app);
    const thief = await registerCustomer(t.app);
    const opened = await openInCrypto(owner.token);
    const txHash = await sendUsdc(PRICE_UNITS);
    expectError(await pay(thief.token, { txHash, purchaseId: opened.purchaseId }), {
      statusCode: 404,
      code: "NOT_FOUND",
      message: "Purchase not found",
    });
    await expectUnpaid(owner.token, opened.purchaseId, txHash);
    // The owner's own claim of the same transfer then pays it.
    const paid = await pay(owner.token, { txHash, purchaseId: opened.purchaseId });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it("refuses a purchase id that is not one", async () => {
    const { token } = await registerCustomer(t.app);
    const opened = await openInCrypto(token);
    const txHash = await sendUsdc(PRICE_UNITS);
    const response = await as(token)({
      method: "POST",
      url: PAY_URL,
      payload: { ...(await claimOf({ txHash, purchaseId: opened.purchaseId })), purchaseId: "IVP-NOPE" },
    });
    expect(response.statusCode, response.body).toBe(400);
    await expectUnpaid(token, opened.purchaseId, txHash);
  });
});

describe("a purchase to pay in crypto, never paid", () => {
  it("lapses 30 minutes after it was opened, and its gift card part goes back to the card", async () => {
    const { token } = await registerCustomer(t.app);
    const { code } = await issueGiftCard(t.database.db, clock, 150);
    const opened = await openInCrypto(token, code);
    const balance = async () =>
      (await t.app.inject({ url: `/api/gift-cards/${code}/balance` })).json<{ balance: number }>().balance;
    expect(await balance()).toBe(0);

    const openedAt = new Date(NOW).getTime();
    await t.app.payments.lapseUnpaidCryptoPurchases(new Date(openedAt + 29 * 60_000));
    expect(await rowOf(opened.purchaseId)).toMatchObject({ status: "pending" });

    // The payments sweep does it.
    clock.set(new Date(openedAt + 31 * 60_000));
    expect((await t.app.payments.sweep()).cryptoLapsed).toBeGreaterThan(0);
    expect(await rowOf(opened.purchaseId)).toMatchObject({ status: "expired" });
    expect(await balance()).toBe(150);
    // Lapsed, it is not paid by a transfer made later: its gift card part is gone, so support decides.
    const txHash = await sendUsdc(cryptoAmountUnits(185_000, MYR_TO_USD, 6));
    const late = await pay(token, { txHash, purchaseId: opened.purchaseId });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json<PaidAnswer>()).toMatchObject({ outcome: "needs_attention" });
    expect(await rowOf(opened.purchaseId)).toMatchObject({
      status: "expired",
      attentionReason: "paid_after_release",
    });
    expect(await cryptoRowsOf(txHash)).toEqual([
      expect.objectContaining({ purchaseId: opened.purchaseId, attentionReason: "paid_after_release" }),
    ]);
    expect(await creditOf(token, opened.purchaseId)).toBeUndefined();
  });

  it("is not lapsed when a hosted checkout pays it instead: only crypto purchases wait so", async () => {
    const { token } = await registerCustomer(t.app);
    const card = await as(token)({
      method: "POST",
      url: `/api/packages/${packageId}/purchase`,
      payload: { amount: PRICE_RM, currency: "MYR", paymentMethod: "card" },
    });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json<PackagePurchaseResponse>().url).toEqual(expect.any(String));
    const { purchaseId } = card.json<PackagePurchaseResponse>();
    await t.app.payments.lapseUnpaidCryptoPurchases(new Date(new Date(NOW).getTime() + 31 * 60_000));
    expect(await rowOf(purchaseId)).toMatchObject({ status: "pending", paymentMethod: "card" });
  });
});

describe("a purchase's transfer checked again at the finality depth", () => {
  const settle = () => settleCryptoPayments(t.app);
  const supportEmailsOf = (txHash: string) =>
    t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.dedupeKey, `support_crypto_attention:${txHash}`));

  /** A purchase paid by a transfer mined after `snapshot`, every earlier payment settled first. */
  async function paidAfterSnapshot() {
    await chain.anvil.testClient.mine({ blocks: FINALITY_DEPTH });
    await settle();
    const { token } = await registerCustomer(t.app, { fullName: "Siti Rahman" });
    const opened = await openInCrypto(token);
    const snapshot = await chain.anvil.testClient.snapshot();
    const txHash = await sendUsdc(PRICE_UNITS);
    expect((await pay(token, { txHash, purchaseId: opened.purchaseId })).statusCode).toBe(200);
    return { opened, txHash, snapshot };
  }
  const cryptoRow = async (txHash: string) => (await cryptoRowsOf(txHash))[0];

  it("marks a purchase's transfer still in its block final", async () => {
    const { txHash } = await paidAfterSnapshot();
    await chain.anvil.testClient.mine({ blocks: FINALITY_DEPTH });
    expect(await settle()).toEqual({ final: 1, reorganised: 0 });
    expect(await cryptoRow(txHash)).toMatchObject({ finalizedAt: expect.any(Date), attentionReason: null });
  });

  it("flags a purchase's transfer reorganised away, emails support naming the purchase, keeps it paid", async () => {
    const { opened, txHash, snapshot } = await paidAfterSnapshot();
    await chain.anvil.testClient.revert({ id: snapshot });
    await chain.anvil.testClient.mine({ blocks: FINALITY_DEPTH + 1 });
    expect(await settle()).toEqual({ final: 0, reorganised: 1 });
    expect(await cryptoRow(txHash)).toMatchObject({
      finalizedAt: null,
      attentionReason: "its transaction is no longer on the chain (its block was reorganised away)",
    });
    const reference = (await rowOf(opened.purchaseId))?.reference ?? "";
    const emails = await supportEmailsOf(txHash);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ bookingId: null });
    expect(emails[0]?.textBody).toContain(`paid purchase ${reference} is no longer on Base`);
    expect(emails[0]?.textBody).toContain(`Purchase: ${reference} (${opened.purchaseId})`);
    expect(emails[0]?.textBody).toContain("Siti Rahman");
    expect(await rowOf(opened.purchaseId)).toMatchObject({ status: "paid" });
  });
});

describe("a package bought in crypto while crypto is off (no receiving wallet)", () => {
  it("answers 503 and lapses the purchase, giving a gift card's part back", async () => {
    const off = await createTestApp({ clock });
    try {
      const offPackage = (await definePackage(off.app, off.database.db, { price: PRICE_RM })).id;
      const { token } = await registerCustomer(off.app);
      const { code } = await issueGiftCard(off.database.db, clock, 150);
      const response = await injectAs(
        off.app,
        token,
      )({
        method: "POST",
        url: `/api/packages/${offPackage}/purchase`,
        remoteAddress: freshClientAddress(),
        payload: { amount: PRICE_RM, currency: "MYR", paymentMethod: "usdt", giftCardCode: code },
      });
      expectError(response, { statusCode: 503, code: "PAYMENTS_UNAVAILABLE" });
      expect(await off.database.db.select().from(purchases)).toEqual([
        expect.objectContaining({ status: "expired", paymentMethod: null }),
      ]);
      const balance = await off.app.inject({ url: `/api/gift-cards/${code}/balance` });
      expect(balance.json<{ balance: number }>().balance).toBe(150);
    } finally {
      await off.close();
    }
  });
});
