import { type Booking } from "@ivdrips/contract/bookings";
import { TIME_WINDOWS, windowBounds } from "@ivdrips/contract/time-windows";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import {
  customerTokenAt,
  holdWindow,
  paidBooking,
  demoNurse,
  NIGHT_SURCHARGE_RM,
} from "../../../test/booking-fixtures";
import { parseIcs } from "../../../test/email-fixtures";
import { TEST_JWT_SECRET, buildTestApp, injectAs, registerCustomer } from "../../../test/test-app";
import { TEST_DB } from "../../../test/test-database";
import { openPostgresDatabase, type DatabaseHandle } from "../../db/client";
import { outboxEmails } from "../../db/schema";

/** PUT /bookings/{id}/reschedule: the Refund Policy's 24 h rule, capacity, approval reset, emails. */

const NOW = "2026-06-01T09:00:00+08:00";
const [MORNING, AFTERNOON, EVENING, NIGHT] = TIME_WINDOWS;
const t = appUnderTest({ now: NOW, signUpCustomer: true, signInDemoClinic: true, eachTest: "reset clock" });
/** A KL day of its own per test, from 3 June on, so tests never share a window. */
const freshDay = freshDays("2026-06-03");

const reschedule = (token: string, id: string, payload: unknown) =>
  injectAs(
    t.app,
    token,
  )({ method: "PUT", url: `/api/bookings/${id}/reschedule`, payload: payload as object });

const approve = async (id: string) => {
  const response = await injectAs(
    t.app,
    t.clinicToken,
  )({
    method: "PUT",
    url: `/api/clinics/bookings/${id}/status`,
    payload: { status: "approved", clinicianId: demoNurse(t.seeded) },
  });
  expect(response.statusCode, response.body).toBe(200);
};

const emailsOf = (id: string, kind: string) =>
  t.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.bookingId, id), eq(outboxEmails.kind, kind)));

