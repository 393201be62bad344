import { type Booking } from "@ivdrips/contract/bookings";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import {
  demoNurse,
  bookingRequest,
  customerTokenAt,
  paidBooking,
  SAME_DAY_SURCHARGE_RM,
} from "../../../test/booking-fixtures";
import { TEST_JWT_SECRET, buildTestApp, injectAs, loginDemoClinic } from "../../../test/test-app";
import { TEST_DB } from "../../../test/test-database";
import { openPostgresDatabase, type DatabaseHandle } from "../../db/client";
import { outboxEmails } from "../../db/schema";
import { toBooking } from "./bookings.service";

/**
 * A paid booking the clinic never decides: the clinic is reminded and support alerted once each, when the
 * decision is due (CLINIC_DECISION_HOURS after payment, or 2 h before the visit); still undecided when the
 * window starts, it is rejected with a full refund and the customer is told; a clinic decision after that is
 * refused. Two sweepers at once (on PostgreSQL, two API instances with their own pools) do each thing once.
 */

const NOW = "2026-06-01T09:00:00+08:00";
const HOUR = 60 * 60 * 1000;
const t = appUnderTest({
  now: NOW,
  clinicDecisionHours: 4,
  signUpCustomer: true,
  signInDemoClinic: true,
  eachTest: "reset clock",
});
let secondPool: DatabaseHandle | undefined;
let second: FastifyInstance;

beforeAll(async () => {
  // On PostgreSQL the second sweeper has its own pool, as a second process would.
  secondPool =
    TEST_DB === "postgres" && t.database.url
      ? await openPostgresDatabase(t.database.url, { maxConnections: 4 })
      : undefined;
  second = await buildTestApp({
    database: secondPool ?? t.database,
    jwtSecret: TEST_JWT_SECRET,
    clock: t.clock,
    clinicDecisionHours: 4,
  });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await secondPool?.close();
});

const freshDay = freshDays("2026-07-01");
const emails = async (id: string) =>
  (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.bookingId, id))).map((row) => ({
    kind: row.kind,
    to: row.toAddress,
  }));
const kindsOf = async (id: string) => (await emails(id)).map((email) => email.kind).sort();
const read = async (id: string): Promise<Booking> =>
  toBooking(await t.app.bookings.getOwn(t.customer.id, id), { actor: "customer", now: new Date() });
