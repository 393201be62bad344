import type { Booking } from "@ivdrips/contract/bookings";
import { PAYMENT_PROCESSING_MINUTES } from "@ivdrips/contract/payment-methods";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUnderTest, freshDays, sweepBookingsAndPayments } from "../../../test/app-under-test";
import { bookingRequest, customerTokenAt } from "../../../test/booking-fixtures";
import { injectAs } from "../../../test/test-app";
import { outboxEmails, paymentSessions } from "../../db/schema";

/**
 * FPX and GrabPay in the sandbox (issue 39): its test bank approves, declines or keeps a payment pending, and
 * answers a pending one later, as Stripe's async_payment_* events do. The hold waits for the bank.
 */

const PUBLIC_URL = "https://ivdrips.example";
const t = appUnderTest({
  now: "2026-06-01T09:00:00+08:00",
  publicUrl: PUBLIC_URL,
  signUpCustomer: true,
  eachTest: "sweep, reset clock",
  sweep: sweepBookingsAndPayments,
});
const freshDay = freshDays("2026-07-01");
const MINUTE = 60_000;

interface CheckoutAnswer {
  url: string;
  sessionId: string;
  bookingId: string;
}

async function startCheckout(paymentMethod: "fpx" | "grabpay" = "fpx"): Promise<CheckoutAnswer> {
  const response = await injectAs(
    t.app,
    await customerTokenAt(t.clock, t.customer.id),
  )({
    method: "POST",
    url: "/api/payments/create-checkout-session-with-booking",
    payload: {
      bookingData: bookingRequest({ date: freshDay() }),
      amount: 600,
      currency: "MYR",
      paymentMethod,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const pagePath = (answer: CheckoutAnswer) => new URL(answer.url).pathname;
const post = (answer: CheckoutAnswer, verb: "pay" | "settle", form: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: `${pagePath(answer)}/${verb}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
  });
const asCustomer = async () => injectAs(t.app, await customerTokenAt(t.clock, t.customer.id));
const bookingOf = async (answer: CheckoutAnswer): Promise<Booking> =>
  (await (await asCustomer())({ method: "GET", url: `/api/bookings/${answer.bookingId}` })).json();
const emailsOf = async (bookingId: string) =>
  (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.bookingId, bookingId)))
    .map((row) => row.kind)
    .sort();
const sessionRow = async (answer: CheckoutAnswer) =>
  (await t.database.db.select().from(paymentSessions).where(eq(paymentSessions.id, answer.sessionId)))[0];
const confirmation = (answer: CheckoutAnswer) =>
  `${PUBLIC_URL}/booking-confirmation?session_id=${answer.sessionId}`;

describe("the sandbox's test bank", () => {
  it("offers FPX and GrabPay beside the card, each with succeed, fail and pending", async () => {
    const answer = await startCheckout();
    const page = (await t.app.inject({ method: "GET", url: pagePath(answer) })).body;
    expect(page).toContain(">Pay RM 600</button>");
    for (const bank of ["FPX (test bank)", "GrabPay (test)"]) expect(page).toContain(`<h2>${bank}</h2>`);
    for (const method of ["fpx", "grabpay"]) {
      for (const outcome of ["succeed", "fail", "pending"]) {
        expect(page).toContain(
          `<input type="hidden" name="method" value="${method}"><input type="hidden" name="outcome" value="${outcome}">`,
        );
      }
    }
  });

  it("FPX approved at once pays the booking, named FPX", async () => {
    const answer = await startCheckout();
    const paid = await post(answer, "pay", { method: "fpx", outcome: "succeed" });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(confirmation(answer));
    expect(await bookingOf(answer)).toMatchObject({
      state: "awaiting_clinic",
      paymentStatus: "paid",
      paymentMethod: "fpx",
      paymentProcessingSince: null,
    });
    expect((await sessionRow(answer))?.paymentType).toBe("fpx");
  });

  it("a declined payment changes nothing: the page says so, and the session can still be paid", async () => {
    const answer = await startCheckout("grabpay");
    const declined = await post(answer, "pay", { method: "grabpay", outcome: "fail" });
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`${pagePath(answer)}?declined=grabpay`);
    const page = (await t.app.inject({ method: "GET", url: declined.headers.location })).body;
    expect(page).toContain("GrabPay (test) declined the payment. Nothing was charged");
    expect(await bookingOf(answer)).toMatchObject({ state: "held", paymentProcessingSince: null });
    expect((await sessionRow(answer))?.status).toBe("open");

    expect((await post(answer, "pay", { method: "card", outcome: "succeed" })).statusCode).toBe(303);
    expect(await bookingOf(answer)).toMatchObject({ state: "awaiting_clinic", paymentMethod: "card" });
  });

  it("pending → approved pays once; the hold waits for the bank, and the customer cannot pay twice", async () => {
    const answer = await startCheckout();
    const started = t.clock();
    const pending = await post(answer, "pay", { method: "fpx", outcome: "pending" });
    expect(pending.headers.location).toBe(confirmation(answer));
    const held = await bookingOf(answer);
    expect(held).toMatchObject({
      state: "held",
      paymentStatus: "pending",
      paymentMethod: "fpx",
      paymentProcessingSince: started.toISOString(),
      holdExpiresAt: new Date(started.getTime() + PAYMENT_PROCESSING_MINUTES * MINUTE).toISOString(),
    });
    // Neither paying again nor letting the hold go while the bank has the payment.
    expect(held.actions).toEqual([]);
    const again = await (
      await asCustomer()
    )({
      method: "POST",
      url: "/api/payments/create-checkout-session",
      payload: { bookingId: answer.bookingId, amount: 600, currency: "MYR" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().messageId).toBe("paymentProcessing");
    const completed = await (
      await asCustomer()
    )({ method: "POST", url: "/api/payments/complete-payment", payload: { sessionId: answer.sessionId } });
    expect(completed.json()).toEqual({ status: "pending", bookingId: answer.bookingId });

    // Past the checkout's 30 minutes, the hold still stands.
    t.clock.advance(45 * MINUTE);
    await t.app.bookings.sweep();
    await t.app.payments.sweep();
    expect((await bookingOf(answer)).state).toBe("held");
    const page = (await t.app.inject({ method: "GET", url: pagePath(answer) })).body;
    expect(page).toContain("Waiting for the bank");
    expect(page).toContain("Your payment with FPX (test bank) is pending.");

    const approved = await post(answer, "settle", { outcome: "succeed" });
    expect(approved.headers.location).toBe(confirmation(answer));
    expect(await bookingOf(answer)).toMatchObject({ state: "awaiting_clinic", paymentMethod: "fpx" });
    // Pressed again: the session is closed, nothing is sent twice.
    expect((await post(answer, "settle", { outcome: "succeed" })).headers.location).toBe(pagePath(answer));
    expect(await emailsOf(answer.bookingId)).toEqual(["booking_received", "clinic_new_booking"]);
  });

  it("pending → declined releases the hold as a failed payment", async () => {
    const answer = await startCheckout("grabpay");
    await post(answer, "pay", { method: "grabpay", outcome: "pending" });
    const declined = await post(answer, "settle", { outcome: "fail" });
    expect(declined.headers.location).toBe(confirmation(answer));
    expect(await bookingOf(answer)).toMatchObject({
      state: "released",
      cancellationReason: "payment_failed",
      holdExpiresAt: null,
    });
    expect((await sessionRow(answer))?.status).toBe("expired");
    expect(await emailsOf(answer.bookingId)).toEqual([]);
  });

  it("a bank that never answers: the hold is released at the end of the bank's window", async () => {
    const answer = await startCheckout();
    await post(answer, "pay", { method: "fpx", outcome: "pending" });
    t.clock.advance(PAYMENT_PROCESSING_MINUTES * MINUTE);
    await t.app.bookings.sweep();
    await t.app.payments.sweep();
    expect(await bookingOf(answer)).toMatchObject({ state: "released", cancellationReason: "hold_expired" });
    // The pending session is closed with its booking: the test bank's late answer pays nothing.
    expect((await sessionRow(answer))?.status).toBe("expired");
    expect((await post(answer, "settle", { outcome: "succeed" })).headers.location).toBe(pagePath(answer));
    expect((await bookingOf(answer)).paidAt).toBeNull();
  });

  it("refuses a form that is no choice of the page's", async () => {
    const answer = await startCheckout();
    for (const form of [
      { method: "card", outcome: "pending" },
      { method: "alipay", outcome: "succeed" },
      { method: "fpx", outcome: "later" },
    ]) {
      const response = await post(answer, "pay", form);
      expect(response.statusCode, JSON.stringify(form)).toBe(400);
      expect(response.json().messageId).toBe("sandboxChoiceInvalid");
    }
    expect((await post(answer, "settle", { outcome: "maybe" })).statusCode).toBe(400);
    // Nothing pending to settle: back to the page.
    expect((await post(answer, "settle", { outcome: "succeed" })).headers.location).toBe(pagePath(answer));
    expect((await bookingOf(answer)).state).toBe("held");
  });
});