describe("PUT /api/bookings/{id}/reschedule", () => {
  it("moves an approved booking to a window with room, back to pending approval, and tells both sides", async () => {
    const from = freshDay();
    const to = freshDay();
    const booking = await paidBooking(t.app, t.customer.token, { date: from });
    await approve(booking._id);

    const response = await reschedule(t.customer.token, booking._id, {
      date: to,
      timeSlot: EVENING.timeSlot,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { startsAt, endsAt } = windowBounds(to, EVENING);
    expect(response.json()).toMatchObject({
      _id: booking._id,
      date: to,
      timeSlot: EVENING.timeSlot,
      windowStartsAt: startsAt.toISOString(),
      windowEndsAt: endsAt.toISOString(),
      status: "confirmed",
      paymentStatus: "paid",
      clinicApprovalStatus: "pending",
      totalAmount: booking.totalAmount,
    });

    const [toClinic] = await emailsOf(booking._id, "clinic_booking_rescheduled");
    expect(toClinic?.toAddress).toBeDefined();
    expect(toClinic?.textBody).toContain("Pending tab");
    expect(toClinic?.textBody).toContain("Evening 4PM - 8PM");
    expect(toClinic?.textBody).toContain("Morning 8AM - 12PM");
    const [toCustomer] = await emailsOf(booking._id, "booking_rescheduled");
    expect(toCustomer?.toAddress).toBe(t.customer.email);

    // It is in the clinic's Pending tab again, and a second approval is allowed and announced again,
    // with a calendar invite that moves the same event (same UID, higher SEQUENCE).
    const list = await injectAs(t.app, t.clinicToken)({ method: "GET", url: "/api/clinics/bookings" });
    const listed = (list.json() as Booking[]).find((item) => item._id === booking._id);
    expect(listed?.clinicApprovalStatus).toBe("pending");
    await approve(booking._id);
    const approvals = await emailsOf(booking._id, "booking_approved");
    expect(approvals).toHaveLength(2);
    const invites = approvals.map((email) => parseIcs(email.attachments[0]?.content ?? ""));
    expect(invites.map((invite) => invite.event.uid)).toEqual([invites[0]?.event.uid, invites[0]?.event.uid]);
    expect(invites.map((invite) => invite.event.sequence).sort()).toEqual([0, 1]);
  });

  it("is free up to exactly 24 hours before the current window, and refused one minute later", async () => {
    const date = freshDay();
    const target = freshDay();
    const first = await paidBooking(t.app, t.customer.token, { date, timeSlot: MORNING.timeSlot });
    const second = await paidBooking(t.app, t.customer.token, { date, timeSlot: AFTERNOON.timeSlot });
    const { startsAt } = windowBounds(date, MORNING);

    t.clock.set(new Date(startsAt.getTime() - 24 * 60 * 60_000));
    const token = await customerTokenAt(t.clock, t.customer.id);
    const atBoundary = await reschedule(token, first._id, { date: target, timeSlot: MORNING.timeSlot });
    expect(atBoundary.statusCode, atBoundary.body).toBe(200);

    // The afternoon window starts 4 h later: move the clock to 23 h 59 min before it.
    const afternoonStart = windowBounds(date, AFTERNOON).startsAt;
    t.clock.set(new Date(afternoonStart.getTime() - 24 * 60 * 60_000 + 60_000));
    const late = await reschedule(await customerTokenAt(t.clock, t.customer.id), second._id, {
      date: target,
      timeSlot: AFTERNOON.timeSlot,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: "INVALID_TRANSITION",
      message:
        "Bookings can be rescheduled up to 24 hours before the visit. Please contact support to change this one.",
      messageId: "rescheduleTooLate",
    });
    expect((await t.app.bookings.getOwn(t.customer.id, second._id)).booking.date).toBe(date);
  });

  it("refuses a full window and leaves the booking where it was", async () => {
    const from = freshDay();
    const to = freshDay();
    const other = await registerCustomer(t.app);
    // The demo provider serves 2 visits per window: fill the target with a paid booking and a live hold.
    await paidBooking(t.app, other.token, { date: to, timeSlot: AFTERNOON.timeSlot });
    await holdWindow(t.app, other.token, { date: to, timeSlot: AFTERNOON.timeSlot });
    const booking = await paidBooking(t.app, t.customer.token, { date: from });

    const response = await reschedule(t.customer.token, booking._id, {
      date: to,
      timeSlot: AFTERNOON.timeSlot,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "WINDOW_FULL",
      message: "This time window is fully booked. Please choose another time.",
      messageId: "windowFull",
    });
    const after = await t.app.bookings.getOwn(t.customer.id, booking._id);
    expect(after.booking).toMatchObject({
      date: from,
      timeSlot: booking.timeSlot,
      clinicApprovalStatus: "pending",
    });
    expect(await emailsOf(booking._id, "clinic_booking_rescheduled")).toHaveLength(0);
  });

  it("counts a lapsed hold in the target window as free", async () => {
    const from = freshDay();
    const to = freshDay();
    const other = await registerCustomer(t.app);
    await paidBooking(t.app, other.token, { date: to, timeSlot: EVENING.timeSlot });
    await holdWindow(t.app, other.token, { date: to, timeSlot: EVENING.timeSlot });
    const booking = await paidBooking(t.app, t.customer.token, { date: from });
    t.clock.advance(31 * 60_000);
    const token = await customerTokenAt(t.clock, t.customer.id);
    const response = await reschedule(token, booking._id, { date: to, timeSlot: EVENING.timeSlot });
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    ["the same window", "same"],
    ["a window that starts too soon", "soon"],
    ["a day beyond the booking horizon", "far"],
  ])("refuses %s", async (_label, which) => {
    const date = freshDay();
    const booking = await paidBooking(t.app, t.customer.token, { date });
    const payload =
      which === "same"
        ? { date, timeSlot: MORNING.timeSlot }
        : which === "soon"
          ? { date: "2026-06-01", timeSlot: MORNING.timeSlot }
          : { date: "2026-12-31", timeSlot: MORNING.timeSlot };
    const response = await reschedule(t.customer.token, booking._id, payload);
    if (which === "same") {
      expect(response.statusCode).toBe(400);
    } else {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: "WINDOW_UNAVAILABLE",
        message: "This time window can no longer be booked. Please choose another date or time.",
        messageId: "windowUnavailable",
      });
    }
    expect((await t.app.bookings.getOwn(t.customer.id, booking._id)).booking.date).toBe(date);
  });

  it("moves only to a window priced as the booking was paid: no surcharge taken or given back", async () => {
    const day = await paidBooking(t.app, t.customer.token, { date: freshDay() });
    const intoNight = await reschedule(t.customer.token, day._id, {
      date: freshDay(),
      timeSlot: NIGHT.timeSlot,
    });
    expect(intoNight.statusCode, intoNight.body).toBe(409);
    expect(intoNight.json()).toMatchObject({ messageId: "rescheduleChangesPrice" });
    // Today (the clock's KL day) carries the same-day surcharge this booking did not pay.
    const today = await reschedule(t.customer.token, day._id, {
      date: "2026-06-01",
      timeSlot: EVENING.timeSlot,
    });
    expect(today.json()).toMatchObject({ messageId: "rescheduleChangesPrice" });

    const nightly = await paidBooking(t.app, t.customer.token, {
      date: freshDay(),
      timeSlot: NIGHT.timeSlot,
      totalAmount: 600 + NIGHT_SURCHARGE_RM,
    });
    const outOfNight = await reschedule(t.customer.token, nightly._id, {
      date: freshDay(),
      timeSlot: MORNING.timeSlot,
    });
    expect(outOfNight.json()).toMatchObject({ messageId: "rescheduleChangesPrice" });
    const nightToNight = await reschedule(t.customer.token, nightly._id, {
      date: freshDay(),
      timeSlot: NIGHT.timeSlot,
    });
    expect(nightToNight.statusCode, nightToNight.body).toBe(200);
    expect(nightToNight.json()).toMatchObject({ totalAmount: 600 + NIGHT_SURCHARGE_RM });
  });

  it("is only for the booking's own customer", async () => {
    const booking = await paidBooking(t.app, t.customer.token, { date: freshDay() });
    const payload = { date: freshDay(), timeSlot: MORNING.timeSlot };
    const stranger = await registerCustomer(t.app);
    expect((await reschedule(stranger.token, booking._id, payload)).statusCode).toBe(404);
    expect((await reschedule(t.clinicToken, booking._id, payload)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "PUT", url: `/api/bookings/${booking._id}/reschedule`, payload }))
        .statusCode,
    ).toBe(401);
    expect((await reschedule(t.customer.token, "not-a-uuid", payload)).statusCode).toBe(404);
    expect((await t.app.bookings.getOwn(t.customer.id, booking._id)).booking.date).toBe(booking.date);
  });

  it("moves only paid, upcoming bookings", async () => {
    const payload = { date: freshDay(), timeSlot: MORNING.timeSlot };
    const hold = await holdWindow(t.app, t.customer.token, { date: freshDay() });
    const unpaid = await reschedule(t.customer.token, hold._id, payload);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({
      message: "Please complete the payment before rescheduling this booking",
      messageId: "payBeforeRescheduling",
    });

    const cancelled = await paidBooking(t.app, t.customer.token, { date: freshDay() });
    await injectAs(t.app, t.customer.token)({ method: "PUT", url: `/api/bookings/${cancelled._id}/cancel` });
    const refused = await reschedule(t.customer.token, cancelled._id, payload);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: "A cancelled booking cannot be rescheduled",
      messageId: "cancelledCannotBeRescheduled",
    });
  });

  it.each([
    [{}, "date"],
    [{ date: "2026-06-10" }, "timeSlot"],
    [{ date: "2026-02-30", timeSlot: MORNING.timeSlot }, "date"],
    [{ date: "2026-06-10", timeSlot: "Midnight" }, "timeSlot"],
  ])("validates %j", async (payload, field) => {
    const booking = await paidBooking(t.app, t.customer.token, { date: freshDay() });
    const response = await reschedule(t.customer.token, booking._id, payload);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { details: Record<string, string> }).details[field]).toBeTruthy();
  });
});

