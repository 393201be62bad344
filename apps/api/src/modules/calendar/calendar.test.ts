import type { Booking } from "@ivdrips/contract/bookings";
import type {
  AffectedBooking,
  ClinicCalendar,
  ClinicSchedule,
  ClosureList,
  WeeklyWindow,
} from "@ivdrips/contract/clinic-calendar";
import type { AvailabilityResponse } from "@ivdrips/contract/providers";
import { TIME_SLOTS, type TimeSlot } from "@ivdrips/contract/time-windows";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import {
  addClinic,
  holdWindow,
  paidBooking,
  postBooking,
  bookingRequest,
} from "../../../test/booking-fixtures";
import { injectAs } from "../../../test/test-app";
import { bookings, outboxEmails } from "../../db/schema";

const NOW = "2026-06-01T09:00:00+08:00";
const MORNING: TimeSlot = "Morning 8AM - 12PM";
const NIGHT: TimeSlot = "Night 8PM - 12AM";
const t = appUnderTest({ now: NOW, signUpCustomer: true, signInDemoClinic: true });
let clinic: { clinicId: string; providerId: string; token: string; clinicianId: string };
let other: { clinicId: string; providerId: string; token: string };
beforeAll(async () => {
  clinic = await addClinic(t.app, t.database.db, { username: "bangsar-calendar", city: "Calendar City" });
  other = await addClinic(t.app, t.database.db, { username: "other-calendar", city: "Other City" });
});
/** Mondays from 2026-06-08 on, one per test, so no two tests share a date. */
const freshMonday = (() => {
  const next = freshDays("2026-06-08");
  return () => {
    const day = next();
    for (let skip = 0; skip < 6; skip += 1) next();
    return day;
  };
})();
const addDaysTo = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const asClinic = (token = clinic.token) => injectAs(t.app, token);
const book = (date: string, timeSlot: TimeSlot) =>
  bookingRequest({
    date,
    timeSlot,
    providerId: clinic.providerId,
    location: { country: "Malaysia", city: "Calendar City" },
  });
const hold = (date: string, timeSlot: TimeSlot) => holdWindow(t.app, t.customer.token, book(date, timeSlot));
const paid = (date: string, timeSlot: TimeSlot) => paidBooking(t.app, t.customer.token, book(date, timeSlot));
const tryHold = (date: string, timeSlot: TimeSlot) =>
  postBooking(t.app, t.customer.token, book(date, timeSlot));

async function dayOf(date: string, providerId = clinic.providerId): Promise<AvailabilityResponse> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/providers/${providerId}/availability?date=${date}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const capacityOf = async (date: string, timeSlot: TimeSlot) =>
  (await dayOf(date)).windows.find((window) => window.timeSlot === timeSlot)?.capacity;

function week(change: (window: WeeklyWindow) => Partial<WeeklyWindow> = () => ({})): WeeklyWindow[] {
  return [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) =>
    TIME_SLOTS.map((timeSlot) => {
      const window = { weekday, timeSlot, open: true, capacity: 2 } as WeeklyWindow;
      return { ...window, ...change(window) };
    }),
  );
}
const putWeek = (windows: unknown, providerId = clinic.providerId, token = clinic.token) =>
  asClinic(token)({ method: "PUT", url: "/api/clinics/schedule", payload: { providerId, windows } });
const close = (payload: Record<string, unknown>, token = clinic.token) =>
  asClinic(token)({ method: "POST", url: "/api/clinics/closures", payload });
