import { TIME_WINDOWS, windowBounds } from "@ivdrips/contract/time-windows";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import { clinicDecision, demoNurse, customerTokenAt, paidBooking } from "../../../test/booking-fixtures";
import { parseEmail, startSmtpReceiver, type SmtpReceiver } from "../../../test/smtp-receiver";
import {
  TEST_JWT_SECRET,
  appDeps,
  injectAs,
  loginDemoClinic,
  registerCustomer,
} from "../../../test/test-app";
import { TEST_DB } from "../../../test/test-database";
import { buildApp } from "../../app";
import { openPostgresDatabase, type DatabaseHandle } from "../../db/client";
import { outboxEmails } from "../../db/schema";
import { createMailTransport, type MailTransport } from "../notifications/mail-transport";
import { createOutboxDispatcher, outboxCredentialSealer } from "../notifications/outbox-dispatcher";
import { dueReminder } from "./booking-sweeps.service";

/** Reminder emails 24 h and 2 h before an approved visit, in Kuala Lumpur time, once each. */

const HOUR = 60 * 60_000;
const NOW = "2026-06-01T09:00:00+08:00";
const [MORNING] = TIME_WINDOWS;
const REMINDER_KINDS = ["booking_reminder_24h", "booking_reminder_2h"];
const t = appUnderTest({ now: NOW, signUpCustomer: true, eachTest: "reset clock" });
const freshDay = freshDays("2026-07-01");

/** Signed in at the clock's time: clinic sessions last a working day, and the tests travel in time. */
const decide = async (id: string, status: "approved" | "rejected") =>
  injectAs(
    t.app,
    await loginDemoClinic(t.app, t.seeded),
  )({
    method: "PUT",
    url: `/api/clinics/bookings/${id}/status`,
    payload: clinicDecision(status, demoNurse(t.seeded)),
  });

const remindersOf = async (id: string) =>
  (
    await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.bookingId, id), inArray(outboxEmails.kind, REMINDER_KINDS)))
  )
    .map((row) => row.kind)
    .sort();

/** An approved morning visit on a fresh day, and the instant its window starts. */
async function approvedVisit(token = t.customer.token) {
  const date = freshDay();
  const booking = await paidBooking(t.app, token, { date, timeSlot: MORNING.timeSlot });
  expect((await decide(booking._id, "approved")).statusCode).toBe(200);
  return { booking, startsAt: windowBounds(date, MORNING).startsAt };
}

describe("dueReminder", () => {
  const startsAt = new Date("2026-07-10T00:00:00Z");
  const at = (hoursBefore: number) => new Date(startsAt.getTime() - hoursBefore * HOUR);
  it.each([
    [30, 48, undefined],
    [24.01, 48, undefined],
    [24, 48, "booking_reminder_24h"],
    [3, 48, "booking_reminder_24h"],
    [2, 48, "booking_reminder_2h"],
    [0.1, 48, "booking_reminder_2h"],
    [0, 48, undefined],
    // Approved after its time: the 24 h reminder is never sent late; the 2 h one still is.
    [10, 12, undefined],
    [2, 12, "booking_reminder_2h"],
    [1, 1.5, undefined],
  ])("at %s h before a visit approved %s h before → %s", (hoursBefore, approvedHoursBefore, expected) => {
    expect(
      dueReminder({ windowStartsAt: startsAt, decidedAt: at(approvedHoursBefore) }, at(hoursBefore)),
    ).toBe(expected);
  });
  it("sends none before the clinic approved", () => {
    expect(dueReminder({ windowStartsAt: startsAt, decidedAt: null }, at(1))).toBeUndefined();
  });
});