describe(`two customers rescheduling into the last place at once (${TEST_DB === "postgres" ? "two connection pools" : "one connection"})`, () => {
  let secondPool: DatabaseHandle | undefined;
  let second: FastifyInstance | undefined;
  beforeAll(async () => {
    if (TEST_DB === "postgres" && t.database.url) {
      secondPool = await openPostgresDatabase(t.database.url, { maxConnections: 5 });
      second = await buildTestApp({ database: secondPool, jwtSecret: TEST_JWT_SECRET, clock: t.clock });
      await second.ready();
    }
  });
  afterAll(async () => {
    await second?.close();
    await secondPool?.close();
  });

  it("lets exactly one of them in, over and over", async () => {
    for (let round = 0; round < 5; round += 1) {
      const to = freshDay();
      const filler = await registerCustomer(t.app);
      await paidBooking(t.app, filler.token, { date: to, timeSlot: MORNING.timeSlot });
      const racers = await Promise.all([registerCustomer(t.app), registerCustomer(t.app)]);
      const from = freshDay();
      const booked = await Promise.all(
        racers.map((racer, i) =>
          paidBooking(t.app, racer.token, { date: from, timeSlot: TIME_WINDOWS[i]?.timeSlot }),
        ),
      );
      const apps = [t.app, second ?? t.app];
      const answers = await Promise.all(
        racers.map((racer, i) =>
          injectAs(
            apps[i] ?? t.app,
            racer.token,
          )({
            method: "PUT",
            url: `/api/bookings/${booked[i]?._id}/reschedule`,
            payload: { date: to, timeSlot: MORNING.timeSlot },
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const inWindow = await injectAs(t.app, t.clinicToken)({ method: "GET", url: "/api/clinics/bookings" });
      const holding = (inWindow.json() as Booking[]).filter(
        (item) => item.date === to && item.timeSlot === MORNING.timeSlot && item.status === "confirmed",
      );
      expect(holding).toHaveLength(2);
    }
  });
});
