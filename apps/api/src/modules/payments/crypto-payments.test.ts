import { randomBytes } from "node:crypto";
import type { Booking } from "@ivdrips/contract/bookings";
import type { Dashboard } from "@ivdrips/contract/admin-bookings";
import type { ErrorBody } from "@ivdrips/contract/errors";
import {
  cryptoAmountUnits,
  cryptoPaymentMessage,
  type CryptoToken,
  type PaymentConfig,
  type CryptoPaymentResponseSchema,
} from "@ivdrips/contract/payments";
import type { AvailabilityResponse } from "@ivdrips/contract/providers";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { encodeFunctionData, erc20Abi, type Address, type Hash } from "viem";
import type { PrivateKeyAccount } from "viem/accounts";
import type { z } from "zod";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Anvil } from "../../../test/anvil";
import {
  expectError,
  notVerified,
  settleCryptoPayments,
  startTestChain,
  type TestChain,
} from "../../../test/crypto-chain";
import { freshDays } from "../../../test/app-under-test";
import { bookingRequest, customerTokenAt, holdWindow, paidBooking } from "../../../test/booking-fixtures";
import {
  createTestApp,
  freshClientAddress,
  injectAs,
  manualClock,
  registerCustomer,
  type TestApp,
} from "../../../test/test-app";
import { addStaff } from "../../../test/staff-fixtures";
import type { TestToken } from "../../../test/test-tokens";
import { outboxEmails } from "../../db/schema";
import { toBooking } from "../bookings/bookings.service";
import type { TokenTransferVerifier } from "./crypto/token-transfer-verifier";
import { listCryptoPayments } from "./payments.repository";
import type { CryptoSettings } from "./payments.service";

/**
 * POST /api/payments/crypto-payment-with-booking end to end: the whole app on a real database, verifying
 * real transfers of two 6-decimal test tokens on a local chain (anvil, chain id 8453), each claim signed
 * (EIP-191) by a real key. Every case checks the answer and what was written: the booking, the
 * crypto_payments rows and the queued emails.
 */

const BASE_CHAIN_ID = 8453;
const NOW = "2026-06-01T09:00:00+08:00";
const MYR_TO_USD = "0.2368";
/** NutriGlow (RM 600) × 1 at 0.2368: 142.08 USD, in 6-decimal units. */
const PRICE = 142_080_000n;
const PAY_URL = "/api/payments/crypto-payment-with-booking";
const SUPPORT_EMAIL = "support@ivdrips.my";
/** CRYPTO_FINALITY_DEPTH of these apps: a few blocks, so a test can mine past it at once. */
const FINALITY_DEPTH = 8;
const CONFIRMED_MESSAGE = "Payment verified. Your booking is confirmed and awaits the clinic's approval.";
const USED = { statusCode: 409, code: "TRANSACTION_USED", message: "Transaction already used" };
const NOT_SIGNED = {
  statusCode: 400,
  code: "PAYMENT_NOT_SIGNED",
  message:
    "This payment was not signed by the wallet that sent it. Please sign the payment with the same wallet. " +
    "If your wallet cannot sign messages (an exchange or custodial wallet), please contact support.",
};

type CryptoPaymentAnswer = z.infer<typeof CryptoPaymentResponseSchema>;

const clock = manualClock(NOW);
let chain: TestChain;
let anvil: Anvil;
let usdt: TestToken;
let usdc: TestToken;
/** The customers' wallet. */
let payer: PrivateKeyAccount;
/** Someone else's wallet. */
let stranger: PrivateKeyAccount;
/** Our receiving wallet. */
let receiver: Address;
let elsewhere: Address;
/** minConfirmations 1; its verifier can hold calls so that two requests race past the chain check together. */
let t: TestApp;
let rendezvous: ReturnType<typeof withRendezvous>;
/** minConfirmations 3. */
let strict: TestApp;
/** Built without the crypto option: no receiving wallet. */
let disabled: TestApp;

/**
 * The real verifier, able to hold its answers until `count` calls have arrived: concurrent requests then all
 * pass the "hash already used?" check and the chain check before any of them writes.
 */
function withRendezvous(inner: TokenTransferVerifier) {
  let meeting: { expected: number; arrived: number; open: () => void; opened: Promise<void> } | undefined;
  const verifier: TokenTransferVerifier = {
    decimals: (token) => inner.decimals(token),
    finality: (check) => inner.finality(check),
    verifyTransfer: async (check) => {
      const result = await inner.verifyTransfer(check);
      if (meeting) {
        meeting.arrived += 1;
        if (meeting.arrived >= meeting.expected) meeting.open();
        await meeting.opened;
      }
      return result;
    },
  };
  return {
    verifier,
    meet(count: number) {
      let open: () => void = () => undefined;
      const opened = new Promise<void>((resolve) => {
        open = () => resolve();
      });
      meeting = { expected: count, arrived: 0, open: () => open(), opened };
    },
    end() {
      meeting = undefined;
    },
  };
}

/** A project id as Reown issues them: the web app connects phone wallets through WalletConnect with it. */
const WALLETCONNECT_PROJECT_ID = "0123456789abcdef0123456789abcdef";

