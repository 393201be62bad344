import { randomBytes } from "node:crypto";
import { WINDOW_FULL_MESSAGE, type Booking, type BookingRequest } from "@ivdrips/contract/bookings";
import type { ErrorBody } from "@ivdrips/contract/errors";
import {
  cryptoAmountUnits,
  type CryptoToken,
  type PaymentConfig,
  type CryptoPaymentResponseSchema,
} from "@ivdrips/contract/payments";
import type { AvailabilityResponse } from "@ivdrips/contract/providers";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Address, Hash } from "viem";
import type { PrivateKeyAccount } from "viem/accounts";
import type { z } from "zod";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startAnvil, type Anvil } from "../../../test/anvil";
import { bookingRequest, customerTokenAt, holdWindow, paidBooking } from "../../../test/booking-fixtures";
import {
  createTestApp,
  freshClientAddress,
  injectAs,
  manualClock,
  registerCustomer,
  type TestApp,
} from "../../../test/test-app";
import { deployTestToken, type TestToken } from "../../../test/test-tokens";
import { outboxEmails } from "../../db/schema";
import { createTokenTransferVerifier, type TokenTransferVerifier } from "./crypto/token-transfer-verifier";
import { listCryptoPayments } from "./payments.repository";
import type { CryptoSettings } from "./payments.service";

/**
 * POST /api/payments/crypto-payment-with-booking end to end: the whole app on a real database, verifying
 * real transfers of two 6-decimal test tokens on a local chain (anvil, chain id 8453). Every case checks
 * the answer and what was written: the booking, the crypto_payments rows and the queued emails.
 */

const BASE_CHAIN_ID = 8453;
const NOW = "2026-06-01T09:00:00+08:00";
const MYR_TO_USD = "0.2368";
/** NutriGlow (RM 600) × 1 at 0.2368: 142.08 USD, in 6-decimal units. */
const PRICE = 142_080_000n;
const PAY_URL = "/api/payments/crypto-payment-with-booking";
const SUPPORT_EMAIL = "support@ivdrips.my";
const CONFIRMED_MESSAGE = "Payment verified. Your booking is confirmed and awaits the clinic's approval.";
const USED = { statusCode: 409, code: "TRANSACTION_USED", message: "Transaction already used" };

type CryptoPaymentAnswer = z.infer<typeof CryptoPaymentResponseSchema>;

const clock = manualClock(NOW);
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

function cryptoSettings(minConfirmations: number, verifier?: TokenTransferVerifier): CryptoSettings {
  return {
    receiverAddress: receiver,
    tokens: { USDT: usdt.address, USDC: usdc.address },
    myrToUsd: MYR_TO_USD,
    minConfirmations,
    verifier: verifier ?? createTokenTransferVerifier({ rpcUrl: anvil.rpcUrl, chainId: BASE_CHAIN_ID }),
  };
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: BASE_CHAIN_ID });
  [, payer, stranger] = anvil.accounts as [PrivateKeyAccount, PrivateKeyAccount, PrivateKeyAccount];
  receiver = anvil.accounts[3]?.address as Address;
  elsewhere = anvil.accounts[4]?.address as Address;
  usdt = await deployTestToken(anvil, { name: "Tether USD", symbol: "USDT" });
  usdc = await deployTestToken(anvil, { name: "USD Coin", symbol: "USDC" });
  for (const token of [usdt, usdc]) {
    for (const holder of [payer, stranger]) await token.mint(holder.address, 100n * PRICE);
  }
  rendezvous = withRendezvous(createTokenTransferVerifier({ rpcUrl: anvil.rpcUrl, chainId: BASE_CHAIN_ID }));
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

let dayCounter = 0;
/** A KL day no other test books, so windows never fill by accident (June and July, within the horizon). */
const freshDay = () => {
  dayCounter += 1;
  return new Date(Date.UTC(2026, 5, 1 + dayCounter)).toISOString().slice(0, 10);
};
const forgedHash = () => `0x${randomBytes(32).toString("hex")}` as Hash;

interface CryptoPayment {
  txHash: string;
  date: string;
  bookingId?: string;
  tokenType?: CryptoToken;
  fromAddress?: string;
  overrides?: Partial<BookingRequest>;
}

