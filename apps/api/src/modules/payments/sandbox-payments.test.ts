import type { Booking } from "@ivdrips/contract/bookings";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUnderTest, freshDays, sweepBookingsAndPayments } from "../../../test/app-under-test";
import { bookingRequest, customerTokenAt, holdWindow } from "../../../test/booking-fixtures";
import { injectAs, loginDemoClinic } from "../../../test/test-app";
import { outboxEmails, paymentSessions } from "../../db/schema";

/**
 * The sandbox checkout end to end through HTTP, as a browser goes through it: create the session, open the
 * hosted page, press Pay or Cancel, land on the confirmation, read the booking back by its session id.
 */

const PUBLIC_URL = "https://ivdrips.example";
const NOW = "2026-06-01T09:00:00+08:00";
const t = appUnderTest({
  now: NOW,
  publicUrl: PUBLIC_URL,
  signUpCustomer: true,
  signUpOtherCustomer: true,
  // Every earlier test's holds run out, so the limit of open holds never carries over; the bookings that
  // leaves rejected for want of a clinic's decision are refunded now, so no test counts another's refund.
  eachTest: "sweep, reset clock",
  sweep: sweepBookingsAndPayments,
});
const freshDay = freshDays("2026-07-01");

interface CheckoutAnswer {
  url: string;
  sessionId: string;
  bookingId: string;
}

async function checkout(token: string, overrides: Parameters<typeof bookingRequest>[0] = {}, amount = 600) {
  return injectAs(
    t.app,
    token,
  )({
    method: "POST",
    url: "/api/payments/create-checkout-session-with-booking",
    payload: { bookingData: bookingRequest(overrides), amount, currency: "MYR", paymentMethod: "applepay" },
  });
}