function cryptoSettings(minConfirmations: number, verifier?: TokenTransferVerifier): CryptoSettings {
  return chain.settings({
    myrToUsd: MYR_TO_USD,
    minConfirmations,
    finalityDepth: FINALITY_DEPTH,
    walletConnectProjectId: WALLETCONNECT_PROJECT_ID,
    ...(verifier ? { verifier } : {}),
  });
}

beforeAll(async () => {
  chain = await startTestChain({ mintEach: 100n * PRICE });
  ({ anvil, usdt, usdc, payer, stranger, receiver, elsewhere } = chain);
  rendezvous = withRendezvous(chain.verifier());
  [t, strict, disabled] = await Promise.all([
    createTestApp({ clock, crypto: cryptoSettings(1, rendezvous.verifier) }),
    createTestApp({ clock, crypto: cryptoSettings(3) }),
    createTestApp({ clock }),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), strict?.close(), disabled?.close()]);
  await anvil?.stop();
});
beforeEach(() => {
  clock.set(NOW);
  rendezvous.end();
});

/** A KL day no other test books, so windows never fill by accident (June and July, within the horizon). */
const freshDay = freshDays("2026-06-02");
const forgedHash = () => `0x${randomBytes(32).toString("hex")}` as Hash;

interface CryptoPayment {
  txHash: string;
  /** The caller's hold the transfer pays. */
  hold: Booking;
  tokenType?: CryptoToken;
  fromAddress?: string;
  /** The key that signs the claim; the payer's by default. */
  signer?: PrivateKeyAccount;
  /** The booking the signed message names; the hold's by default (another one: a replayed signature). */
  signedFor?: Booking;
  signature?: string;
}

/** What the web app sends: the hold, the transfer, and the paying wallet's signature over the claim. */
async function cryptoRequest(payment: CryptoPayment) {
  const named = payment.signedFor ?? payment.hold;
  const message = cryptoPaymentMessage({
    bookingId: named._id,
    bookingReference: named.reference,
    chainId: BASE_CHAIN_ID,
    receiverAddress: receiver,
    transactionHash: payment.txHash,
  });
  return {
    bookingData: {
      ...bookingRequest({ date: payment.hold.date }),
      bookingId: payment.hold._id,
    },
    transactionHash: payment.txHash,
    tokenType: payment.tokenType ?? "USDC",
    fromAddress: payment.fromAddress ?? payer.address,
    signature: payment.signature ?? (await (payment.signer ?? payer).signMessage({ message })),
    amount: "142.08",
  };
}

/** Each request from its own client address, so the route's rate limit never counts across tests. */
function pay(
  app: FastifyInstance,
  token: string | undefined,
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return injectAs(app, token)({ method: "POST", url: PAY_URL, remoteAddress: freshClientAddress(), payload });
}

async function payOk(
  app: FastifyInstance,
  token: string,
  payment: CryptoPayment,
): Promise<CryptoPaymentAnswer> {
  const response = await pay(app, token, await cryptoRequest(payment));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Nothing was written for the hash, and the hold is still held and unpaid. */
async function expectNothingRecorded(app: TestApp, txHash: string, hold: Booking): Promise<void> {
  expect(await cryptoRowsOf(app, txHash)).toEqual([]);
  expect(await supportEmailsOf(app, txHash)).toEqual([]);
  expect(await storedBooking(app, hold._id)).toMatchObject({
    status: "pending",
    paymentStatus: "pending",
    paymentMethod: null,
  });
  expect(await emailKindsOf(app, hold._id)).toEqual([]);
}

async function bookingsOf(app: FastifyInstance, token: string): Promise<Booking[]> {
  const response = await injectAs(app, token)({ method: "GET", url: "/api/bookings" });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function storedBooking(app: TestApp, id: string): Promise<Booking> {
  const found = await app.app.bookings.findWithOwner(id);
  if (!found) throw new Error(`booking ${id} not found`);
  return toBooking(found.booking, { actor: "customer", now: new Date() });
}

async function cryptoRowsOf(app: TestApp, txHash: string) {
  return (await listCryptoPayments(app.database.db)).filter((row) => row.txHash === txHash.toLowerCase());
}

async function emailKindsOf(app: TestApp, bookingId: string): Promise<string[]> {
  return (await app.database.db.select().from(outboxEmails).where(eq(outboxEmails.bookingId, bookingId)))
    .map((row) => row.kind)
    .sort();
}

async function supportEmailsOf(app: TestApp, txHash: string) {
  return app.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.dedupeKey, `support_crypto_attention:${txHash.toLowerCase()}`));
}

