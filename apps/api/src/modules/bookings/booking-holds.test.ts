import { HOLDING_STATUSES } from "@ivdrips/contract/booking-state";
import { BOOKING_STATUSES, type Booking } from "@ivdrips/contract/bookings";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import { bookingRequest, customerTokenAt, holdWindow, paidBooking } from "../../../test/booking-fixtures";
import { injectAs } from "../../../test/test-app";
import { bookings, outboxEmails } from "../../db/schema";
import { transition } from "./booking-lifecycle";
import { updateBookingIfUnchanged } from "./bookings.repository";

/**
 * The edges of an unpaid hold and of a customer's cancel: a retried checkout never takes a second place,
 * Release frees the place at once, the Refund Policy's 24 hours to the minute, and the database's capacity
 * trigger counting exactly the lifecycle's holding statuses.
 */

const NOW = "2026-06-01T09:00:00+08:00";
// Every earlier test's holds run out, so no customer carries open holds (at most 3) into the next test.
const t = appUnderTest({
  now: NOW,
  bookingHoldMinutes: 30,
  signUpCustomer: true,
  signUpOtherCustomer: true,
  eachTest: "sweep, reset clock",
});
const freshDay = freshDays("2026-08-01");
const remaining = async (date: string): Promise<number> =>
  (
    await t.app.inject({
      method: "GET",
      url: `/api/providers/${t.seeded.providerId}/availability?date=${date}`,
    })
  ).json().windows[0].remaining;
const asAlice = async () => injectAs(t.app, await customerTokenAt(t.clock, t.customer.id));
const checkout = async (date: string, quantity = 1) =>
  (await asAlice())({
    method: "POST",
    url: "/api/payments/create-checkout-session-with-booking",
    payload: {
      bookingData: bookingRequest({ date, quantity, totalAmount: 600 * quantity }),
      amount: 600 * quantity,
      currency: "MYR",
      paymentMethod: "card",
    },
  });
const emailKinds = async (id: string) =>
  (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.bookingId, id)))
    .map((row) => row.kind)
    .sort();

describe("retrying a checkout", () => {
  it("returns the same booking and its open session; the window's count drops by one only", async () => {
    const date = freshDay();
    expect(await remaining(date)).toBe(2);
    const first = await checkout(date);
    expect(first.statusCode, first.body).toBe(200);
    t.clock.advance(5 * 60_000);
    const second = await checkout(date);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await remaining(date)).toBe(1);
    const own: Booking[] = (await (await asAlice())({ method: "GET", url: "/api/bookings" })).json();
    expect(own.filter((booking) => booking.date === date)).toHaveLength(1);
  });

  it("keeps the latest contact details on the held booking", async () => {
    const date = freshDay();
    const held = await holdWindow(t.app, t.customer.token, { date });
    const again = await holdWindow(t.app, t.customer.token, {
      date,
      customerInfo: {
        ...bookingRequest().customerInfo,
        address: "8 Jalan Bukit Bintang, 55100 Kuala Lumpur",
      },
    });
    expect(again._id).toBe(held._id);
    expect(again.customerInfo.address).toBe("8 Jalan Bukit Bintang, 55100 Kuala Lumpur");
    expect(again.holdExpiresAt).toBe(held.holdExpiresAt);
  });

  it("makes a new hold for another quantity, another window, or once the first hold has run out", async () => {
    const date = freshDay();
    const one = await holdWindow(t.app, t.customer.token, { date });
    const two = await holdWindow(t.app, t.customer.token, { date, quantity: 2, totalAmount: 1200 });
    expect(two._id).not.toBe(one._id);
    expect(await remaining(date)).toBe(0);

    const later = freshDay();
    const first = await holdWindow(t.app, t.customer.token, { date: later });
    t.clock.advance(30 * 60_000);
    const fresh = await holdWindow(t.app, t.customer.token, { date: later });
    expect(fresh._id).not.toBe(first._id);
  });

  it("never lets two retries at once both take a place", async () => {
    const date = freshDay();
    const answers = await Promise.all([checkout(date), checkout(date), checkout(date)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.json().bookingId)).size).toBe(1);
    expect(await remaining(date)).toBe(1);
  });
});