const sweepTwice = () => Promise.all([t.app.bookings.sweep(), second.bookings.sweep()]);
/** Held and paid the way a customer does it, so the refund can go back through the sandbox's own payment. */
async function paidThroughSandbox(date: string): Promise<Booking> {
  const checkout = await injectAs(
    t.app,
    await customerTokenAt(t.clock, t.customer.id),
  )({
    method: "POST",
    url: "/api/payments/create-checkout-session-with-booking",
    payload: { bookingData: bookingRequest({ date }), amount: 600, currency: "MYR", paymentMethod: "card" },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const { sessionId, bookingId } = checkout.json() as { sessionId: string; bookingId: string };
  const pay = await t.app.inject({ method: "POST", url: `/api/payments/sandbox/${sessionId}/pay` });
  expect(pay.statusCode).toBe(303);
  const booking = await read(bookingId);
  expect(booking.paymentStatus).toBe("paid");
  return booking;
}
const CHASE = ["clinic_decision_reminder", "support_decision_overdue"];

describe("the clinic's decision deadline", () => {
  it("reminds the clinic and alerts support once each, 4 hours after payment", async () => {
    const booking = await paidBooking(t.app, t.customer.token, { date: freshDay() });
    const paidAt = Date.parse(booking.paidAt ?? "");

    t.clock.set(new Date(paidAt + 4 * HOUR - 1000));
    await sweepTwice();
    expect(await kindsOf(booking._id)).not.toEqual(expect.arrayContaining(["clinic_decision_reminder"]));

    t.clock.set(new Date(paidAt + 4 * HOUR));
    const [one, two] = await sweepTwice();
    expect(one.chased + two.chased).toBe(1);
    await sweepTwice();
    const chase = (await emails(booking._id)).filter((email) => CHASE.includes(email.kind));
    expect(chase.map((email) => email.kind).sort()).toEqual(CHASE);
    expect(chase.find((email) => email.kind === "support_decision_overdue")?.to).toBe("support@ivdrips.my");
    expect((await read(booking._id)).clinicApprovalStatus).toBe("pending");
  });

  it("chases 2 hours before the visit when payment came later than that allows", async () => {
    const date = freshDay();
    const start = Date.parse(`${date}T08:00:00+08:00`);
    t.clock.set(new Date(start - 3 * HOUR));
    // Booked on its own day: the same-day surcharge is part of the price.
    const booking = await paidBooking(t.app, await customerTokenAt(t.clock, t.customer.id), {
      date,
      timeSlot: "Morning 8AM - 12PM",
      totalAmount: 600 + SAME_DAY_SURCHARGE_RM,
    });

    t.clock.set(new Date(start - 2 * HOUR - 1000));
    await sweepTwice();
    expect(await kindsOf(booking._id)).not.toContain("clinic_decision_reminder");
    t.clock.set(new Date(start - 2 * HOUR));
    await sweepTwice();
    expect(await kindsOf(booking._id)).toEqual(expect.arrayContaining(CHASE));
  });

  it("refuses a clinic decision once the window has started", async () => {
    const booking = await paidBooking(t.app, t.customer.token, { date: freshDay() });
    t.clock.set(booking.windowStartsAt);
    const late = await injectAs(
      t.app,
      await loginDemoClinic(t.app, t.seeded),
    )({
      method: "PUT",
      url: `/api/clinics/bookings/${booking._id}/status`,
      payload: { status: "approved", clinicianId: demoNurse(t.seeded) },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: "INVALID_TRANSITION",
      message:
        "This visit's time has started: it can no longer be approved or rejected. Please contact support.",
      messageId: "decisionTooLate",
    });
    expect((await read(booking._id)).clinicApprovalStatus).toBe("pending");
  });

  it("rejects an undecided booking when its window starts, refunds it in full and tells the customer, once", async () => {
    const booking = await paidThroughSandbox(freshDay());
    t.clock.set(new Date(Date.parse(booking.windowStartsAt) - 1000));
    await sweepTwice();
    expect((await read(booking._id)).status).toBe("confirmed");

    t.clock.set(booking.windowStartsAt);
    const [one, two] = await sweepTwice();
    expect(one.rejected + two.rejected).toBe(1);
    expect(await read(booking._id)).toMatchObject({
      status: "cancelled",
      paymentStatus: "paid",
      clinicApprovalStatus: "rejected",
      cancellationReason: "no_clinic_response",
      refund: { amount: 600, cancellationFee: 0, status: "pending" },
    });
    await sweepTwice();
    expect((await kindsOf(booking._id)).filter((kind) => kind === "booking_rejected")).toHaveLength(1);

    // The refund goes back through the provider that took the money (the sandbox here).
    await t.app.payments.sweep();
    expect(await read(booking._id)).toMatchObject({
      paymentStatus: "refunded",
      refund: { amount: 600, status: "succeeded" },
    });
  });

  it("leaves decided bookings alone", async () => {
    const approved = await paidBooking(t.app, t.customer.token, { date: freshDay() });
    await injectAs(
      t.app,
      t.clinicToken,
    )({
      method: "PUT",
      url: `/api/clinics/bookings/${approved._id}/status`,
      payload: { status: "approved", clinicianId: demoNurse(t.seeded) },
    });
    t.clock.set(new Date(Date.parse(approved.windowStartsAt) + 1000));
    await sweepTwice();
    expect(await read(approved._id)).toMatchObject({ status: "confirmed", clinicApprovalStatus: "approved" });
    expect(await kindsOf(approved._id)).not.toContain("clinic_decision_reminder");
    // Tokens outlive no clock jump: a fresh one shows the customer sees it unchanged.
    const mine = await injectAs(
      t.app,
      await customerTokenAt(t.clock, t.customer.id),
    )({ method: "GET", url: `/api/bookings/${approved._id}` });
    expect(mine.json()).toMatchObject({ clinicApprovalStatus: "approved" });
  });
});
