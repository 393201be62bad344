import type { Booking } from "@ivdrips/contract/bookings";
import { addDays, klDateOf } from "@ivdrips/contract/time-windows";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookingRequest, clinicDecision } from "../../../test/booking-fixtures";
import { definePackage } from "../../../test/purchase-fixtures";
import { sessionEvent, signedWebhook, startFakeStripe, type FakeStripe } from "../../../test/fake-stripe";
import {
  createTestApp,
  injectAs,
  loginDemoClinic,
  registerCustomer,
  type TestApp,
} from "../../../test/test-app";
import { outboxEmails, paymentEvents, purchases } from "../../db/schema";
import { createStripeProvider } from "./stripe-provider";
import { parseStripeWebhook } from "./stripe-webhook";
import { PAYMENT_PROCESSING_MINUTES } from "@ivdrips/contract/payment-methods";

/**
 * Stripe Checkout through our routes, with the official SDK talking to a loopback stand-in for Stripe's API
 * and webhooks signed as Stripe signs them. Real time throughout: Stripe checks expiry against its clock.
 */

const WEBHOOK_SECRET = "whsec_test_secret_for_ivdrips";
let fake: FakeStripe;
let t: TestApp;
let customer: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    publicUrl: "https://ivdrips.example",
    checkout: {
      provider: createStripeProvider({ secretKey: "sk_test_ivdrips", api: fake.api }),
      parseWebhook: (rawBody, signature) => parseStripeWebhook(rawBody, signature, WEBHOOK_SECRET),
    },
  });
});
// A new customer per test: each test leaves holds open, and a customer may hold only three at a time.
beforeEach(async () => {
  customer = (await registerCustomer(t.app)).token;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let dayCounter = 2;
/** A KL day a few days ahead of now, a new one per test so windows never collide. */
const freshDay = () => addDays(klDateOf(new Date()), (dayCounter += 1));

interface CheckoutAnswer {
  url: string;
  sessionId: string;
  bookingId: string;
}

async function startCheckout(quantity = 1): Promise<CheckoutAnswer> {
  const response = await injectAs(
    t.app,
    customer,
  )({
    method: "POST",
    url: "/api/payments/create-checkout-session-with-booking",
    payload: {
      bookingData: bookingRequest({ date: freshDay(), quantity, totalAmount: 600 * quantity }),
      amount: 600 * quantity,
      currency: "MYR",
      paymentMethod: "card",
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The seeded provider's free places in the Morning window of `date`. */
const placesLeft = async (date: string): Promise<number> =>
  (
    await t.app.inject({
      method: "GET",
      url: `/api/providers/${t.seeded.providerId}/availability?date=${date}`,
    })
  ).json().windows[0].remaining;

/** Delivers a Stripe event about the session, signed with `secret`. */
function deliver(type: string, sessionId: string, options: { eventId?: string; secret?: string } = {}) {
  const session = fake.sessions.get(sessionId);
  if (!session) throw new Error(`no fake session ${sessionId}`);
  const { body, signature } = signedWebhook(
    sessionEvent(type, session, options.eventId),
    options.secret ?? WEBHOOK_SECRET,
  );
  return t.app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
    payload: body,
  });
}

const bookingOf = async (id: string): Promise<Booking> =>
  (await injectAs(t.app, customer)({ method: "GET", url: `/api/bookings/${id}` })).json();
const emailsOf = async (bookingId: string) =>
  (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.bookingId, bookingId)))
    .map((row) => row.kind)
    .sort();
const complete = (sessionId: string) =>
  injectAs(
    t.app,
    customer,
  )({ method: "POST", url: "/api/payments/complete-payment", payload: { sessionId } });

describe("creating a Stripe Checkout session", () => {
  it("sends the booking's amount in sen, MYR, its id in metadata, the hold's end and a key per booking", async () => {
    const answer = await startCheckout(2);
    const session = fake.sessions.get(answer.sessionId);
    expect(answer.url).toBe(session?.url);
    const create = fake.requests.find(
      (request) =>
        request.method === "POST" &&
        request.path === "/v1/checkout/sessions" &&
        request.form["metadata[bookingId]"] === answer.bookingId,
    );
    expect(create?.form).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][currency]": "myr",
      "line_items[0][price_data][unit_amount]": "120000",
      "line_items[0][price_data][product_data][name]": "NutriGlow × 2",
      "line_items[0][quantity]": "1",
      "metadata[bookingId]": answer.bookingId,
      client_reference_id: answer.bookingId,
      customer_email: "aisha@example.com",
      success_url: "https://ivdrips.example/booking-confirmation?session_id={CHECKOUT_SESSION_ID}",
      // The service page lets the hold go when the customer comes back by Stripe's back link.
      cancel_url: `https://ivdrips.example/service/nutriglow?release_hold=${answer.bookingId}`,
    });
    expect(create?.headers["idempotency-key"]).toBe(`checkout-session:${answer.bookingId}`);
    const booking = await bookingOf(answer.bookingId);
    expect(Number(create?.form.expires_at)).toBeGreaterThanOrEqual(
      Math.floor(Date.parse(booking.holdExpiresAt ?? "") / 1000),
    );
  });

  it("releases the hold at once and answers 502 when Stripe fails", async () => {
    fake.failNext(500, { error: { type: "api_error", message: "down" } }, 3);
    const response = await injectAs(
      t.app,
      customer,
    )({
      method: "POST",
      url: "/api/payments/create-checkout-session-with-booking",
      payload: { bookingData: bookingRequest({ date: freshDay() }), amount: 600, currency: "MYR" },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: "PAYMENT_PROVIDER_ERROR" });
    const mine: Booking[] = (await injectAs(t.app, customer)({ method: "GET", url: "/api/bookings" })).json();
    expect(mine[0]).toMatchObject({ status: "cancelled", paymentStatus: "cancelled" });
  });
});