async function remainingIn(app: TestApp, date: string, timeSlot = "Morning 8AM - 12PM"): Promise<number> {
  const response = await app.app.inject({
    method: "GET",
    url: `/api/providers/${app.seeded.providerId}/availability?date=${date}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const window = (response.json() as AvailabilityResponse).windows.find((w) => w.timeSlot === timeSlot);
  if (!window) throw new Error(`no window ${timeSlot} on ${date}`);
  return window.remaining;
}

/** Two other customers pay for both places of the date's morning window (capacity 2). */
async function fillWindow(app: TestApp, date: string): Promise<Booking[]> {
  const filled: Booking[] = [];
  for (const name of ["Farid Ismail", "Mei Ling Tan"]) {
    const { user } = await registerCustomer(app.app, { fullName: name });
    filled.push(await paidBooking(app.app, await customerTokenAt(clock, user.id), { date }));
  }
  expect(await remainingIn(app, date)).toBe(0);
  return filled;
}

describe("the price in tokens", () => {
  it("is RM 600 × 0.2368 = 142.08 USD, 142 080 000 units of a 6-decimal token", () => {
    expect(cryptoAmountUnits(60_000, MYR_TO_USD, 6)).toBe(PRICE);
  });
});

describe("POST /api/payments/crypto-payment-with-booking, paid", () => {
  it("verifies a signed USDC transfer for the hold, then makes it confirmed and paid, recording the hash once", async () => {
    const { token, user } = await registerCustomer(t.app);
    const date = freshDay();
    const hold = await holdWindow(t.app, token, { date });
    expect(hold).toMatchObject({ status: "pending", paymentStatus: "pending" });
    const txHash = await usdc.transfer(payer, receiver, PRICE);
    const { blockNumber } = await anvil.publicClient.getTransactionReceipt({ hash: txHash });

    const answer = await payOk(t.app, token, { txHash, hold });
    expect(answer).toMatchObject({
      bookingId: hold._id,
      outcome: "confirmed",
      message: CONFIRMED_MESSAGE,
      booking: {
        _id: hold._id,
        reference: hold.reference,
        date,
        status: "confirmed",
        paymentStatus: "paid",
        clinicApprovalStatus: "pending",
        paymentMethod: "usdc",
        holdExpiresAt: null,
        attentionReason: null,
        totalAmount: 600,
      },
    });

    const mine = await bookingsOf(t.app, token);
    expect(mine.map((booking) => [booking._id, booking.status, booking.paymentStatus])).toEqual([
      [hold._id, "confirmed", "paid"],
    ]);
    expect(await t.app.bookings.findWithOwner(hold._id)).toMatchObject({
      userId: user.id,
      booking: { booking: { status: "confirmed", paymentStatus: "paid", paymentMethod: "usdc" } },
    });
    expect(await cryptoRowsOf(t, txHash)).toEqual([
      expect.objectContaining({
        txHash,
        userId: user.id,
        bookingId: hold._id,
        token: "USDC",
        tokenAddress: usdc.address,
        fromAddress: payer.address,
        amountUnits: PRICE.toString(),
        expectedUnits: PRICE.toString(),
        blockNumber: blockNumber.toString(),
        attentionReason: null,
      }),
    ]);
    expect(await emailKindsOf(t, hold._id)).toEqual(["booking_received", "clinic_new_booking"]);
    expect(await remainingIn(t, date)).toBe(1);
  });

  it("confirms a hold paid in USDT, the address given in lower case, making no second booking", async () => {
    const { token } = await registerCustomer(t.app);
    const date = freshDay();
    const hold = await holdWindow(t.app, token, { date });
    const txHash = await usdt.transfer(payer, receiver, PRICE);

    const answer = await payOk(t.app, token, {
      txHash,
      hold,
      tokenType: "USDT",
      fromAddress: payer.address.toLowerCase(),
    });
    expect(answer).toMatchObject({
      bookingId: hold._id,
      outcome: "confirmed",
      booking: { _id: hold._id, reference: hold.reference, status: "confirmed", paymentMethod: "usdt" },
    });
    expect((await bookingsOf(t.app, token)).map((booking) => booking._id)).toEqual([hold._id]);
    expect(await cryptoRowsOf(t, txHash)).toEqual([
      expect.objectContaining({ bookingId: hold._id, token: "USDT", tokenAddress: usdt.address }),
    ]);
    expect(await remainingIn(t, date)).toBe(1);
  });

  it("accepts a transaction with two Transfer logs of the full price, recording ONE log's value, once", async () => {
    const { token, user } = await registerCustomer(t.app);
    const hold = await holdWindow(t.app, token, { date: freshDay() });
    const txHash = await usdc.transferTwice(payer, receiver, PRICE, PRICE);
    const receipt = await anvil.publicClient.getTransactionReceipt({ hash: txHash });
    expect(receipt.logs).toHaveLength(2);

    const answer = await payOk(t.app, token, { txHash, hold });
    expect(answer.outcome).toBe("confirmed");
    expect(await cryptoRowsOf(t, txHash)).toEqual([
      expect.objectContaining({ bookingId: hold._id, userId: user.id, amountUnits: PRICE.toString() }),
    ]);

    // The second log does not pay a second booking, even signed for it.
    const second = await holdWindow(t.app, token, { date: freshDay() });
    expectError(await pay(t.app, token, await cryptoRequest({ txHash, hold: second })), USED);
    expect(await storedBooking(t, second._id)).toMatchObject({ status: "pending", paymentStatus: "pending" });
    expect(await cryptoRowsOf(t, txHash)).toHaveLength(1);
  });
});

describe("POST /api/payments/crypto-payment-with-booking, a payment belongs to the wallet that signs for it", () => {
  it("refuses another customer's claim of a real payer's hash and address; the payer's own claim then succeeds", async () => {
    const payerCustomer = await registerCustomer(t.app);
    const thief = await registerCustomer(t.app);
    const payerHold = await holdWindow(t.app, payerCustomer.token, { date: freshDay() });
    const thiefHold = await holdWindow(t.app, thief.token, { date: freshDay() });
    const txHash = await usdc.transfer(payer, receiver, PRICE);

    // The hash and the sender are public: the thief names them, but can sign only with a key of their own.
    expectError(
      await pay(t.app, thief.token, await cryptoRequest({ txHash, hold: thiefHold, signer: stranger })),
      NOT_SIGNED,
    );
    // Claiming the transfer as their own wallet's: the signature holds, the chain says who really paid.
    expectError(
      await pay(
        t.app,
        thief.token,
        await cryptoRequest({ txHash, hold: thiefHold, signer: stranger, fromAddress: stranger.address }),
      ),
      notVerified("The transfer was not sent from your wallet"),
    );
    await expectNothingRecorded(t, txHash, thiefHold);

    const answer = await payOk(t.app, payerCustomer.token, { txHash, hold: payerHold });
    expect(answer).toMatchObject({ bookingId: payerHold._id, outcome: "confirmed" });
    expect(await cryptoRowsOf(t, txHash)).toEqual([
      expect.objectContaining({ bookingId: payerHold._id, userId: payerCustomer.user.id }),
    ]);
  });

  it("refuses a claim signed by another key than the paying wallet's, recording nothing", async () => {
    const { token } = await registerCustomer(t.app);
    const hold = await holdWindow(t.app, token, { date: freshDay() });
    const txHash = await usdc.transfer(payer, receiver, PRICE);

    expectError(await pay(t.app, token, await cryptoRequest({ txHash, hold, signer: stranger })), NOT_SIGNED);
    // Not a signature of anything: 65 bytes that recover to no key.
    expectError(
      await pay(t.app, token, await cryptoRequest({ txHash, hold, signature: `0x${"00".repeat(65)}` })),
      NOT_SIGNED,
    );
    await expectNothingRecorded(t, txHash, hold);
  });

  it("refuses a signature replayed for another booking, recording nothing; the signed booking still pays", async () => {
    const victim = await registerCustomer(t.app);
    const attacker = await registerCustomer(t.app);
    const signedHold = await holdWindow(t.app, victim.token, { date: freshDay() });
    const otherHold = await holdWindow(t.app, attacker.token, { date: freshDay() });
    const txHash = await usdc.transfer(payer, receiver, PRICE);
    // The payer signed for the victim's booking: that signature names it, and no other.
    const signed = await cryptoRequest({ txHash, hold: signedHold });

    const replayed = { ...(await cryptoRequest({ txHash, hold: otherHold })), signature: signed.signature };
    expectError(await pay(t.app, attacker.token, replayed), NOT_SIGNED);
    // The victim's own second hold is no better: the message names one booking.
    const victimOther = await holdWindow(t.app, victim.token, { date: freshDay() });
    expectError(
      await pay(
        t.app,
        victim.token,
        await cryptoRequest({ txHash, hold: victimOther, signedFor: signedHold }),
      ),
      NOT_SIGNED,
    );
    await expectNothingRecorded(t, txHash, otherHold);
    await expectNothingRecorded(t, txHash, victimOther);

    const answer = await pay(t.app, victim.token, signed);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await cryptoRowsOf(t, txHash)).toEqual([expect.objectContaining({ bookingId: signedHold._id })]);
  });

  it("refuses a transfer mined before the hold was made, recording nothing", async () => {
    const txHash = await usdc.transfer(payer, receiver, PRICE);
    const { blockNumber } = await anvil.publicClient.getTransactionReceipt({ hash: txHash });
    const { timestamp } = await anvil.publicClient.getBlock({ blockNumber });
    // The hold is made a minute after the transfer's block, for a day three days on.
    const minedAt = Number(timestamp) * 1000;
    clock.set(new Date(minedAt + 60_000).toISOString());
    const date = new Date(minedAt + 3 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    const { token } = await registerCustomer(t.app);
    const hold = await holdWindow(t.app, token, { date });

    expectError(
      await pay(t.app, token, await cryptoRequest({ txHash, hold })),
      notVerified(
        "This transfer was made before the booking was held, so it cannot pay for it. Please contact support.",
      ),
    );
    await expectNothingRecorded(t, txHash, hold);
  });
});

describe("POST /api/payments/crypto-payment-with-booking, refused on chain", () => {
  const refusals: {
    name: string;
    expected: Pick<ErrorBody, "statusCode" | "code" | "message"> &
      Partial<Pick<ErrorBody, "messageId" | "params">>;
    send: () => Promise<{ txHash: Hash; tokenType?: CryptoToken }>;
  }[] = [
    {
      name: "a forged hash (32 random bytes)",
      expected: notVerified("Transaction not found"),
      send: async () => ({ txHash: forgedHash() }),
    },
    {
      name: "a transaction that was mined but reverted",
      expected: notVerified("Transaction failed"),
      send: async () => ({ txHash: await usdc.failingTransfer(payer, receiver) }),
    },
    {
      name: "a payment in USDT declared as USDC",
      expected: notVerified("Wrong token"),
      send: async () => ({ txHash: await usdt.transfer(payer, receiver, PRICE), tokenType: "USDC" }),
    },
    {
      name: "a payment to another address",
      expected: notVerified("Wrong recipient"),
      send: async () => ({ txHash: await usdc.transfer(payer, elsewhere, PRICE) }),
    },
    {
      name: "one unit too little",
      expected: notVerified("Payment amount too low"),
      send: async () => ({ txHash: await usdc.transfer(payer, receiver, PRICE - 1n) }),
    },
    {
      name: "two Transfer logs of half the price each (never added up)",
      expected: notVerified("Payment amount too low"),
      send: async () => ({ txHash: await usdc.transferTwice(payer, receiver, PRICE / 2n, PRICE / 2n) }),
    },
    {
      name: "a transfer sent by another wallet than the signing one",
      expected: notVerified("The transfer was not sent from your wallet"),
      send: async () => ({ txHash: await usdc.transfer(stranger, receiver, PRICE) }),
    },
  ];

  it.each(refusals)("refuses $name, paying nothing and recording nothing", async ({ expected, send }) => {
    const { token } = await registerCustomer(t.app);
    const hold = await holdWindow(t.app, token, { date: freshDay() });
    const { txHash, tokenType } = await send();

    expectError(
      await pay(t.app, token, await cryptoRequest({ txHash, hold, ...(tokenType && { tokenType }) })),
      expected,
    );
    expect((await bookingsOf(t.app, token)).map((booking) => booking._id)).toEqual([hold._id]);
    await expectNothingRecorded(t, txHash, hold);
  });

  it("answers 409 PAYMENT_NOT_CONFIRMED until the transaction has enough confirmations, then confirms", async () => {
    const { token } = await registerCustomer(strict.app);
    const hold = await holdWindow(strict.app, token, { date: freshDay() });
    const txHash = await usdc.transfer(payer, receiver, PRICE);
    const request = await cryptoRequest({ txHash, hold });

    expectError(await pay(strict.app, token, request), {
      statusCode: 409,
      code: "PAYMENT_NOT_CONFIRMED",
      message: "The transaction needs more confirmations. Please try again in a minute.",
      messageId: "needsConfirmations",
    });
    await expectNothingRecorded(strict, txHash, hold);

    await anvil.testClient.mine({ blocks: 2 });
    const retried = await pay(strict.app, token, request);
    expect(retried.statusCode, retried.body).toBe(200);
    const answer: CryptoPaymentAnswer = retried.json();
    expect(answer).toMatchObject({
      bookingId: hold._id,
      outcome: "confirmed",
      booking: { status: "confirmed", paymentStatus: "paid" },
    });
    expect(await cryptoRowsOf(strict, txHash)).toEqual([
      expect.objectContaining({ bookingId: hold._id, amountUnits: PRICE.toString() }),
    ]);
  });

  it("refuses a hold of another customer as not found, before looking at the chain", async () => {
    const owner = await registerCustomer(t.app);
    const { token } = await registerCustomer(t.app);
    const hold = await holdWindow(t.app, owner.token, { date: freshDay() });
    const txHash = await usdc.transfer(payer, receiver, PRICE);

    expectError(await pay(t.app, token, await cryptoRequest({ txHash, hold })), {
      statusCode: 404,
      code: "NOT_FOUND",
      message: "Booking not found",
      messageId: "bookingNotFound",
    });
    expect(await bookingsOf(t.app, token)).toEqual([]);
    await expectNothingRecorded(t, txHash, hold);
  });
});

describe("POST /api/payments/crypto-payment-with-booking, one transaction pays one booking", () => {
  it("refuses a hash that already paid booking A for booking B (in any letter case), leaving B unpaid", async () => {
    const { token } = await registerCustomer(t.app);
    const a = await holdWindow(t.app, token, { date: freshDay() });
    const txHash = await usdc.transfer(payer, receiver, PRICE);
    await payOk(t.app, token, { txHash, hold: a });
    const b = await holdWindow(t.app, token, { date: freshDay() });

    expectError(await pay(t.app, token, await cryptoRequest({ txHash, hold: b })), USED);
    const shouted = `0x${txHash.slice(2).toUpperCase()}`;
    expectError(await pay(t.app, token, await cryptoRequest({ txHash: shouted, hold: b })), USED);

    expect(await storedBooking(t, b._id)).toMatchObject({
      status: "pending",
      paymentStatus: "pending",
      paymentMethod: null,
    });
    expect(await emailKindsOf(t, b._id)).toEqual([]);
    expect(await cryptoRowsOf(t, txHash)).toEqual([expect.objectContaining({ bookingId: a._id })]);
  });

  it("lets exactly one of two concurrent signed claims of the same hash pay; the other hold stays held", async () => {
    const first = await registerCustomer(t.app);
    const second = await registerCustomer(t.app);
    const holds = [
      await holdWindow(t.app, first.token, { date: freshDay() }),
      await holdWindow(t.app, second.token, { date: freshDay() }),
    ] as const;
    const txHash = await usdc.transfer(payer, receiver, PRICE);
    // Both requests pass the "already used?" check and the chain check before either writes.
    rendezvous.meet(2);

    const answers = await Promise.all([
      pay(t.app, first.token, await cryptoRequest({ txHash, hold: holds[0] })),
      pay(t.app, second.token, await cryptoRequest({ txHash, hold: holds[1] })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const wonIndex = answers.findIndex((answer) => answer.statusCode === 200);
    const lost = answers[1 - wonIndex];
    if (!lost) throw new Error("expected one 200 and one 409");
    expectError(lost, USED);
    const winner: CryptoPaymentAnswer = (answers[wonIndex] as LightMyRequestResponse).json();
    expect(winner).toMatchObject({ outcome: "confirmed", bookingId: holds[wonIndex]?._id });

    expect(await cryptoRowsOf(t, txHash)).toEqual([expect.objectContaining({ bookingId: winner.bookingId })]);
    // The loser paid nothing with this hash; its hold is still its own to pay another way.
    expect(await storedBooking(t, (holds[1 - wonIndex] as Booking)._id)).toMatchObject({
      status: "pending",
      paymentStatus: "pending",
    });
  });
});

describe("POST /api/payments/crypto-payment-with-booking, money that cannot pay a booking normally", () => {
  it("paid after the hold lapsed, its place still free: takes the place back and confirms", async () => {
    const customer = await registerCustomer(t.app);
    const date = freshDay();
    const hold = await holdWindow(t.app, customer.token, { date });
    // The 30-minute hold has run out by the time the signed claim arrives.
    clock.advance(31 * 60_000);
    expect(Date.parse(hold.holdExpiresAt ?? "")).toBeLessThan(clock().getTime());
    const txHash = await usdc.transfer(payer, receiver, PRICE);

    const answer = await payOk(t.app, await customerTokenAt(clock, customer.user.id), { txHash, hold });
    expect(answer).toMatchObject({
      bookingId: hold._id,
      outcome: "confirmed",
      booking: { status: "confirmed", paymentStatus: "paid", attentionReason: null },
    });
    expect(await remainingIn(t, date)).toBe(1);
    expect(await cryptoRowsOf(t, txHash)).toEqual([
      expect.objectContaining({ bookingId: hold._id, attentionReason: null }),
    ]);
  });

  it("paid after the hold was released and the window filled: needs attention, never over capacity", async () => {
    const customer = await registerCustomer(t.app);
    const date = freshDay();
    const hold = await holdWindow(t.app, customer.token, { date });
    clock.advance(31 * 60_000);
    await fillWindow(t, date);
    expect(await storedBooking(t, hold._id)).toMatchObject({
      status: "cancelled",
      cancellationReason: "hold_expired",
    });

    const txHash = await usdc.transfer(payer, receiver, PRICE);
    const answer = await payOk(t.app, await customerTokenAt(clock, customer.user.id), { txHash, hold });
    expect(answer).toMatchObject({
      bookingId: hold._id,
      outcome: "needs_attention",
      message:
        "We received your payment, but the time window was taken meanwhile. Your money is safe: our team " +
        "will contact you within 24 hours to book another time or refund you in full.",
      booking: {
        status: "cancelled",
        paymentStatus: "paid",
        paymentMethod: "usdc",
        attentionReason: "paid_after_release",
        cancellationReason: "hold_expired",
      },
    });
    expect(await storedBooking(t, hold._id)).toMatchObject({
      status: "cancelled",
      paymentStatus: "paid",
      attentionReason: "paid_after_release",
    });
    expect(await cryptoRowsOf(t, txHash)).toEqual([
      expect.objectContaining({
        bookingId: hold._id,
        userId: customer.user.id,
        amountUnits: PRICE.toString(),
        attentionReason: "paid_after_release",
      }),
    ]);
    expect(await remainingIn(t, date)).toBe(0);
    expect(await emailKindsOf(t, hold._id)).toEqual(["payment_needs_attention", "support_payment_attention"]);
  });

  it("paid for a hold that was already paid by card: recorded for a refund, support told, the booking unchanged", async () => {
    const { token } = await registerCustomer(t.app);
    const booking = await paidBooking(t.app, token, { date: freshDay() });
    const txHash = await usdc.transfer(payer, receiver, PRICE);

    expectError(await pay(t.app, token, await cryptoRequest({ txHash, hold: booking })), {
      statusCode: 409,
      code: "PAYMENT_NEEDS_ATTENTION",
      message:
        "This booking was already paid. We recorded your transaction and our team will contact you to refund it.",
      messageId: "paidTwice",
    });
    expect(await storedBooking(t, booking._id)).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
      paymentMethod: "card",
    });
    expect(await cryptoRowsOf(t, txHash)).toEqual([
      expect.objectContaining({ bookingId: booking._id, attentionReason: "the booking was already paid" }),
    ]);
    const notices = await supportEmailsOf(t, txHash);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: "support_crypto_attention", toAddress: SUPPORT_EMAIL });
    for (const text of [txHash, payer.address, "142.08 USDC", booking.reference, "aisha@example.com"]) {
      expect(notices[0]?.textBody).toContain(text);
    }

    // Recorded once: the same hash does not get a second try.
    expectError(await pay(t.app, token, await cryptoRequest({ txHash, hold: booking })), USED);
    expect(await supportEmailsOf(t, txHash)).toHaveLength(1);
  });

  it("refuses an unsigned claim of money for a booking already paid: no record, no email", async () => {
    const { token } = await registerCustomer(t.app);
    const booking = await paidBooking(t.app, token, { date: freshDay() });
    const txHash = await usdc.transfer(payer, receiver, PRICE);

    expectError(
      await pay(t.app, token, await cryptoRequest({ txHash, hold: booking, signer: stranger })),
      NOT_SIGNED,
    );
    expect(await cryptoRowsOf(t, txHash)).toEqual([]);
    expect(await supportEmailsOf(t, txHash)).toEqual([]);
  });
});

describe("POST /api/payments/crypto-payment-with-booking, refused before the chain", () => {
  it("answers 400 VALIDATION_ERROR for a malformed hash, address or signature, or no hold, writing nothing", async () => {
    const { token } = await registerCustomer(t.app);
    const hold = await holdWindow(t.app, token, { date: freshDay() });
    const txHash = await usdc.transfer(payer, receiver, PRICE);
    const valid = await cryptoRequest({ txHash, hold });

    expectError(await pay(t.app, token, { ...valid, transactionHash: "0x1234" }), {
      statusCode: 400,
      code: "VALIDATION_ERROR",
      message: "Transaction hash must be 0x followed by 64 hexadecimal characters",
      messageId: "txHashFormat",
    });
    expectError(await pay(t.app, token, { ...valid, fromAddress: "0x1234" }), {
      statusCode: 400,
      code: "VALIDATION_ERROR",
      message: "Wallet address must be 0x followed by 40 hexadecimal characters",
      messageId: "walletAddressFormat",
    });
    const { signature: _signature, ...unsigned } = valid;
    expectError(await pay(t.app, token, unsigned), {
      statusCode: 400,
      code: "VALIDATION_ERROR",
      message: "The payment must be signed by the wallet that paid",
      messageId: "signatureRequired",
    });
    const { bookingId: _hold, ...noHold } = valid.bookingData;
    expectError(await pay(t.app, token, { ...valid, bookingData: noHold }), {
      statusCode: 400,
      code: "VALIDATION_ERROR",
      message: "Booking is required",
      messageId: "bookingRequired",
    });
    expect((await bookingsOf(t.app, token)).map((booking) => booking._id)).toEqual([hold._id]);
    await expectNothingRecorded(t, txHash, hold);
  });

  it("answers 401 without a token", async () => {
    const { token } = await registerCustomer(t.app);
    const hold = await holdWindow(t.app, token, { date: freshDay() });
    const txHash = await usdc.transfer(payer, receiver, PRICE);
    expectError(await pay(t.app, undefined, await cryptoRequest({ txHash, hold })), {
      statusCode: 401,
      code: "UNAUTHORIZED",
      message: "Please sign in to continue.",
      messageId: "signInToContinue",
    });
    await expectNothingRecorded(t, txHash, hold);
  });

  it("answers 503 PAYMENTS_UNAVAILABLE when the app has no receiving wallet", async () => {
    const { token } = await registerCustomer(disabled.app);
    const hold = await holdWindow(disabled.app, token, { date: freshDay() });
    const txHash = await usdc.transfer(payer, receiver, PRICE);
    expectError(await pay(disabled.app, token, await cryptoRequest({ txHash, hold })), {
      statusCode: 503,
      code: "PAYMENTS_UNAVAILABLE",
      message: "Crypto payments are not available at the moment.",
      messageId: "cryptoUnavailable",
    });
    await expectNothingRecorded(disabled, txHash, hold);
  });
});

describe("GET /api/payments/config", () => {
  it("offers crypto with the tokens' decimals read from their contracts", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/payments/config" });
    expect(response.statusCode).toBe(200);
    const config: PaymentConfig = response.json();
    expect(config.methods.usdt).toBe(true);
    expect(config.crypto).toEqual({
      enabled: true,
      unavailableReason: null,
      unavailableReasonId: null,
      chainId: BASE_CHAIN_ID,
      receiverAddress: receiver,
      myrToUsd: MYR_TO_USD,
      minConfirmations: 1,
      walletConnectProjectId: WALLETCONNECT_PROJECT_ID,
      tokens: [
        { symbol: "USDT", address: usdt.address, decimals: 6 },
        { symbol: "USDC", address: usdc.address, decimals: 6 },
      ],
    });
  });

  it("reports crypto off, with the reason, on an app without a receiving wallet", async () => {
    const response = await disabled.app.inject({ method: "GET", url: "/api/payments/config" });
    expect(response.statusCode).toBe(200);
    const config: PaymentConfig = response.json();
    expect(config.methods.usdt).toBe(false);
    expect(config.crypto).toMatchObject({
      enabled: false,
      unavailableReason: "No receiving wallet is configured.",
      unavailableReasonId: "noReceivingWallet",
      receiverAddress: null,
      walletConnectProjectId: null,
    });
    expect(config.crypto.tokens.map((token) => token.decimals)).toEqual([null, null]);
  });
});

describe("a paid transfer checked again at the finality depth", () => {
  const settle = () => settleCryptoPayments(t.app);

  /** A hold paid with a transfer mined after `snapshot`, so reverting to it takes the transfer's block away. */
  async function paidAfterSnapshot() {
    // Every earlier test's payment deep enough and settled first, so the counts below are this payment's.
    await anvil.testClient.mine({ blocks: FINALITY_DEPTH });
    await settle();
    const { token } = await registerCustomer(t.app);
    const hold = await holdWindow(t.app, token, { date: freshDay() });
    const snapshot = await anvil.testClient.snapshot();
    const request = await anvil.walletClient(payer).prepareTransactionRequest({
      to: usdc.address,
      data: encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [receiver, PRICE] }),
    });
    const signed = await anvil.walletClient(payer).signTransaction(request);
    const txHash = await anvil.publicClient.sendRawTransaction({ serializedTransaction: signed });
    const receipt = await anvil.publicClient.waitForTransactionReceipt({ hash: txHash });
    expect(receipt.status).toBe("success");
    expect((await payOk(t.app, token, { txHash, hold })).outcome).toBe("confirmed");
    expect(await cryptoRowsOf(t, txHash)).toEqual([
      expect.objectContaining({ blockHash: receipt.blockHash, finalizedAt: null, attentionReason: null }),
    ]);
    return { hold, txHash, snapshot, signed, receipt };
  }

  const row = async (txHash: string) => (await cryptoRowsOf(t, txHash))[0];

  it("flags a transfer whose block was reorganised away, emails support once, and keeps the booking paid", async () => {
    const { hold, txHash, snapshot } = await paidAfterSnapshot();
    await anvil.testClient.revert({ id: snapshot });
    await expect(anvil.publicClient.getTransactionReceipt({ hash: txHash })).rejects.toThrow();

    // Not deep enough yet: nothing is decided.
    await anvil.testClient.mine({ blocks: FINALITY_DEPTH - 1 });
    expect(await settle()).toEqual({ final: 0, reorganised: 0 });
    expect(await row(txHash)).toMatchObject({ finalizedAt: null, attentionReason: null });

    await anvil.testClient.mine({ blocks: FINALITY_DEPTH });
    expect(await settle()).toEqual({ final: 0, reorganised: 1 });
    expect(await row(txHash)).toMatchObject({
      finalizedAt: null,
      attentionReason: "its transaction is no longer on the chain (its block was reorganised away)",
    });
    const emails = await supportEmailsOf(t, txHash);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ toAddress: SUPPORT_EMAIL, bookingId: hold._id });
    expect(emails[0]?.textBody).toContain(`paid booking ${hold.reference} is no longer on Base`);
    expect(emails[0]?.textBody).toContain(txHash);
    // Never silently unpaid: a person decides.
    expect(await storedBooking(t, hold._id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    const dashboard = await t.app.inject({
      method: "GET",
      url: "/api/admin/dashboard",
      headers: { authorization: `Bearer ${(await addStaff(t.app, t.database.db)).token}` },
    });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json<Dashboard>().paymentAttention.cryptoPayments).toContainEqual(
      expect.objectContaining({ txHash, bookingId: hold._id, reference: hold.reference }),
    );

    // Flagged once: later sweeps neither look at it again nor email again.
    await anvil.testClient.mine({ blocks: FINALITY_DEPTH });
    expect(await settle()).toEqual({ final: 0, reorganised: 0 });
    expect(await supportEmailsOf(t, txHash)).toHaveLength(1);
  });

  it("flags a transfer the reorganisation moved into another block", async () => {
    const { hold, txHash, snapshot, signed, receipt } = await paidAfterSnapshot();
    await anvil.testClient.revert({ id: snapshot });
    // The same signed transaction, mined again a block later: same hash, another block.
    await anvil.testClient.mine({ blocks: 1 });
    await anvil.publicClient.sendRawTransaction({ serializedTransaction: signed });
    const moved = await anvil.publicClient.waitForTransactionReceipt({ hash: txHash });
    expect(moved.blockHash).not.toBe(receipt.blockHash);

    await anvil.testClient.mine({ blocks: FINALITY_DEPTH });
    expect(await settle()).toEqual({ final: 0, reorganised: 1 });
    expect(await row(txHash)).toMatchObject({
      attentionReason: "its transaction is now in another block than the one it was verified in",
    });
    expect(await supportEmailsOf(t, txHash)).toHaveLength(1);
    expect(await storedBooking(t, hold._id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
  });

  it("marks a transfer still in its block final, and never checks it again", async () => {
    const { hold, txHash, snapshot } = await paidAfterSnapshot();
    await anvil.testClient.mine({ blocks: FINALITY_DEPTH - 1 });
    expect(await settle()).toEqual({ final: 0, reorganised: 0 });
    expect(await row(txHash)).toMatchObject({ finalizedAt: null });

    await anvil.testClient.mine({ blocks: 1 });
    clock.set("2026-06-01T09:30:00+08:00");
    expect(await settle()).toEqual({ final: 1, reorganised: 0 });
    expect(await row(txHash)).toMatchObject({
      finalizedAt: new Date("2026-06-01T09:30:00+08:00"),
      attentionReason: null,
    });

    // Final means final: even a chain that loses it later (deeper than the depth) is not asked again.
    await anvil.testClient.revert({ id: snapshot });
    await anvil.testClient.mine({ blocks: 2 * FINALITY_DEPTH });
    expect(await settle()).toEqual({ final: 0, reorganised: 0 });
    expect(await row(txHash)).toMatchObject({ attentionReason: null });
    expect(await supportEmailsOf(t, txHash)).toEqual([]);
    expect(await storedBooking(t, hold._id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
  });
});
