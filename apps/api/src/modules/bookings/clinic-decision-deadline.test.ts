import { DECISION_TOO_LATE_MESSAGE, type Booking } from "@ivdrips/contract/bookings";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookingRequest, customerTokenAt, paidBooking } from "../../../test/booking-fixtures";
import {
  TEST_JWT_SECRET,
  buildTestApp,
  createTestApp,
  injectAs,
  loginDemoClinic,
  manualClock,
  registerCustomer,
  type TestApp,
} from "../../../test/test-app";
import { TEST_DB } from "../../../test/test-database";
import { openPostgresDatabase, type DatabaseHandle } from "../../db/client";
import { outboxEmails } from "../../db/schema";

/**
 * A paid booking the clinic never decides: the clinic is reminded and support alerted once each, when the
 * decision is due (CLINIC_DECISION_HOURS after payment, or 2 h before the visit); still undecided when the
 * window starts, it is rejected with a full refund and the customer is told; a clinic decision after that is
 * refused. Two sweepers at once (on PostgreSQL, two API instances with their own pools) do each thing once.
 */

const NOW = "2026-06-01T09:00:00+08:00";
const HOUR = 60 * 60 * 1000;
const clock = manualClock(NOW);
let t: TestApp;
let customer: string;
let customerId: string;
let clinic: string;
let secondPool: DatabaseHandle | undefined;
let second: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ clock, clinicDecisionHours: 4 });
  ({
    token: customer,
    user: { id: customerId },
  } = await registerCustomer(t.app));
  clinic = await loginDemoClinic(t.app, t.seeded);
  // On PostgreSQL the second sweeper has its own pool, as a second process would.
  secondPool =
    TEST_DB === "postgres" && t.database.url
      ? await openPostgresDatabase(t.database.url, { maxConnections: 4 })
      : undefined;
  second = await buildTestApp({
    database: secondPool ?? t.database,
    jwtSecret: TEST_JWT_SECRET,
    clock,
    clinicDecisionHours: 4,
  });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await secondPool?.close();
  await t.close();
});
beforeEach(() => clock.set(NOW));

let dayCounter = 0;
const freshDay = () => {
  dayCounter += 1;
  return new Date(Date.UTC(2026, 6, dayCounter)).toISOString().slice(0, 10);
};
const emails = async (id: string) =>
  (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.bookingId, id))).map((row) => ({
    kind: row.kind,
    to: row.toAddress,
  }));
const kindsOf = async (id: string) => (await emails(id)).map((email) => email.kind).sort();
const read = (id: string): Promise<Booking> => t.app.bookings.getOwn(customerId, id);
const sweepTwice = () => Promise.all([t.app.bookings.sweep(), second.bookings.sweep()]);
/** Held and paid the way a customer does it, so the refund can go back through the sandbox's own payment. */
async function paidThroughSandbox(date: string): Promise<Booking> {
  const checkout = await injectAs(
    t.app,
    await customerTokenAt(clock, customerId),
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
    const booking = await paidBooking(t.app, customer, { date: freshDay() });
    const paidAt = Date.parse(booking.paidAt ?? "");

    clock.set(new Date(paidAt + 4 * HOUR - 1000));
    await sweepTwice();
    expect(await kindsOf(booking._id)).not.toEqual(expect.arrayContaining(["clinic_decision_reminder"]));

    clock.set(new Date(paidAt + 4 * HOUR));
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
    clock.set(new Date(start - 3 * HOUR));
    const booking = await paidBooking(t.app, await customerTokenAt(clock, customerId), {
      date,
      timeSlot: "Morning 8AM - 12PM",
    });

    clock.set(new Date(start - 2 * HOUR - 1000));
    await sweepTwice();
    expect(await kindsOf(booking._id)).not.toContain("clinic_decision_reminder");
    clock.set(new Date(start - 2 * HOUR));
    await sweepTwice();
    expect(await kindsOf(booking._id)).toEqual(expect.arrayContaining(CHASE));
  });

  it("refuses a clinic decision once the window has started", async () => {
    const booking = await paidBooking(t.app, customer, { date: freshDay() });
    clock.set(booking.windowStartsAt);
    const late = await injectAs(
      t.app,
      await loginDemoClinic(t.app, t.seeded),
    )({ method: "PUT", url: `/api/clinics/bookings/${booking._id}/status`, payload: { status: "approved" } });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "INVALID_TRANSITION", message: DECISION_TOO_LATE_MESSAGE });
    expect((await read(booking._id)).clinicApprovalStatus).toBe("pending");
  });

  it("rejects an undecided booking when its window starts, refunds it in full and tells the customer, once", async () => {
    const booking = await paidThroughSandbox(freshDay());
    clock.set(new Date(Date.parse(booking.windowStartsAt) - 1000));
    await sweepTwice();
    expect((await read(booking._id)).status).toBe("confirmed");

    clock.set(booking.windowStartsAt);
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
    const approved = await paidBooking(t.app, customer, { date: freshDay() });
    await injectAs(
      t.app,
      clinic,
    )({
      method: "PUT",
      url: `/api/clinics/bookings/${approved._id}/status`,
      payload: { status: "approved" },
    });
    clock.set(new Date(Date.parse(approved.windowStartsAt) + 1000));
    await sweepTwice();
    expect(await read(approved._id)).toMatchObject({ status: "confirmed", clinicApprovalStatus: "approved" });
    expect(await kindsOf(approved._id)).not.toContain("clinic_decision_reminder");
    // Tokens outlive no clock jump: a fresh one shows the customer sees it unchanged.
    const mine = await injectAs(
      t.app,
      await customerTokenAt(clock, customerId),
    )({ method: "GET", url: `/api/bookings/${approved._id}` });
    expect(mine.json()).toMatchObject({ clinicApprovalStatus: "approved" });
  });
});