function cryptoRequest(payment: CryptoPayment) {
  return {
    bookingData: {
      ...bookingRequest({ date: payment.date, ...payment.overrides }),
      ...(payment.bookingId ? { bookingId: payment.bookingId } : {}),
    },
    transactionHash: payment.txHash,
    tokenType: payment.tokenType ?? "USDC",
    fromAddress: payment.fromAddress ?? payer.address,
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
  const response = await pay(app, token, cryptoRequest(payment));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function expectError(response: LightMyRequestResponse, expected: Omit<ErrorBody, "details">): void {
  expect(response.json(), response.body).toMatchObject(expected);
  expect(response.statusCode).toBe(expected.statusCode);
}

const notVerified = (message: string) => ({ statusCode: 400, code: "PAYMENT_NOT_VERIFIED", message });

async function bookingsOf(app: FastifyInstance, token: string): Promise<Booking[]> {
  const response = await injectAs(app, token)({ method: "GET", url: "/api/bookings" });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function storedBooking(app: TestApp, id: string): Promise<Booking> {
  const found = await app.app.bookings.findWithOwner(id);
  if (!found) throw new Error(`booking ${id} not found`);
  return found.booking;
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
  it("verifies a correct USDC transfer, then makes the booking confirmed and paid, recording the hash once", async () => {
    const { token, user } = await registerCustomer(t.app);
    const date = freshDay();
    const txHash = await usdc.transfer(payer, receiver, PRICE);
    const { blockNumber } = await anvil.publicClient.getTransactionReceipt({ hash: txHash });

    const answer = await payOk(t.app, token, { txHash, date });
    expect(answer).toMatchObject({
      outcome: "confirmed",
      message: CONFIRMED_MESSAGE,
      booking: {
        _id: answer.bookingId,
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
      [answer.bookingId, "confirmed", "paid"],
    ]);
    expect(await t.app.bookings.findWithOwner(answer.bookingId)).toMatchObject({
      userId: user.id,
      booking: { status: "confirmed", paymentStatus: "paid", paymentMethod: "usdc" },
    });
    expect(await cryptoRowsOf(t, txHash)).toEqual([
      expect.objectContaining({
        txHash,
        userId: user.id,
        bookingId: answer.bookingId,
        token: "USDC",
        tokenAddress: usdc.address,
        fromAddress: payer.address,
        amountUnits: PRICE.toString(),
        expectedUnits: PRICE.toString(),
        blockNumber: blockNumber.toString(),
        attentionReason: null,
      }),
    ]);
    expect(await emailKindsOf(t, answer.bookingId)).toEqual(["booking_received", "clinic_new_booking"]);
    expect(await remainingIn(t, date)).toBe(1);
  });

  it("confirms the hold made first with POST /api/bookings (paid in USDT), making no second booking", async () => {
    const { token } = await registerCustomer(t.app);
    const date = freshDay();
    const hold = await holdWindow(t.app, token, { date });
    expect(hold).toMatchObject({ status: "pending", paymentStatus: "pending" });
    const txHash = await usdt.transfer(payer, receiver, PRICE);

    const answer = await payOk(t.app, token, { txHash, date, bookingId: hold._id, tokenType: "USDT" });
    expect(answer).toMatchObject({
      bookingId: hold._id,
      outcome: "confirmed",
      booking: { _id: hold._id, reference: hold.reference, status: "confirmed", paymentMethod: "usdt" },
    });
    const mine = await bookingsOf(t.app, token);
    expect(mine.map((booking) => [booking._id, booking.status, booking.paymentStatus])).toEqual([
      [hold._id, "confirmed", "paid"],
    ]);
    expect(await cryptoRowsOf(t, txHash)).toEqual([
      expect.objectContaining({ bookingId: hold._id, token: "USDT", tokenAddress: usdt.address }),
    ]);
    expect(await emailKindsOf(t, hold._id)).toEqual(["booking_received", "clinic_new_booking"]);
    expect(await remainingIn(t, date)).toBe(1);
  });

  it("accepts a transaction with two Transfer logs of the full price, recording ONE log's value, once", async () => {
    const { token, user } = await registerCustomer(t.app);
    const txHash = await usdc.transferTwice(payer, receiver, PRICE, PRICE);
    const receipt = await anvil.publicClient.getTransactionReceipt({ hash: txHash });
    expect(receipt.logs).toHaveLength(2);

    const answer = await payOk(t.app, token, { txHash, date: freshDay() });
    expect(answer.outcome).toBe("confirmed");
    expect(await cryptoRowsOf(t, txHash)).toEqual([
      expect.objectContaining({
        bookingId: answer.bookingId,
        userId: user.id,
        amountUnits: PRICE.toString(),
      }),
    ]);

    // The second log does not pay a second booking.
    const second = await pay(t.app, token, cryptoRequest({ txHash, date: freshDay() }));
    expectError(second, USED);
    expect((await bookingsOf(t.app, token)).map((booking) => booking._id)).toEqual([answer.bookingId]);
    expect(await cryptoRowsOf(t, txHash)).toHaveLength(1);
  });
});

describe("POST /api/payments/crypto-payment-with-booking, refused on chain", () => {
  const refusals: {
    name: string;
    expected: Omit<ErrorBody, "details">;
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
      name: "a transfer sent by another wallet than fromAddress",
      expected: notVerified("The transfer was not sent from your wallet"),
      send: async () => ({ txHash: await usdc.transfer(stranger, receiver, PRICE) }),
    },
  ];

  it.each(refusals)("refuses $name, paying nothing and recording nothing", async ({ expected, send }) => {
    const { token } = await registerCustomer(t.app);
    const date = freshDay();
    const hold = await holdWindow(t.app, token, { date });
    const { txHash, tokenType } = await send();

    // For the hold made first, and for a new booking: the same refusal, and no booking is made.
    expectError(
      await pay(
        t.app,
        token,
        cryptoRequest({ txHash, date, bookingId: hold._id, ...(tokenType && { tokenType }) }),
      ),
      expected,
    );
    expectError(
      await pay(t.app, token, cryptoRequest({ txHash, date: freshDay(), ...(tokenType && { tokenType }) })),
      expected,
    );

    const mine = await bookingsOf(t.app, token);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      _id: hold._id,
      status: "pending",
      paymentStatus: "pending",
      paymentMethod: null,
    });
    expect(await cryptoRowsOf(t, txHash)).toEqual([]);
    expect(await emailKindsOf(t, hold._id)).toEqual([]);
    expect(await supportEmailsOf(t, txHash)).toEqual([]);
  });

  it("answers 409 PAYMENT_NOT_CONFIRMED until the transaction has enough confirmations, then confirms", async () => {
    const { token } = await registerCustomer(strict.app);
    const date = freshDay();
    const txHash = await usdc.transfer(payer, receiver, PRICE);
    const request = cryptoRequest({ txHash, date });

    expectError(await pay(strict.app, token, request), {
      statusCode: 409,
      code: "PAYMENT_NOT_CONFIRMED",
      message: "The transaction needs more confirmations. Please try again in a minute.",
    });
    expect(await bookingsOf(strict.app, token)).toEqual([]);
    expect(await cryptoRowsOf(strict, txHash)).toEqual([]);

    await anvil.testClient.mine({ blocks: 2 });
    const retried = await pay(strict.app, token, request);
    expect(retried.statusCode, retried.body).toBe(200);
    const answer: CryptoPaymentAnswer = retried.json();
    expect(answer).toMatchObject({
      outcome: "confirmed",
      booking: { status: "confirmed", paymentStatus: "paid" },
    });
    expect((await bookingsOf(strict.app, token)).map((booking) => booking._id)).toEqual([answer.bookingId]);
    expect(await cryptoRowsOf(strict, txHash)).toEqual([
      expect.objectContaining({ bookingId: answer.bookingId, amountUnits: PRICE.toString() }),
    ]);
  });

  it("refuses a hold of another customer as not found, before looking at the chain", async () => {
    const owner = await registerCustomer(t.app);
    const { token } = await registerCustomer(t.app);
    const date = freshDay();
    const hold = await holdWindow(t.app, owner.token, { date });
    const txHash = await usdc.transfer(payer, receiver, PRICE);

    expectError(await pay(t.app, token, cryptoRequest({ txHash, date, bookingId: hold._id })), {
      statusCode: 404,
      code: "NOT_FOUND",
      message: "Booking not found",
    });
    expect(await storedBooking(t, hold._id)).toMatchObject({ status: "pending", paymentStatus: "pending" });
    expect(await bookingsOf(t.app, token)).toEqual([]);
    expect(await cryptoRowsOf(t, txHash)).toEqual([]);
  });
});

