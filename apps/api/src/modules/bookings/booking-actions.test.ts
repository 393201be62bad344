import type { Booking } from "@ivdrips/contract/bookings";
import { describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import { demoNurse, customerTokenAt, holdWindow } from "../../../test/booking-fixtures";
import { addStaff } from "../../../test/staff-fixtures";
import { injectAs, loginDemoClinic } from "../../../test/test-app";
import { transition } from "./booking-lifecycle";
import { findBookingRecord } from "./bookings.repository";

/**
 * Every reader's booking carries its `state` and the `actions` the caller may cause now, asked of the
 * transition table: the customer's (GET /api/bookings, /api/bookings/{id}) and the clinic's list
 * (GET /api/clinics/bookings), at moments on either side of each deadline.
 */

const NOW = "2026-06-01T09:00:00+08:00";
const HOUR = 60 * 60 * 1000;
const t = appUnderTest({ now: NOW, signUpCustomer: true, signInDemoClinic: true, eachTest: "reset clock" });
const freshDay = freshDays("2026-06-10");

const CUSTOMER_EVENTS = ["pay", "release", "cancel", "reschedule"] as const;
const CLINIC_EVENTS = ["approve", "reject"] as const;

async function asCustomer(id: string): Promise<Booking> {
  const response = await injectAs(
    t.app,
    await customerTokenAt(t.clock, t.customer.id),
  )({ method: "GET", url: `/api/bookings/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  const listed = await injectAs(
    t.app,
    await customerTokenAt(t.clock, t.customer.id),
  )({ method: "GET", url: "/api/bookings" });
  const fromList = (listed.json() as Booking[]).find((booking) => booking._id === id);
  // The list and the single booking tell the same.
  expect(fromList).toMatchObject({ state: response.json().state, actions: response.json().actions });
  return response.json();
}

/** The clinic signed in at the clock's instant (a session outlives no clock jump of days). */
const clinicNow = () => loginDemoClinic(t.app, t.seeded);

async function asClinic(id: string): Promise<Booking | undefined> {
  const response = await injectAs(t.app, await clinicNow())({ method: "GET", url: "/api/clinics/bookings" });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Booking[]).find((booking) => booking._id === id);
}

/** What the table allows `actor` on the stored row at the clock's instant: the independent side of each check. */
async function allowed(id: string, actor: "customer" | "clinic", events: readonly string[]) {
  const record = await findBookingRecord(t.database.db, id);
  if (!record) throw new Error(`no booking ${id}`);
  return events.filter((event) => transition(record.booking, event as "pay", { actor, now: t.clock() }).ok);
}

async function pay(id: string): Promise<void> {
  await t.app.bookings.markPaid(id, { method: "card", provider: "sandbox" });
}

describe("state and actions on every reader", () => {
  it("a hold: the customer may pay, release or cancel it until it runs out; the clinic does not see it", async () => {
    const held = await holdWindow(t.app, await customerTokenAt(t.clock, t.customer.id), { date: freshDay() });
    expect(held).toMatchObject({
      state: "held",
      actions: ["pay", "release", "cancel"],
      actionsUntil: held.holdExpiresAt,
    });
    for (const moment of [0, -1, 0]) {
      if (moment === -1) t.clock.set(new Date(Date.parse(held.holdExpiresAt ?? "") - 1));
      const read = await asCustomer(held._id);
      expect(read.actions).toEqual(await allowed(held._id, "customer", CUSTOMER_EVENTS));
    }
    t.clock.set(held.holdExpiresAt ?? "");
    const lapsed = await asCustomer(held._id);
    expect(lapsed).toMatchObject({ state: "held", actions: ["release", "cancel"] });
    expect(lapsed.actions).toEqual(await allowed(held._id, "customer", CUSTOMER_EVENTS));
    expect(await asClinic(held._id)).toBeUndefined();
  });

  it("paid: the customer moves it until 24 h before and cancels until it starts; the clinic decides until it starts", async () => {
    const date = freshDay();
    const held = await holdWindow(t.app, await customerTokenAt(t.clock, t.customer.id), { date });
    await pay(held._id);
    const startsAt = Date.parse(held.windowStartsAt);
    const moments = [
      t.clock().getTime(),
      startsAt - 24 * HOUR,
      startsAt - 24 * HOUR + 1,
      startsAt - 1,
      startsAt,
    ];
    const seen: { customer: string[]; clinic: string[]; at: string }[] = [];
    for (const at of moments) {
      t.clock.set(new Date(at));
      const customer = await asCustomer(held._id);
      const clinic = await asClinic(held._id);
      expect(customer.state).toBe("awaiting_clinic");
      expect(clinic?.state).toBe("awaiting_clinic");
      expect(customer.actions).toEqual(await allowed(held._id, "customer", CUSTOMER_EVENTS));
      expect(clinic?.actions).toEqual(await allowed(held._id, "clinic", CLINIC_EVENTS));
      seen.push({
        customer: customer.actions,
        clinic: clinic?.actions ?? [],
        at: new Date(at).toISOString(),
      });
    }
    expect(seen.map(({ customer, clinic }) => ({ customer, clinic }))).toEqual([
      { customer: ["cancel", "reschedule"], clinic: ["approve", "reject"] },
      { customer: ["cancel", "reschedule"], clinic: ["approve", "reject"] },
      { customer: ["cancel"], clinic: ["approve", "reject"] },
      { customer: ["cancel"], clinic: ["approve", "reject"] },
      // The window started: no Approve, even before the sweep rejects it; the server refuses it too.
      { customer: [], clinic: [] },
    ]);
    const late = await injectAs(
      t.app,
      await clinicNow(),
    )({
      method: "PUT",
      url: `/api/clinics/bookings/${held._id}/status`,
      payload: { status: "approved", clinicianId: demoNurse(t.seeded) },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ messageId: "decisionTooLate" });
  });

  it("approved, then cancelled by support: the customer and the clinic read who and why, with no actions left", async () => {
    const held = await holdWindow(t.app, await customerTokenAt(t.clock, t.customer.id), { date: freshDay() });
    await pay(held._id);
    const approve = await injectAs(
      t.app,
      t.clinicToken,
    )({
      method: "PUT",
      url: `/api/clinics/bookings/${held._id}/status`,
      payload: { status: "approved", clinicianId: demoNurse(t.seeded) },
    });
    expect(approve.json()).toMatchObject({ state: "approved", actions: [] });
    expect(await asCustomer(held._id)).toMatchObject({
      state: "approved",
      actions: ["cancel", "reschedule"],
    });

    const staff = await addStaff(t.app, t.database.db);
    const reason = "The nurse is unwell; we could not find another for this morning.";
    const cancel = await injectAs(
      t.app,
      staff.token,
    )({ method: "PUT", url: `/api/admin/bookings/${held._id}/cancel`, payload: { refund: "full", reason } });
    expect(cancel.statusCode, cancel.body).toBe(200);

    expect(await asCustomer(held._id)).toMatchObject({
      state: "cancelled",
      actions: [],
      actionsUntil: null,
      cancellationReason: "staff",
      cancellationNote: reason,
      refund: { amount: 600, cancellationFee: 0 },
    });
    expect(await asClinic(held._id)).toMatchObject({ state: "cancelled", cancellationReason: "staff" });
    const detail = await injectAs(
      t.app,
      staff.token,
    )({ method: "GET", url: `/api/admin/bookings/${held._id}` });
    const cancelled = (detail.json().timeline as { kind: string; actor: string }[]).find(
      (entry) => entry.kind === "cancelled",
    );
    expect(cancelled).toMatchObject({ actor: "staff" });
  });

  it("a customer's own cancel stays theirs, with no note", async () => {
    const held = await holdWindow(t.app, await customerTokenAt(t.clock, t.customer.id), { date: freshDay() });
    await pay(held._id);
    const cancel = await injectAs(
      t.app,
      await customerTokenAt(t.clock, t.customer.id),
    )({ method: "PUT", url: `/api/bookings/${held._id}/cancel` });
    expect(cancel.json()).toMatchObject({
      state: "cancelled",
      actions: [],
      cancellationReason: "customer",
      cancellationNote: null,
    });
  });
});
