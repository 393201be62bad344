import type { Booking } from "@ivdrips/contract/bookings";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { customerTokenAt, holdWindow, paidBooking } from "../../../test/booking-fixtures";
import {
  createTestApp,
  injectAs,
  loginDemoClinic,
  manualClock,
  registerCustomer,
  type TestApp,
} from "../../../test/test-app";
import { outboxEmails } from "../../db/schema";

/** The state machine of ARCHITECTURE.md "Booking lifecycle": every allowed and every refused transition. */

const NOW = "2026-06-01T09:00:00+08:00";
const clock = manualClock(NOW);
let t: TestApp;
let customer: string;
let customerId: string;
let clinic: string;

beforeAll(async () => {
  t = await createTestApp({ clock, bookingHoldMinutes: 30 });
  ({
    token: customer,
    user: { id: customerId },
  } = await registerCustomer(t.app));
  clinic = await loginDemoClinic(t.app, t.seeded);
});
afterAll(() => t.close());
beforeEach(async () => {
  clock.set("2026-12-31T00:00:00+08:00");
  await t.app.bookings.sweep();
  clock.set(NOW);
});

let dayCounter = 0;
const freshDay = () => {
  dayCounter += 1;
  return new Date(Date.UTC(2026, 6, dayCounter)).toISOString().slice(0, 10);
};
const read = (id: string): Promise<Booking> => t.app.bookings.getOwn(customerId, id);
const queued = async (id: string) =>
  (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.bookingId, id)))
    .map((row) => row.kind)
    .sort();

describe("pending → confirmed (paid)", () => {
  it("confirms a held booking once: the second call changes nothing and queues nothing", async () => {
    const held = await holdWindow(t.app, customer, { date: freshDay() });
    const first = await t.app.bookings.markPaid(held._id, { method: "card", sessionId: "cs_paid_1" });
    expect(first.changed).toBe(true);
    expect(first.booking).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
      clinicApprovalStatus: "pending",
      paymentMethod: "card",
      holdExpiresAt: null,
    });
    expect(await queued(held._id)).toEqual(["booking_received", "clinic_new_booking"]);

    const second = await t.app.bookings.markPaid(held._id, { method: "card", sessionId: "cs_paid_1" });
    expect(second.changed).toBe(false);
    expect(second.booking).toEqual(first.booking);
    expect(await queued(held._id)).toEqual(["booking_received", "clinic_new_booking"]);
  });

  it("keeps a paid booking's place after its hold time has passed", async () => {
    const date = freshDay();
    const booking = await paidBooking(t.app, customer, { date });
    clock.advance(2 * 60 * 60_000);
    expect(await t.app.bookings.sweep()).toEqual({ released: 0, completed: 0 });
    expect((await read(booking._id)).status).toBe("confirmed");
  });

  it("refuses to mark a cancelled booking paid", async () => {
    const held = await holdWindow(t.app, customer, { date: freshDay() });
    await injectAs(t.app, customer)({ method: "PUT", url: `/api/bookings/${held._id}/cancel` });
    await expect(t.app.bookings.markPaid(held._id, { method: "card" })).rejects.toMatchObject({
      code: "INVALID_TRANSITION",
    });
    expect(await queued(held._id)).toEqual([]);
  });
});

describe("pending → cancelled (released)", () => {
  it("releases an unpaid hold once; releasing a paid booking changes nothing", async () => {
    const held = await holdWindow(t.app, customer, { date: freshDay() });
    const released = await t.app.bookings.releaseHold(held._id, "expired");
    expect(released).toMatchObject({
      status: "cancelled",
      paymentStatus: "expired",
      cancellationReason: "hold_expired",
    });
    expect(await t.app.bookings.releaseHold(held._id, "abandoned")).toEqual(released);

    const paid = await paidBooking(t.app, customer, { date: freshDay() });
    expect(await t.app.bookings.releaseHold(paid._id, "abandoned")).toMatchObject({ status: "confirmed" });
  });

  it("sweeps lapsed holds once, whoever sweeps", async () => {
    const held = await holdWindow(t.app, customer, { date: freshDay() });
    clock.advance(29 * 60_000);
    expect((await t.app.bookings.sweep()).released).toBe(0);
    clock.advance(60_000);
    const [first, second] = await Promise.all([t.app.bookings.sweep(), t.app.bookings.sweep()]);
    expect((first?.released ?? 0) + (second?.released ?? 0)).toBe(1);
    expect(await read(held._id)).toMatchObject({ status: "cancelled", paymentStatus: "expired" });
  });
});

describe("confirmed → completed", () => {
  it("completes approved visits once their window has ended, and only those", async () => {
    const date = freshDay();
    const approved = await paidBooking(t.app, customer, { date });
    const undecided = await paidBooking(t.app, customer, { date, timeSlot: "Afternoon 12PM - 4PM" });
    await injectAs(
      t.app,
      clinic,
    )({
      method: "PUT",
      url: `/api/clinics/bookings/${approved._id}/status`,
      payload: { status: "approved" },
    });

    clock.set(new Date(Date.parse(approved.windowEndsAt) - 1000));
    expect((await t.app.bookings.sweep()).completed).toBe(0);
    clock.set(approved.windowEndsAt);
    expect((await t.app.bookings.sweep()).completed).toBe(1);
    expect(await read(approved._id)).toMatchObject({ status: "completed", clinicApprovalStatus: "approved" });
    expect((await read(undecided._id)).status).toBe("confirmed");

    const cancel = await injectAs(
      t.app,
      await customerTokenAt(clock, customerId),
    )({
      method: "PUT",
      url: `/api/bookings/${approved._id}/cancel`,
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({
      code: "INVALID_TRANSITION",
      message: "A completed booking cannot be cancelled",
    });
  });
});

describe("confirmed → cancelled by the customer after approval", () => {
  it("is allowed before the visit, with the refund of the policy", async () => {
    const booking = await paidBooking(t.app, customer, { date: freshDay() });
    await injectAs(
      t.app,
      clinic,
    )({
      method: "PUT",
      url: `/api/clinics/bookings/${booking._id}/status`,
      payload: { status: "approved" },
    });
    const response = await injectAs(
      t.app,
      customer,
    )({ method: "PUT", url: `/api/bookings/${booking._id}/cancel` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "cancelled",
      clinicApprovalStatus: "approved",
      refund: { amount: 600, cancellationFee: 0 },
    });
  });
});