const preview = async (payload: Record<string, unknown>): Promise<AffectedBooking[]> => {
  const response = await asClinic()({ method: "POST", url: "/api/clinics/closures/preview", payload });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { affected: AffectedBooking[] }).affected;
};
const rowOf = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe("the weekly schedule", () => {
  it("starts open everywhere at the provider's capacity, and is the clinic's own", async () => {
    const response = await asClinic()({ method: "GET", url: "/api/clinics/schedule" });
    expect(response.statusCode).toBe(200);
    const { providers } = response.json() as ClinicSchedule;
    expect(providers.map((provider) => provider.providerId)).toEqual([clinic.providerId]);
    expect(providers[0]?.windows).toHaveLength(28);
    expect(providers[0]?.windows.every((window) => window.open && window.capacity === 2)).toBe(true);
    expect((await putWeek(week(), clinic.providerId, other.token)).statusCode).toBe(404);
    expect((await putWeek(week(), clinic.providerId, t.customer.token)).statusCode).toBe(403);
  });

  it("refuses a week that does not give each of the 28 windows once", async () => {
    expect((await putWeek(week().slice(1))).statusCode).toBe(400);
    const twice = week();
    twice[1] = { ...twice[0] } as WeeklyWindow;
    const response = await putWeek(twice);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    expect((await putWeek(week(() => ({ capacity: 0 })))).statusCode).toBe(400);
  });

  it("closes and resizes windows for new bookings, and keeps the bookings already made", async () => {
    const monday = freshMonday();
    const before = await paid(monday, NIGHT);
    const response = await putWeek(
      week((window) =>
        window.weekday === 1 && window.timeSlot === NIGHT
          ? { open: false }
          : window.weekday === 2 && window.timeSlot === MORNING
            ? { capacity: 1 }
            : {},
      ),
    );
    expect(response.statusCode, response.body).toBe(200);

    expect(await capacityOf(monday, NIGHT)).toBe(0);
    expect((await dayOf(monday)).windows.find((w) => w.timeSlot === NIGHT)).toMatchObject({
      available: false,
    });
    const refused = await tryHold(monday, NIGHT);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "WINDOW_FULL", messageId: "windowClosed" });
    expect(await rowOf(before._id)).toMatchObject({ status: "confirmed" });

    const tuesday = addDaysTo(monday, 1);
    expect(await capacityOf(tuesday, MORNING)).toBe(1);
    await hold(tuesday, MORNING);
    const another = { ...book(tuesday, MORNING), quantity: 2, totalAmount: 1200 };
    expect((await postBooking(t.app, t.customer.token, another)).json()).toMatchObject({
      messageId: "windowFull",
    });

    const saved = (
      await asClinic()({ method: "GET", url: "/api/clinics/schedule" })
    ).json() as ClinicSchedule;
    expect(saved.providers[0]?.windows.find((w) => w.weekday === 1 && w.timeSlot === NIGHT)).toMatchObject({
      open: false,
    });
    expect((await putWeek(week())).statusCode).toBe(200);
    expect(await capacityOf(monday, NIGHT)).toBe(2);
  });
});