async function startCheckout(date = freshDay()): Promise<CheckoutAnswer> {
  const response = await checkout(t.customer.token, { date });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The path of the hosted page, from the absolute url the API returns. */
const pagePath = (answer: CheckoutAnswer) => new URL(answer.url).pathname;
const press = (answer: CheckoutAnswer, button: "pay" | "cancel") =>
  t.app.inject({
    method: "POST",
    url: `${pagePath(answer)}/${button}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });
/** Read with a token issued at the clock's time: some tests move the clock weeks ahead. */
const bookingOf = async (answer: CheckoutAnswer): Promise<Booking> =>
  (
    await injectAs(
      t.app,
      await customerTokenAt(t.clock, t.customer.id),
    )({ method: "GET", url: `/api/bookings/${answer.bookingId}` })
  ).json();
const remaining = async (providerId: string, date: string) =>
  (
    await t.app.inject({ method: "GET", url: `/api/providers/${providerId}/availability?date=${date}` })
  ).json().windows[0].remaining as number;
const emailsOf = async (bookingId: string) =>
  (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.bookingId, bookingId)))
    .map((row) => row.kind)
    .sort();

describe("sandbox checkout, paid", () => {
  it("creates the hold and a session, shows the hosted page, pays, and confirms by session id", async () => {
    const date = freshDay();
    const answer = await startCheckout(date);
    expect(answer.url).toBe(`${PUBLIC_URL}/api/payments/sandbox/${answer.sessionId}`);
    expect(await bookingOf(answer)).toMatchObject({
      status: "pending",
      paymentStatus: "pending",
      paymentMethod: "applepay",
    });

    const page = await t.app.inject({ method: "GET", url: pagePath(answer) });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    for (const text of ["IV Drips", "NutriGlow", "Wednesday, 1 July 2026", "Morning 8AM - 12PM", "RM 600"]) {
      expect(page.body).toContain(text);
    }
    expect(page.body).toContain(">Pay RM 600</button>");
    expect(page.body).toContain(">Cancel</button>");

    const paid = await press(answer, "pay");
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${PUBLIC_URL}/booking-confirmation?session_id=${answer.sessionId}`);

    const confirmed = await injectAs(
      t.app,
      t.customer.token,
    )({ method: "GET", url: `/api/bookings/session/${answer.sessionId}` });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      _id: answer.bookingId,
      status: "confirmed",
      paymentStatus: "paid",
      clinicApprovalStatus: "pending",
      paymentMethod: "applepay",
      holdExpiresAt: null,
    });
    const clinic = await loginDemoClinic(t.app, t.seeded);
    const clinicView: Booking[] = (
      await injectAs(t.app, clinic)({ method: "GET", url: "/api/clinics/bookings" })
    ).json();
    expect(clinicView.map((booking) => booking._id)).toContain(answer.bookingId);
    expect(await emailsOf(answer.bookingId)).toEqual(["booking_received", "clinic_new_booking"]);
    expect(await remaining(t.seeded.providerId, date)).toBe(1);
  });

  it("lets the confirmation page complete the payment again harmlessly, telling only the owner the booking", async () => {
    const answer = await startCheckout();
    expect((await press(answer, "pay")).statusCode).toBe(303);

    const complete = (token?: string) =>
      injectAs(
        t.app,
        token,
      )({ method: "POST", url: "/api/payments/complete-payment", payload: { sessionId: answer.sessionId } });
    expect((await complete(t.customer.token)).json()).toEqual({
      status: "paid",
      bookingId: answer.bookingId,
    });
    expect((await complete()).json()).toEqual({ status: "paid" });
    expect((await complete(t.otherCustomer.token)).json()).toEqual({ status: "paid" });
    expect(await emailsOf(answer.bookingId)).toEqual(["booking_received", "clinic_new_booking"]);

    // Pressing Pay again lands back on the page, which says it is paid; nothing changes.
    const again = await press(answer, "pay");
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(pagePath(answer));
    expect((await t.app.inject({ method: "GET", url: pagePath(answer) })).body).toContain(
      "This booking is already paid.",
    );
  });

  describe("when the process died between recording Pay and fulfilling the booking", () => {
    /** What such a death leaves: the session paid at the (sandbox) provider, the booking still waiting. */
    const payWithoutFulfilling = (answer: CheckoutAnswer) =>
      t.database.db
        .update(paymentSessions)
        .set({ status: "paid", closedAt: t.clock() })
        .where(eq(paymentSessions.id, answer.sessionId));

    it("the payments sweep finishes the booking, once", async () => {
      const answer = await startCheckout();
      await payWithoutFulfilling(answer);
      expect((await bookingOf(answer)).paymentStatus).toBe("pending");

      expect((await t.app.payments.sweep()).fulfilled).toBe(1);
      expect(await bookingOf(answer)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
      expect(await emailsOf(answer.bookingId)).toEqual(["booking_received", "clinic_new_booking"]);
      expect((await t.app.payments.sweep()).fulfilled).toBe(0);
      expect(await emailsOf(answer.bookingId)).toEqual(["booking_received", "clinic_new_booking"]);
    });

    it("the sweep finishes it even after the hold ran out, taking the window back", async () => {
      const date = freshDay();
      const answer = await startCheckout(date);
      await payWithoutFulfilling(answer);
      t.clock.advance(31 * 60_000);
      await t.app.bookings.sweep();
      expect(await bookingOf(answer)).toMatchObject({ status: "cancelled", paymentStatus: "expired" });

      expect((await t.app.payments.sweep()).fulfilled).toBe(1);
      expect(await bookingOf(answer)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
      expect(await remaining(t.seeded.providerId, date)).toBe(1);
    });

    it("pressing Pay again finishes it and lands on the confirmation", async () => {
      const answer = await startCheckout();
      await payWithoutFulfilling(answer);
      const again = await press(answer, "pay");
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toBe(
        `${PUBLIC_URL}/booking-confirmation?session_id=${answer.sessionId}`,
      );
      expect(await bookingOf(answer)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
      expect(await emailsOf(answer.bookingId)).toEqual(["booking_received", "clinic_new_booking"]);
    });
  });

  it("answers complete-payment for an unpaid session as open, and 404 for an unknown one", async () => {
    const answer = await startCheckout();
    const complete = (sessionId: string) =>
      injectAs(
        t.app,
        t.customer.token,
      )({ method: "POST", url: "/api/payments/complete-payment", payload: { sessionId } });
    expect((await complete(answer.sessionId)).json()).toEqual({
      status: "open",
      bookingId: answer.bookingId,
    });
    expect((await bookingOf(answer)).paymentStatus).toBe("pending");
    const unknown = await complete("cs_sandbox_unknown");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      message: "Payment session not found",
      messageId: "paymentSessionNotFound",
    });
  });
});