describe("queueing reminders", () => {
  it("queues the 24 h reminder at its time and the 2 h one at its time, each once", async () => {
    const { booking, startsAt } = await approvedVisit();
    t.clock.set(new Date(startsAt.getTime() - 24 * HOUR - 60_000));
    await t.app.bookings.sweep();
    expect(await remindersOf(booking._id)).toEqual([]);

    t.clock.set(new Date(startsAt.getTime() - 24 * HOUR));
    await t.app.bookings.sweep();
    await t.app.bookings.sweep();
    expect(await remindersOf(booking._id)).toEqual(["booking_reminder_24h"]);
    const [email] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.bookingId, booking._id), eq(outboxEmails.kind, "booking_reminder_24h")));
    expect(email?.toAddress).toBe(t.customer.email);
    // Kuala Lumpur time, whatever the server's zone: 8 AM on the KL day.
    expect(email?.textBody).toContain(`${booking.reference}`);
    expect(email?.textBody).toContain("Morning 8AM - 12PM (Kuala Lumpur time)");
    expect(email?.subject).toContain("tomorrow");

    t.clock.set(new Date(startsAt.getTime() - 2 * HOUR));
    await t.app.bookings.sweep();
    t.clock.advance(30 * 60_000);
    await t.app.bookings.sweep();
    expect(await remindersOf(booking._id)).toEqual(["booking_reminder_24h", "booking_reminder_2h"]);

    t.clock.set(new Date(startsAt.getTime() + HOUR));
    await t.app.bookings.sweep();
    expect(await remindersOf(booking._id)).toEqual(["booking_reminder_24h", "booking_reminder_2h"]);
  });

  it("sends nothing for bookings not approved, rejected or cancelled", async () => {
    const date = freshDay();
    const pending = await paidBooking(t.app, t.customer.token, { date, timeSlot: MORNING.timeSlot });
    const rejected = await paidBooking(t.app, t.customer.token, { date, timeSlot: TIME_WINDOWS[1].timeSlot });
    expect((await decide(rejected._id, "rejected")).statusCode).toBe(200);
    const { booking: cancelled, startsAt } = await approvedVisit();
    const cancel = await injectAs(
      t.app,
      t.customer.token,
    )({ method: "PUT", url: `/api/bookings/${cancelled._id}/cancel` });
    expect(cancel.statusCode).toBe(200);
    for (const hoursBefore of [30, 24, 2, 1]) {
      t.clock.set(new Date(windowBounds(date, MORNING).startsAt.getTime() - hoursBefore * HOUR));
      await t.app.bookings.sweep();
      t.clock.set(new Date(startsAt.getTime() - hoursBefore * HOUR));
      await t.app.bookings.sweep();
    }
    for (const booking of [pending, rejected, cancelled]) expect(await remindersOf(booking._id)).toEqual([]);
  });

  it("drops a queued, unsent reminder when the booking is cancelled, and one of the old window on reschedule", async () => {
    const { booking, startsAt } = await approvedVisit();
    t.clock.set(new Date(startsAt.getTime() - 24 * HOUR));
    await t.app.bookings.sweep();
    expect(await remindersOf(booking._id)).toEqual(["booking_reminder_24h"]);
    const token = await customerTokenAt(t.clock, t.customer.id);
    const cancel = await injectAs(
      t.app,
      token,
    )({ method: "PUT", url: `/api/bookings/${booking._id}/cancel` });
    expect(cancel.statusCode).toBe(200);
    expect(await remindersOf(booking._id)).toEqual([]);

    t.clock.set(NOW);
    const moved = await approvedVisit();
    t.clock.set(new Date(moved.startsAt.getTime() - 25 * HOUR));
    // Approved long ago; now 25 h before: no reminder yet. Move it two days later and approve again.
    const later = freshDay();
    const response = await injectAs(
      t.app,
      await customerTokenAt(t.clock, t.customer.id),
    )({
      method: "PUT",
      url: `/api/bookings/${moved.booking._id}/reschedule`,
      payload: { date: later, timeSlot: MORNING.timeSlot },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await decide(moved.booking._id, "approved")).statusCode).toBe(200);
    const newStart = windowBounds(later, MORNING).startsAt;
    t.clock.set(new Date(newStart.getTime() - 24 * HOUR));
    await t.app.bookings.sweep();
    expect(await remindersOf(moved.booking._id)).toEqual(["booking_reminder_24h"]);
  });

  it("honours a customer who turned reminders off, and again on", async () => {
    const other = await registerCustomer(t.app);
    const as = injectAs(t.app, other.token);
    const off = await as({
      method: "PUT",
      url: "/api/users/preferences",
      payload: { emailReminders: false, marketingEmails: false },
    });
    expect(off.statusCode).toBe(200);
    const { booking, startsAt } = await approvedVisit(other.token);
    t.clock.set(new Date(startsAt.getTime() - 24 * HOUR));
    await t.app.bookings.sweep();
    expect(await remindersOf(booking._id)).toEqual([]);

    const on = await injectAs(
      t.app,
      await customerTokenAt(t.clock, other.user.id),
    )({
      method: "PUT",
      url: "/api/users/preferences",
      payload: { emailReminders: true, marketingEmails: false },
    });
    expect(on.statusCode).toBe(200);
    t.clock.set(new Date(startsAt.getTime() - 2 * HOUR));
    await t.app.bookings.sweep();
    expect(await remindersOf(booking._id)).toEqual(["booking_reminder_2h"]);
  });
});

describe(`two API processes sweeping and dispatching at once (${TEST_DB === "postgres" ? "two connection pools" : "one connection"})`, () => {
  let receiver: SmtpReceiver;
  let transport: MailTransport;
  let secondPool: DatabaseHandle | undefined;
  let second: FastifyInstance;
  const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    transport = createMailTransport({
      smtpUrl: receiver.url,
      dataDir: "/nonexistent",
      from: "IV Drips <bookings@ivdrips.my>",
      log: silent,
    });
    secondPool =
      TEST_DB === "postgres" && t.database.url
        ? await openPostgresDatabase(t.database.url, { maxConnections: 5 })
        : undefined;
    second = await buildApp(
      appDeps({ database: secondPool ?? t.database, jwtSecret: TEST_JWT_SECRET, clock: t.clock }),
    );
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondPool?.close();
    transport.close();
    await receiver.close();
  });

  it("delivers each reminder exactly once", async () => {
    const visits = await Promise.all([approvedVisit(), approvedVisit(), approvedVisit()]);
    const dispatchers = [t.database, secondPool ?? t.database].map((database) =>
      createOutboxDispatcher({
        db: database.db,
        transport,
        clock: t.clock,
        log: silent,
        credentials: outboxCredentialSealer(TEST_JWT_SECRET),
        batchSize: 2,
      }),
    );
    const drain = async () => {
      await Promise.all([second.bookings.sweep(), t.app.bookings.sweep()]);
      await Promise.all(dispatchers.map((dispatcher) => dispatcher.dispatchDue()));
    };
    for (const visit of visits) {
      for (const hoursBefore of [24, 23, 2, 1]) {
        t.clock.set(new Date(visit.startsAt.getTime() - hoursBefore * HOUR));
        await drain();
      }
    }
    const delivered = await Promise.all(receiver.delivered.map((raw) => parseEmail(raw)));
    // Earlier tests' queued reminders go out too: count those of these visits.
    const references = visits.map(({ booking }) => booking.reference);
    const reminders = delivered.filter(
      (email) =>
        /^Reminder:/.test(email.subject ?? "") &&
        references.some((reference) => email.subject?.includes(reference)),
    );
    expect(reminders).toHaveLength(visits.length * 2);
    for (const { booking } of visits) {
      const mine = reminders.filter((email) => email.subject?.includes(booking.reference));
      expect(mine.map((email) => email.subject?.includes("tomorrow"))).toEqual([true, false]);
    }
  });
});