describe("POST /api/payments/crypto-payment-with-booking, one transaction pays one booking", () => {
  it("refuses a hash that already paid booking A for booking B (in any letter case), leaving B unpaid", async () => {
    const { token } = await registerCustomer(t.app);
    const txHash = await usdc.transfer(payer, receiver, PRICE);
    const a = await payOk(t.app, token, { txHash, date: freshDay() });
    const dateB = freshDay();
    const b = await holdWindow(t.app, token, { date: dateB });

    expectError(await pay(t.app, token, cryptoRequest({ txHash, date: dateB, bookingId: b._id })), USED);
    const shouted = `0x${txHash.slice(2).toUpperCase()}`;
    expectError(
      await pay(t.app, token, cryptoRequest({ txHash: shouted, date: dateB, bookingId: b._id })),
      USED,
    );
    expectError(await pay(t.app, token, cryptoRequest({ txHash, date: freshDay() })), USED);

    expect(await storedBooking(t, b._id)).toMatchObject({
      status: "pending",
      paymentStatus: "pending",
      paymentMethod: null,
    });
    expect(await emailKindsOf(t, b._id)).toEqual([]);
    expect((await bookingsOf(t.app, token)).map((booking) => booking._id).sort()).toEqual(
      [a.bookingId, b._id].sort(),
    );
    expect(await cryptoRowsOf(t, txHash)).toEqual([expect.objectContaining({ bookingId: a.bookingId })]);
  });

  it("lets exactly one of two concurrent requests with the same hash pay, for two new bookings", async () => {
    const first = await registerCustomer(t.app);
    const second = await registerCustomer(t.app);
    const txHash = await usdc.transfer(payer, receiver, PRICE);
    // Both requests pass the "already used?" check and the chain check before either writes.
    rendezvous.meet(2);

    const answers = await Promise.all([
      pay(t.app, first.token, cryptoRequest({ txHash, date: freshDay() })),
      pay(t.app, second.token, cryptoRequest({ txHash, date: freshDay() })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((answer) => answer.statusCode === 200);
    const lost = answers.find((answer) => answer.statusCode === 409);
    if (!won || !lost) throw new Error("expected one 200 and one 409");
    expectError(lost, USED);
    const winner: CryptoPaymentAnswer = won.json();
    expect(winner.outcome).toBe("confirmed");

    const rows = await cryptoRowsOf(t, txHash);
    expect(rows).toEqual([expect.objectContaining({ bookingId: winner.bookingId })]);
    expect(await storedBooking(t, winner.bookingId)).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
    });
    const paidBookings = [
      ...(await bookingsOf(t.app, first.token)),
      ...(await bookingsOf(t.app, second.token)),
    ].filter((booking) => booking.paymentStatus === "paid");
    expect(paidBookings.map((booking) => booking._id)).toEqual([winner.bookingId]);
  });

  it("releases the new booking of the request that lost the race for a hash", async () => {
    const first = await registerCustomer(t.app);
    const second = await registerCustomer(t.app);
    const dates = [freshDay(), freshDay()] as const;
    const txHash = await usdc.transfer(payer, receiver, PRICE);
    rendezvous.meet(2);

    const answers = await Promise.all([
      pay(t.app, first.token, cryptoRequest({ txHash, date: dates[0] })),
      pay(t.app, second.token, cryptoRequest({ txHash, date: dates[1] })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers[0]?.statusCode === 409 ? first : second;
    const loserDate = loser === first ? dates[0] : dates[1];

    // The loser was told "Transaction already used" and paid nothing: its window must not stay held.
    const held = (await bookingsOf(t.app, loser.token)).filter((booking) => booking.status === "pending");
    expect(held).toEqual([]);
    expect(await remainingIn(t, loserDate)).toBe(2);
  });
});

describe("POST /api/payments/crypto-payment-with-booking, money that cannot pay a booking normally", () => {
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
    const answer = await payOk(t.app, await customerTokenAt(clock, customer.user.id), {
      txHash,
      date,
      bookingId: hold._id,
    });
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

  it("paid for a window that filled meanwhile, with no hold: 409 PAYMENT_NEEDS_ATTENTION, recorded for support", async () => {
    const { token, user } = await registerCustomer(t.app);
    const date = freshDay();
    await fillWindow(t, date);
    const txHash = await usdc.transfer(payer, receiver, PRICE);

    const response = await pay(t.app, token, cryptoRequest({ txHash, date }));
    expectError(response, {
      statusCode: 409,
      code: "PAYMENT_NEEDS_ATTENTION",
      message:
        `Your payment was received, but the booking could not be made: ${WINDOW_FULL_MESSAGE} ` +
        "Our team will contact you within 24 hours to book another time or refund you in full.",
    });
    expect((response.json() as ErrorBody).message.startsWith("Your payment was received")).toBe(true);

    expect(await bookingsOf(t.app, token)).toEqual([]);
    expect(await remainingIn(t, date)).toBe(0);
    expect(await cryptoRowsOf(t, txHash)).toEqual([
      expect.objectContaining({
        userId: user.id,
        bookingId: null,
        token: "USDC",
        amountUnits: PRICE.toString(),
        attentionReason: WINDOW_FULL_MESSAGE,
      }),
    ]);
    const notices = await supportEmailsOf(t, txHash);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      kind: "support_crypto_attention",
      toAddress: SUPPORT_EMAIL,
      bookingId: null,
    });
    for (const text of [txHash, payer.address, "142.08 USDC", "none was made", "aisha@example.com"]) {
      expect(notices[0]?.textBody).toContain(text);
    }

    // Recorded once: the same hash does not get a second try.
    expectError(await pay(t.app, token, cryptoRequest({ txHash, date: freshDay() })), USED);
    expect(await bookingsOf(t.app, token)).toEqual([]);
  });

  it("paid for a hold that was already paid by card: recorded for a refund, the booking unchanged", async () => {
    const { token } = await registerCustomer(t.app);
    const date = freshDay();
    const booking = await paidBooking(t.app, token, { date });
    const txHash = await usdc.transfer(payer, receiver, PRICE);

    expectError(await pay(t.app, token, cryptoRequest({ txHash, date, bookingId: booking._id })), {
      statusCode: 409,
      code: "PAYMENT_NEEDS_ATTENTION",
      message:
        "This booking was already paid. We recorded your transaction and our team will contact you to refund it.",
    });
    expect(await storedBooking(t, booking._id)).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
      paymentMethod: "card",
    });
    expect(await cryptoRowsOf(t, txHash)).toEqual([
      expect.objectContaining({ bookingId: booking._id, attentionReason: "the booking was already paid" }),
    ]);
    expect(await supportEmailsOf(t, txHash)).toHaveLength(1);
  });
});