describe("sandbox checkout, not paid", () => {
  it("cancel releases the window and returns to the service page", async () => {
    const date = freshDay();
    const answer = await startCheckout(date);
    expect(await remaining(t.seeded.providerId, date)).toBe(1);

    const cancelled = await press(answer, "cancel");
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(
      `${PUBLIC_URL}/service/nutriglow?release_hold=${answer.bookingId}`,
    );
    expect(await bookingOf(answer)).toMatchObject({
      status: "cancelled",
      paymentStatus: "cancelled",
      cancellationReason: "customer",
    });
    expect(await remaining(t.seeded.providerId, date)).toBe(2);
    // The cancelled session cannot be paid afterwards.
    expect((await press(answer, "pay")).headers.location).toBe(pagePath(answer));
    expect((await bookingOf(answer)).paymentStatus).toBe("cancelled");
  });

  it("an expired session cannot be paid, even before any sweep ran", async () => {
    const answer = await startCheckout();
    t.clock.advance(30 * 60_000);
    const page = await t.app.inject({ method: "GET", url: pagePath(answer) });
    expect(page.body).toContain("This payment session has ended");
    expect(page.body).not.toContain(">Pay RM");
    const paid = await press(answer, "pay");
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(pagePath(answer));
    expect((await bookingOf(answer)).paymentStatus).not.toBe("paid");

    await t.app.payments.sweep();
    await t.app.bookings.sweep();
    expect(await bookingOf(answer)).toMatchObject({ status: "cancelled", paymentStatus: "expired" });
  });

  it("a session whose booking the customer cancelled through the API cannot be paid", async () => {
    const answer = await startCheckout();
    await injectAs(
      t.app,
      t.customer.token,
    )({ method: "PUT", url: `/api/bookings/${answer.bookingId}/cancel` });
    expect((await press(answer, "pay")).headers.location).toBe(pagePath(answer));
    expect((await bookingOf(answer)).paymentStatus).toBe("cancelled");
    expect((await t.app.payments.sweep()).closed).toBeGreaterThanOrEqual(1);
  });

  it("shows a not-found page for an unknown session", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/payments/sandbox/cs_sandbox_nope" });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("Payment session not found");
  });
});

describe("checkout requests", () => {
  it("refuses an amount that is not the server's total, creating nothing", async () => {
    const date = freshDay();
    const response = await checkout(t.customer.token, { date }, 1);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "AMOUNT_MISMATCH" });
    const mine: Booking[] = (
      await injectAs(t.app, t.customer.token)({ method: "GET", url: "/api/bookings" })
    ).json();
    expect(mine.filter((booking) => booking.date === date)).toEqual([]);
  });

  it("needs a signed-in customer", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/payments/create-checkout-session-with-booking",
      payload: { bookingData: bookingRequest(), amount: 600, currency: "MYR" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("opens one session for a hold made first, for its owner only, and reuses it", async () => {
    const held = await holdWindow(t.app, t.customer.token, { date: freshDay() });
    const open = (token: string, amount = 600) =>
      injectAs(
        t.app,
        token,
      )({
        method: "POST",
        url: "/api/payments/create-checkout-session",
        payload: { bookingId: held._id, amount, currency: "MYR" },
      });
    const first = await open(t.customer.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ bookingId: held._id });
    expect((await open(t.customer.token)).json().sessionId).toBe(first.json().sessionId);
    expect((await open(t.otherCustomer.token)).statusCode).toBe(404);
    expect((await open(t.customer.token, 601)).json()).toMatchObject({ code: "AMOUNT_MISMATCH" });

    expect((await press(first.json(), "pay")).statusCode).toBe(303);
    const paidAlready = await open(t.customer.token);
    expect(paidAlready.statusCode).toBe(409);
    expect(paidAlready.json()).toMatchObject({
      message: "This booking is already paid.",
      messageId: "alreadyPaid",
    });
  });
});

describe("refunds through the provider", () => {
  it("a cancellation's refund is made by the payments sweep, once", async () => {
    const answer = await startCheckout();
    await press(answer, "pay");
    const cancelled = await injectAs(
      t.app,
      await customerTokenAt(t.clock, t.customer.id),
    )({ method: "PUT", url: `/api/bookings/${answer.bookingId}/cancel` });
    expect(cancelled.json()).toMatchObject({ refund: { amount: 600, status: "pending" } });

    expect((await t.app.payments.sweep()).refunded).toBe(1);
    expect(await bookingOf(answer)).toMatchObject({
      paymentStatus: "refunded",
      refund: { amount: 600, cancellationFee: 0, status: "succeeded" },
    });
    expect((await t.app.payments.sweep()).refunded).toBe(0);
  });

  it("a late cancellation refunds what the policy gives back: partially refunded", async () => {
    const answer = await startCheckout();
    await press(answer, "pay");
    const booking = await bookingOf(answer);
    t.clock.set(new Date(Date.parse(booking.windowStartsAt) - 60 * 60_000));
    await injectAs(
      t.app,
      await customerTokenAt(t.clock, t.customer.id),
    )({ method: "PUT", url: `/api/bookings/${answer.bookingId}/cancel` });
    await t.app.payments.sweep();
    expect(await bookingOf(answer)).toMatchObject({
      paymentStatus: "partially_refunded",
      refund: { amount: 300, cancellationFee: 300, status: "succeeded" },
    });
  });
});