describe("the webhook", () => {
  it("refuses a bad signature with 400 and changes nothing", async () => {
    const answer = await startCheckout();
    fake.completeSession(answer.sessionId, { paid: true });
    const forged = await deliver("checkout.session.completed", answer.sessionId, {
      secret: "whsec_someone_else",
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      message: "Invalid webhook signature",
      messageId: "webhookSignatureInvalid",
    });
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(
        sessionEvent("checkout.session.completed", fake.sessions.get(answer.sessionId) ?? {}),
      ),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await bookingOf(answer.bookingId)).toMatchObject({ status: "pending", paymentStatus: "pending" });
  });

  it("fulfils once when the same event arrives 10 times at once: one transition, one email each", async () => {
    const answer = await startCheckout();
    fake.completeSession(answer.sessionId, { paid: true });
    const session = fake.sessions.get(answer.sessionId);
    const { body, signature } = signedWebhook(
      sessionEvent("checkout.session.completed", session ?? {}, "evt_same_10"),
      WEBHOOK_SECRET,
    );
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: "POST",
          url: "/api/payments/webhook",
          headers: { "content-type": "application/json", "stripe-signature": signature },
          payload: body,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(await bookingOf(answer.bookingId)).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
      paymentMethod: "card",
    });
    expect(await emailsOf(answer.bookingId)).toEqual(["booking_received", "clinic_new_booking"]);
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, "evt_same_10"));
    expect(events).toHaveLength(1);
  });

  it("the redirect's complete-payment and the webhook at the same moment fulfil the booking once", async () => {
    const answer = await startCheckout();
    fake.completeSession(answer.sessionId, { paid: true });
    const [byRedirect, byWebhook] = await Promise.all([
      complete(answer.sessionId),
      deliver("checkout.session.completed", answer.sessionId),
    ]);
    expect(byRedirect.json()).toEqual({ status: "paid", bookingId: answer.bookingId });
    expect(byWebhook.statusCode).toBe(200);
    expect(await emailsOf(answer.bookingId)).toEqual(["booking_received", "clinic_new_booking"]);
    expect((await bookingOf(answer.bookingId)).paymentStatus).toBe("paid");
  });

  it("FPX pending → succeeded: the hold waits for the bank, then pays once, named FPX", async () => {
    const answer = await startCheckout();
    const before = await bookingOf(answer.bookingId);
    fake.completeSession(answer.sessionId, { paid: false, method: "fpx" });
    const pendingEvent = "evt_fpx_pending";
    expect(
      (await deliver("checkout.session.completed", answer.sessionId, { eventId: pendingEvent })).statusCode,
    ).toBe(200);
    const waiting = await bookingOf(answer.bookingId);
    expect(waiting).toMatchObject({
      state: "held",
      paymentStatus: "pending",
      paymentMethod: "fpx",
      actions: [],
    });
    const since = Date.parse(waiting.paymentProcessingSince ?? "");
    expect(Date.parse(waiting.holdExpiresAt ?? "")).toBe(since + PAYMENT_PROCESSING_MINUTES * 60_000);
    expect(Date.parse(waiting.holdExpiresAt ?? "")).toBeGreaterThan(Date.parse(before.holdExpiresAt ?? ""));
    expect((await complete(answer.sessionId)).json()).toMatchObject({ status: "pending" });
    // The same report again, even as a new event, never stretches the hold.
    await deliver("checkout.session.completed", answer.sessionId);
    expect((await bookingOf(answer.bookingId)).holdExpiresAt).toBe(waiting.holdExpiresAt);

    fake.settleSession(answer.sessionId);
    const succeeded = "evt_fpx_succeeded";
    const deliveries = await Promise.all(
      Array.from({ length: 5 }, () =>
        deliver("checkout.session.async_payment_succeeded", answer.sessionId, { eventId: succeeded }),
      ),
    );
    expect(deliveries.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await bookingOf(answer.bookingId)).toMatchObject({
      state: "awaiting_clinic",
      paymentStatus: "paid",
      paymentMethod: "fpx",
    });
    expect(await emailsOf(answer.bookingId)).toEqual(["booking_received", "clinic_new_booking"]);

    // Replayed, late or out of order, nothing changes: the pending report, the success, even a failure.
    await deliver("checkout.session.completed", answer.sessionId, { eventId: pendingEvent });
    await deliver("checkout.session.async_payment_succeeded", answer.sessionId);
    await deliver("checkout.session.async_payment_failed", answer.sessionId);
    expect(await bookingOf(answer.bookingId)).toMatchObject({
      state: "awaiting_clinic",
      paymentMethod: "fpx",
    });
    expect(await emailsOf(answer.bookingId)).toEqual(["booking_received", "clinic_new_booking"]);
    const processed = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, succeeded));
    expect(processed).toHaveLength(1);
  });

  it("GrabPay's success before its pending report pays once; the late report changes nothing", async () => {
    const answer = await startCheckout();
    fake.completeSession(answer.sessionId, { paid: false, method: "grabpay" });
    fake.settleSession(answer.sessionId);
    await deliver("checkout.session.async_payment_succeeded", answer.sessionId);
    await deliver("checkout.session.completed", answer.sessionId);
    expect(await bookingOf(answer.bookingId)).toMatchObject({
      state: "awaiting_clinic",
      paymentMethod: "grabpay",
      paymentProcessingSince: null,
    });
    expect(await emailsOf(answer.bookingId)).toEqual(["booking_received", "clinic_new_booking"]);
  });

  it("FPX pending → failed releases the hold and its place", async () => {
    const answer = await startCheckout();
    const { date } = await bookingOf(answer.bookingId);
    expect(await placesLeft(date)).toBe(1);
    fake.completeSession(answer.sessionId, { paid: false, method: "fpx" });
    await deliver("checkout.session.completed", answer.sessionId);
    await deliver("checkout.session.async_payment_failed", answer.sessionId);
    expect(await bookingOf(answer.bookingId)).toMatchObject({
      state: "released",
      cancellationReason: "payment_failed",
      paymentMethod: "fpx",
    });
    expect(await placesLeft(date)).toBe(2);
    // Replayed: still released, nothing sent.
    await deliver("checkout.session.async_payment_failed", answer.sessionId);
    expect((await bookingOf(answer.bookingId)).state).toBe("released");
    expect(await emailsOf(answer.bookingId)).toEqual([]);
  });

  it("releases the hold when the delayed payment fails, or the session expires", async () => {
    const failed = await startCheckout();
    fake.completeSession(failed.sessionId, { paid: false });
    await deliver("checkout.session.async_payment_failed", failed.sessionId);
    expect(await bookingOf(failed.bookingId)).toMatchObject({
      status: "cancelled",
      cancellationReason: "payment_failed",
    });

    const expired = await startCheckout();
    const { date } = await bookingOf(expired.bookingId);
    expect(await placesLeft(date)).toBe(1);
    fake.expire(expired.sessionId);
    await deliver("checkout.session.expired", expired.sessionId);
    expect(await bookingOf(expired.bookingId)).toMatchObject({
      status: "cancelled",
      paymentStatus: "expired",
      cancellationReason: "hold_expired",
    });
    expect(await placesLeft(date)).toBe(2);
  });

  it("acknowledges events it does not act on", async () => {
    const answer = await startCheckout();
    const response = await deliver("customer.created", answer.sessionId);
    expect(response.statusCode).toBe(200);
    expect((await bookingOf(answer.bookingId)).paymentStatus).toBe("pending");
  });
});