describe("Release", () => {
  it("frees the place at once, and closes the checkout so it can no longer be paid", async () => {
    const date = freshDay();
    const answer = (await checkout(date)).json() as { bookingId: string; sessionId: string };
    expect(await remaining(date)).toBe(1);

    const released = await (
      await asAlice()
    )({ method: "PUT", url: `/api/bookings/${answer.bookingId}/release` });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({
      status: "cancelled",
      paymentStatus: "cancelled",
      cancellationReason: "customer",
      holdExpiresAt: null,
      refund: null,
    });
    expect(await remaining(date)).toBe(2);

    expect((await t.app.payments.sweep()).closed).toBeGreaterThanOrEqual(1);
    const pay = await t.app.inject({ method: "POST", url: `/api/payments/sandbox/${answer.sessionId}/pay` });
    expect(pay.statusCode).toBe(303);
    expect((await t.app.bookings.getOwn(t.customer.id, answer.bookingId)).booking.paymentStatus).toBe(
      "cancelled",
    );
  });

  it("is idempotent, refuses a paid booking, and is the owner's alone", async () => {
    const date = freshDay();
    const held = await holdWindow(t.app, t.customer.token, { date });
    const release = async (token: string, id: string) =>
      injectAs(t.app, token)({ method: "PUT", url: `/api/bookings/${id}/release` });

    expect((await release(t.otherCustomer.token, held._id)).statusCode).toBe(404);
    expect((await release(t.customer.token, held._id)).statusCode).toBe(200);
    const again = await release(t.customer.token, held._id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: "cancelled", paymentStatus: "cancelled" });

    const paid = await paidBooking(t.app, t.customer.token, { date: freshDay() });
    const refused = await release(t.customer.token, paid._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "INVALID_TRANSITION",
      message: "This booking is already paid. To call it off, cancel it instead.",
      messageId: "releasePaid",
    });
    expect((await t.app.bookings.getOwn(t.customer.id, paid._id)).booking.status).toBe("confirmed");
  });
});

describe("a release decided without a lock", () => {
  it("writes nothing when the booking moved after it was read (a payment landed meanwhile)", async () => {
    const held = await holdWindow(t.app, t.customer.token, { date: freshDay() });
    const [read] = await t.database.db.select().from(bookings).where(eq(bookings.id, held._id));
    if (!read) throw new Error("the hold is not there");
    const release = transition(read, "release", { actor: "customer", now: t.clock() });
    if (!release.ok) throw new Error("a hold may be released");

    await t.database.db
      .update(bookings)
      .set({ status: "confirmed", paymentStatus: "paid", paidAt: t.clock(), holdExpiresAt: null })
      .where(eq(bookings.id, held._id));
    expect(await updateBookingIfUnchanged(t.database.db, read, release.changes)).toBeUndefined();
    expect((await t.app.bookings.getOwn(t.customer.id, held._id)).booking).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
    });

    const [now] = await t.database.db.select().from(bookings).where(eq(bookings.id, held._id));
    if (!now) throw new Error("the booking is not there");
    const refund = transition(now, "cancel", { actor: "customer", now: t.clock() });
    if (!refund.ok) throw new Error("a paid booking may be cancelled");
    expect(await updateBookingIfUnchanged(t.database.db, now, refund.changes)).toMatchObject({
      status: "cancelled",
    });
  });
});

describe("cancelling a paid booking (Refund Policy)", () => {
  const HOUR = 60 * 60_000;
  async function cancelAt(msBeforeStart: number) {
    const booking = await paidBooking(t.app, t.customer.token, { date: freshDay() });
    t.clock.set(new Date(Date.parse(booking.windowStartsAt) - msBeforeStart));
    const response = await (await asAlice())({ method: "PUT", url: `/api/bookings/${booking._id}/cancel` });
    return { booking, response };
  }

  it("refunds in full 24 hours and 1 minute before; customer and clinic are emailed", async () => {
    const { booking, response } = await cancelAt(24 * HOUR + 60_000);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: "cancelled",
      refund: { amount: 600, cancellationFee: 0, status: "pending" },
    });
    expect(await emailKinds(booking._id)).toEqual(
      expect.arrayContaining(["booking_cancelled", "clinic_booking_cancelled"]),
    );
  });

  it("refunds half 23 hours 59 minutes before", async () => {
    const { response } = await cancelAt(24 * HOUR - 60_000);
    expect(response.json()).toMatchObject({
      status: "cancelled",
      refund: { amount: 300, cancellationFee: 300, status: "pending" },
    });
  });

  it("refuses once the window has started, leaving the booking as it was", async () => {
    const { booking, response } = await cancelAt(-60_000);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "INVALID_TRANSITION",
      message: "This visit has already started and can no longer be cancelled",
      messageId: "visitStarted",
    });
    expect((await t.app.bookings.getOwn(t.customer.id, booking._id)).booking.status).toBe("confirmed");
  });
});

describe("the capacity trigger", () => {
  it("counts exactly the lifecycle's holding statuses", async () => {
    const date = freshDay();
    const spare = await holdWindow(t.app, t.customer.token, { date, quantity: 2, totalAmount: 1200 });
    await (
      await asAlice()
    )({ method: "PUT", url: `/api/bookings/${spare._id}/release` });
    await holdWindow(t.app, t.customer.token, { date });
    await holdWindow(t.app, t.otherCustomer.token, { date });
    expect(await remaining(date)).toBe(0);

    for (const status of BOOKING_STATUSES) {
      // A raw write, as a script would make it: only the trigger stands between it and an overbooking.
      const write = t.database.db.execute(
        sql`update ${bookings} set status = ${status} where ${bookings.id} = ${spare._id}`,
      );
      if ((HOLDING_STATUSES as readonly string[]).includes(status)) {
        await expect(write, status).rejects.toThrow();
      } else {
        await expect(write, status).resolves.toBeDefined();
        await t.database.db.execute(
          sql`update ${bookings} set status = 'cancelled' where ${bookings.id} = ${spare._id}`,
        );
      }
    }
  });
});