describe("closures and date overrides", () => {
  it("closes a whole date for every provider: unavailable to customers, holds refused, until removed", async () => {
    const date = freshMonday();
    const response = await close({ date, reason: "Hari Raya" });
    expect(response.statusCode, response.body).toBe(201);
    const { closure } = response.json() as { closure: { id: string } };

    expect((await dayOf(date)).windows.map((window) => [window.capacity, window.available])).toEqual(
      TIME_SLOTS.map(() => [0, false]),
    );
    const strip = await t.app.inject({
      method: "GET",
      url: `/api/availability?providers=${clinic.providerId},${other.providerId}&from=${addDaysTo(date, -1)}&days=3`,
    });
    expect(strip.statusCode, strip.body).toBe(200);
    const days = (strip.json() as { days: AvailabilityResponse[] }).days;
    expect(days).toHaveLength(6);
    const closedDay = days.find((day) => day.providerId === clinic.providerId && day.date === date);
    expect(closedDay?.windows.every((window) => !window.available && window.capacity === 0)).toBe(true);
    expect(
      days.find((day) => day.providerId === other.providerId && day.date === date)?.windows[0],
    ).toMatchObject({
      capacity: 2,
      available: true,
    });
    expect((await tryHold(date, MORNING)).json()).toMatchObject({ messageId: "windowClosed" });

    const removed = await asClinic()({ method: "DELETE", url: `/api/clinics/closures/${closure.id}` });
    expect(removed.statusCode).toBe(200);
    await hold(date, MORNING);
  });

  it("demands a choice for each booking a closure affects, then keeps or rejects each as chosen", async () => {
    const date = freshMonday();
    const waiting = await paid(date, MORNING);
    const approved = await paid(date, MORNING);
    expect(
      (
        await asClinic()({
          method: "PUT",
          url: `/api/clinics/bookings/${approved._id}/status`,
          payload: { status: "approved", clinicianId: clinic.clinicianId },
        })
      ).statusCode,
    ).toBe(200);
    const unaffected = await paid(date, NIGHT);
    const change = { date, timeSlot: MORNING, reason: "Nurse on leave" };

    const affected = await preview(change);
    expect(affected.map((booking) => [booking.id, booking.state]).sort()).toEqual(
      [
        [waiting._id, "awaiting_clinic"],
        [approved._id, "approved"],
      ].sort(),
    );
    expect(affected.map((booking) => booking.id)).not.toContain(unaffected._id);

    const silent = await close(change);
    expect(silent.statusCode).toBe(409);
    expect(silent.json()).toMatchObject({
      code: "CONFLICT",
      messageId: "closureNeedsDecisions",
      params: { count: 2 },
    });
    const partly = await close({ ...change, decisions: [{ bookingId: waiting._id, decision: "reject" }] });
    expect(partly.statusCode).toBe(409);
    expect(await capacityOf(date, MORNING)).toBe(2);

    const made = await close({
      ...change,
      decisions: [
        { bookingId: waiting._id, decision: "reject" },
        { bookingId: approved._id, decision: "keep" },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      kept: 1,
      rejected: 1,
      closure: { date, timeSlot: MORNING, capacity: null },
    });
    expect(await rowOf(waiting._id)).toMatchObject({
      status: "cancelled",
      clinicApprovalStatus: "rejected",
      refundSen: 60_000,
      refundStatus: "pending",
    });
    expect(await rowOf(approved._id)).toMatchObject({
      status: "confirmed",
      clinicApprovalStatus: "approved",
    });
    const emails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.bookingId, waiting._id));
    expect(emails.map((email) => email.kind)).toContain("booking_rejected");
    expect(await capacityOf(date, MORNING)).toBe(0);
  });

  it("lets an unpaid hold go when the clinic rejects it, with no email", async () => {
    const date = freshMonday();
    const held: Booking = await hold(date, NIGHT);
    expect((await preview({ date, timeSlot: NIGHT }))[0]).toMatchObject({
      id: held._id,
      state: "awaiting_payment",
    });
    const made = await close({
      date,
      timeSlot: NIGHT,
      reason: "Closed early",
      decisions: [{ bookingId: held._id, decision: "reject" }],
    });
    expect(made.json()).toMatchObject({ rejected: 1, kept: 0 });
    expect(await rowOf(held._id)).toMatchObject({ status: "cancelled", paidAt: null });
    const emails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.bookingId, held._id));
    expect(emails.map((email) => email.kind)).not.toContain("booking_rejected");
  });

  it("lowering a window's capacity below what it holds affects that window's bookings; raising it affects none", async () => {
    const date = freshMonday();
    const first = await paid(date, MORNING);
    const second = await paid(date, MORNING);
    expect((await preview({ date, timeSlot: MORNING, capacity: 2 })).length).toBe(0);
    const affected = await preview({ date, timeSlot: MORNING, capacity: 1 });
    expect(affected.map((booking) => booking.id).sort()).toEqual([first._id, second._id].sort());

    const made = await close({
      date,
      timeSlot: MORNING,
      capacity: 1,
      reason: "One nurse",
      decisions: affected.map((booking) => ({ bookingId: booking.id, decision: "keep" })),
    });
    expect(made.json()).toMatchObject({ kept: 2, rejected: 0, closure: { capacity: 1 } });
    expect(await capacityOf(date, MORNING)).toBe(1);
    const another = { ...book(date, MORNING), quantity: 2, totalAmount: 1200 };
    expect((await postBooking(t.app, t.customer.token, another)).json()).toMatchObject({
      messageId: "windowFull",
    });

    const evening: TimeSlot = "Evening 4PM - 8PM";
    expect((await close({ date, timeSlot: evening, capacity: 5, reason: "Extra nurse" })).statusCode).toBe(
      201,
    );
    expect(await capacityOf(date, evening)).toBe(5);
  });

  it("the database itself refuses a booking written into a closed window", async () => {
    const date = freshMonday();
    const released = await hold(date, MORNING);
    await injectAs(t.app, t.customer.token)({ method: "PUT", url: `/api/bookings/${released._id}/release` });
    expect((await close({ date, timeSlot: MORNING, reason: "Closed" })).statusCode).toBe(201);
    await expect(
      t.database.db.execute(sql`update bookings set status = 'pending' where id = ${released._id}::uuid`),
    ).rejects.toThrow();
    expect(await rowOf(released._id)).toMatchObject({ status: "cancelled" });
  });

  it("refuses past dates, a capacity with no window, a second closure of the same scope and others' closures", async () => {
    const date = freshMonday();
    expect((await close({ date: "2026-05-31", reason: "Past" })).json()).toMatchObject({
      messageId: "closureInPast",
    });
    expect((await close({ date, capacity: 1, reason: "No window" })).statusCode).toBe(400);
    expect((await close({ date, reason: "" })).statusCode).toBe(400);
    expect((await close({ date, providerId: other.providerId, reason: "Not mine" })).statusCode).toBe(404);
    const made = await close({ date, reason: "Closed" });
    expect(made.statusCode).toBe(201);
    expect((await close({ date, reason: "Again" })).json()).toMatchObject({ messageId: "closureExists" });
    const id = (made.json() as { closure: { id: string } }).closure.id;
    expect((await close({ date, reason: "Not mine" }, t.customer.token)).statusCode).toBe(403);
    expect(
      (await injectAs(t.app, other.token)({ method: "DELETE", url: `/api/clinics/closures/${id}` }))
        .statusCode,
    ).toBe(404);
    expect((await asClinic()({ method: "DELETE", url: "/api/clinics/closures/not-an-id" })).statusCode).toBe(
      404,
    );
  });

  it("lists closures from today on and suggests Kuala Lumpur's public holidays, marking those closed", async () => {
    expect((await close({ date: "2026-08-31", reason: "Merdeka" })).statusCode).toBe(201);
    const list = (await asClinic()({ method: "GET", url: "/api/clinics/closures" })).json() as ClosureList;
    expect(list.closures.map((closure) => closure.date)).toContain("2026-08-31");
    expect(list.holidays.find((holiday) => holiday.date === "2026-08-31")).toMatchObject({ closed: true });
    expect(list.holidays.find((holiday) => holiday.date === "2026-09-16")).toMatchObject({ closed: false });
    expect(
      list.holidays.every((holiday) => holiday.date >= "2026-06-01" && holiday.date <= "2027-06-01"),
    ).toBe(true);
    expect(list.holidays.every((holiday) => holiday.name.length > 0)).toBe(true);
    // Suggested only: the holiday nobody closed is open.
    expect(await capacityOf("2026-09-16", MORNING)).toBe(2);
  });
});