describe("POST /api/payments/crypto-payment-with-booking, refused before the chain", () => {
  it("answers 400 VALIDATION_ERROR for a malformed hash or address, writing nothing", async () => {
    const { token } = await registerCustomer(t.app);
    const txHash = await usdc.transfer(payer, receiver, PRICE);
    const date = freshDay();

    const badHash = await pay(t.app, token, cryptoRequest({ txHash: "0x1234", date }));
    expectError(badHash, {
      statusCode: 400,
      code: "VALIDATION_ERROR",
      message: "Transaction hash must be 0x followed by 64 hexadecimal characters",
    });
    const badAddress = await pay(t.app, token, cryptoRequest({ txHash, date, fromAddress: "0x1234" }));
    expectError(badAddress, {
      statusCode: 400,
      code: "VALIDATION_ERROR",
      message: "Wallet address must be 0x followed by 40 hexadecimal characters",
    });
    expect(await bookingsOf(t.app, token)).toEqual([]);
    expect(await cryptoRowsOf(t, txHash)).toEqual([]);
  });

  it("answers 401 without a token", async () => {
    const txHash = await usdc.transfer(payer, receiver, PRICE);
    expectError(await pay(t.app, undefined, cryptoRequest({ txHash, date: freshDay() })), {
      statusCode: 401,
      code: "UNAUTHORIZED",
      message: "Please sign in to continue.",
    });
    expect(await cryptoRowsOf(t, txHash)).toEqual([]);
  });

  it("answers 503 PAYMENTS_UNAVAILABLE when the app has no receiving wallet", async () => {
    const { token } = await registerCustomer(disabled.app);
    const txHash = await usdc.transfer(payer, receiver, PRICE);
    expectError(await pay(disabled.app, token, cryptoRequest({ txHash, date: freshDay() })), {
      statusCode: 503,
      code: "PAYMENTS_UNAVAILABLE",
      message: "Crypto payments are not available at the moment.",
    });
    expect(await bookingsOf(disabled.app, token)).toEqual([]);
    expect(await cryptoRowsOf(disabled, txHash)).toEqual([]);
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
      chainId: BASE_CHAIN_ID,
      receiverAddress: receiver,
      myrToUsd: MYR_TO_USD,
      minConfirmations: 1,
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
      receiverAddress: null,
    });
    expect(config.crypto.tokens.map((token) => token.decimals)).toEqual([null, null]);
  });
});