describe("a purchase through Stripe", () => {
  it("a package bought with FPX: pending, then paid once by the bank's answer; its credits start", async () => {
    const { id: packageId } = await definePackage(t.app, t.database.db, {
      name: "Stripe package",
      credits: 2,
      price: 1100,
      validMonths: 1,
    });
    const started = await injectAs(
      t.app,
      customer,
    )({
      method: "POST",
      url: `/api/packages/${packageId}/purchase`,
      payload: { amount: 1100, currency: "MYR", paymentMethod: "fpx" },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { sessionId, purchaseId } = started.json<{ sessionId: string; purchaseId: string }>();
    expect(fake.sessions.get(sessionId)).toMatchObject({
      amount_total: 110_000,
      metadata: { purchaseId, reference: expect.stringMatching(/^IVP-/) },
    });
    const credits = async () =>
      (await injectAs(t.app, customer)({ url: "/api/account/credits" })).json<{
        credits: { purchaseId: string }[];
      }>().credits;

    fake.completeSession(sessionId, { paid: false, method: "fpx" });
    expect((await deliver("checkout.session.completed", sessionId)).statusCode).toBe(200);
    expect(await credits()).toEqual([]);
    fake.settleSession(sessionId);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        deliver("checkout.session.async_payment_succeeded", sessionId, { eventId: "evt_package_paid" }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await credits()).toEqual([expect.objectContaining({ purchaseId, credits: 2, creditsLeft: 2 })]);
    const [purchase] = await t.database.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(purchase).toMatchObject({ status: "paid", paymentMethod: "fpx", paymentProvider: "stripe" });
  });
});

describe("refunds through Stripe's Refunds API", () => {
  it("a clinic rejection refunds the PaymentIntent in full, once, with a key per booking (FPX too)", async () => {
    const answer = await startCheckout();
    fake.completeSession(answer.sessionId, { paid: false, method: "fpx" });
    fake.settleSession(answer.sessionId);
    await complete(answer.sessionId);
    const paymentIntent = fake.sessions.get(answer.sessionId)?.payment_intent;
    const clinic = await loginDemoClinic(t.app, t.seeded);
    const rejected = await injectAs(
      t.app,
      clinic,
    )({
      method: "PUT",
      url: `/api/clinics/bookings/${answer.bookingId}/status`,
      payload: clinicDecision("rejected"),
    });
    expect(rejected.json()).toMatchObject({ refund: { amount: 600, status: "pending" } });

    await t.app.payments.sweep();
    await t.app.payments.sweep();
    const refundCalls = fake.requests.filter(
      (request) => request.path === "/v1/refunds" && request.form.payment_intent === paymentIntent,
    );
    expect(refundCalls.length).toBeGreaterThanOrEqual(1);
    expect(refundCalls[0]?.form).toMatchObject({ amount: "60000", "metadata[bookingId]": answer.bookingId });
    expect(refundCalls[0]?.headers["idempotency-key"]).toBe(`refund:${answer.bookingId}`);
    expect(
      [...fake.refunds.values()].filter((refund) => refund.payment_intent === paymentIntent),
    ).toHaveLength(1);
    expect(await bookingOf(answer.bookingId)).toMatchObject({
      paymentStatus: "refunded",
      refund: { amount: 600, status: "succeeded" },
    });
  });

  it("closes the Stripe session of a hold the customer cancelled, so it cannot be paid", async () => {
    const answer = await startCheckout();
    await injectAs(t.app, customer)({ method: "PUT", url: `/api/bookings/${answer.bookingId}/cancel` });
    await t.app.payments.sweep();
    expect(fake.sessions.get(answer.sessionId)?.status).toBe("expired");
  });
});