describe("the week at a glance", () => {
  it("shows each window's capacity, what is booked by kind, closures with their reason, and holidays", async () => {
    const from = "2026-08-24";
    const approved = await paid(from, MORNING);
    await asClinic()({
      method: "PUT",
      url: `/api/clinics/bookings/${approved._id}/status`,
      payload: { status: "approved", clinicianId: clinic.clinicianId },
    });
    await paid(from, MORNING);
    await hold(from, NIGHT);
    expect(
      (await close({ date: addDaysTo(from, 1), timeSlot: NIGHT, reason: "Staff training" })).statusCode,
    ).toBe(201);

    const response = await asClinic()({ method: "GET", url: `/api/clinics/calendar?from=${from}` });
    expect(response.statusCode, response.body).toBe(200);
    const calendar = response.json() as ClinicCalendar;
    const days = calendar.providers.find((provider) => provider.providerId === clinic.providerId)?.days ?? [];
    expect(days.map((day) => day.date)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((offset) => addDaysTo(from, offset)),
    );
    expect(days[0]?.windows.find((w) => w.timeSlot === MORNING)).toMatchObject({
      capacity: 2,
      closed: false,
      approved: 1,
      pending: 1,
      held: 0,
    });
    expect(days[0]?.windows.find((w) => w.timeSlot === NIGHT)).toMatchObject({ held: 1 });
    expect(days[1]?.windows.find((w) => w.timeSlot === NIGHT)).toMatchObject({
      capacity: 0,
      closed: true,
      closureReason: "Staff training",
    });
    expect(days.find((day) => day.date === "2026-08-25")?.holiday).toMatch(/Mawlid/);
    expect(days.find((day) => day.date === "2026-08-26")?.holiday).toBeNull();
    expect(
      (
        (
          await asClinic()({ method: "GET", url: "/api/clinics/calendar?from=2026-08-31" })
        ).json() as ClinicCalendar
      ).providers[0]?.days[0]?.holiday,
    ).toMatch(/\w/);
    expect((await asClinic()({ method: "GET", url: "/api/clinics/calendar?from=soon" })).statusCode).toBe(
      400,
    );
  });
});
