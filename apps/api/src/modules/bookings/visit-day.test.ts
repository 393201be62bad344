import type { Booking } from "@ivdrips/contract/bookings";
import { formatRm } from "@ivdrips/contract/money";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import {
  addClinic,
  customerTokenAt,
  demoNurse,
  paidBooking,
  unreportedVisitEnds,
} from "../../../test/booking-fixtures";
import { injectAs, loginDemoClinic, testClinicalSealer } from "../../../test/test-app";
import { auditLog, bookingClearances, bookings, outboxEmails } from "../../db/schema";

/** The visit day through the API (issue 37): who comes, the steps in order, and the outcomes' refunds. */

const NOW = "2026-06-01T09:00:00+08:00";
const t = appUnderTest({ now: NOW, signUpCustomer: true, signInDemoClinic: true, eachTest: "reset clock" });
let otherClinic: { clinicId: string; providerId: string; token: string; clinicianId: string };
beforeAll(async () => {
  otherClinic = await addClinic(t.app, t.database.db, { username: "visit-day-other", city: "Kuala Lumpur" });
});
const freshDay = freshDays("2026-08-01");
const MIN = 60_000;
const HOUR = 60 * MIN;

/** Tokens issued at the clock's time (the clock moves to the visit, weeks ahead). */
const clinic = async () => injectAs(t.app, await loginDemoClinic(t.app, t.seeded));
const customer = async () => injectAs(t.app, await customerTokenAt(t.clock, t.customer.id));

/** A paid booking of the demo clinic, approved by its nurse. */
async function approvedVisit(): Promise<Booking> {
  const paid = await paidBooking(t.app, t.customer.token, {
    date: freshDay(),
    providerId: t.seeded.providerId,
  });
  const response = await injectAs(
    t.app,
    t.clinicToken,
  )({
    method: "PUT",
    url: `/api/clinics/bookings/${paid._id}/status`,
    payload: { status: "approved", clinicianId: demoNurse(t.seeded) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const at = (booking: Booking, ms: number) => new Date(Date.parse(booking.windowStartsAt) + ms);
const progress = async (id: string, payload: Record<string, unknown>) =>
  (await clinic())({ method: "POST", url: `/api/clinics/bookings/${id}/progress`, payload });
const outcome = async (id: string, payload: Record<string, unknown>) =>
  (await clinic())({ method: "POST", url: `/api/clinics/bookings/${id}/outcome`, payload });
const emailsOf = async (id: string) =>
  t.database.db.select().from(outboxEmails).where(eq(outboxEmails.bookingId, id));
const rowOf = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

/** Adds a RM 100 night surcharge line to the booking as the hold will charge it (total = lines). */
async function withNightSurcharge(id: string): Promise<void> {
  await t.database.db
    .update(bookings)
    .set({ nightSurchargeSen: 10_000, totalSen: sql`${bookings.totalSen} + 10000` })
    .where(eq(bookings.id, id));
}

async function registerNurse(name: string, number: string): Promise<string> {
  const response = await injectAs(
    t.app,
    t.clinicToken,
  )({
    method: "POST",
    url: "/api/clinics/clinicians",
    payload: { name, role: "nurse", registrationBody: "LJM", registrationNumber: number },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

describe("who comes", () => {
  it("assigns the clinician who cleared the patient on approval, shown with their registration", async () => {
    const booking = await approvedVisit();
    expect(booking.visit).toMatchObject({
      clinician: { id: demoNurse(t.seeded), role: "nurse" },
      step: null,
      etaAt: null,
    });
    expect(booking.visit?.clinician?.registrationNumber).toMatch(/\w+/);
    expect((await rowOf(booking._id))?.clinicianId).toBe(demoNurse(t.seeded));
  });

  it("reassigns only with a reason, kept in the booking's history", async () => {
    const booking = await approvedVisit();
    const other = await registerNurse("Nurse Mei Ling", `LJM-${Date.now() % 100000}`);
    const assign = (payload: Record<string, unknown>) =>
      injectAs(
        t.app,
        t.clinicToken,
      )({ method: "PUT", url: `/api/clinics/bookings/${booking._id}/clinician`, payload });

    const bare = await assign({ clinicianId: other });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: "VALIDATION_ERROR", messageId: "reassignReasonRequired" });

    const reassigned = await assign({ clinicianId: other, reason: "Siti is unwell today" });
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    expect(reassigned.json()).toMatchObject({ visit: { clinician: { id: other, name: "Nurse Mei Ling" } } });
    const history = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, booking._id));
    expect(history).toContainEqual(
      expect.objectContaining({
        action: "clinic.assign_clinician",
        note: "Siti is unwell today",
        before: { clinicianId: demoNurse(t.seeded) },
        after: { clinicianId: other },
      }),
    );
    // The same clinician again changes nothing and needs no reason.
    expect((await assign({ clinicianId: other })).statusCode).toBe(200);
  });

  it("refuses another clinic's clinician (403), an inactive one (409), and another clinic's booking (404)", async () => {
    const booking = await approvedVisit();
    const assign = (token: string, payload: Record<string, unknown>) =>
      injectAs(
        t.app,
        token,
      )({ method: "PUT", url: `/api/clinics/bookings/${booking._id}/clinician`, payload });
    const foreign = await assign(t.clinicToken, { clinicianId: otherClinic.clinicianId, reason: "Cover" });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ messageId: "clinicianNotOfClinic" });

    const retired = await registerNurse("Nurse Retired", `LJM-R${Date.now() % 100000}`);
    await injectAs(
      t.app,
      t.clinicToken,
    )({ method: "PUT", url: `/api/clinics/clinicians/${retired}`, payload: { isActive: false } });
    const inactive = await assign(t.clinicToken, { clinicianId: retired, reason: "Cover" });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toMatchObject({ messageId: "clinicianInactive" });

    const notTheirs = await assign(otherClinic.token, { clinicianId: otherClinic.clinicianId });
    expect(notTheirs.statusCode).toBe(404);
  });
});

describe("the day, live", () => {
  it("takes the steps in order only, each with its time, and tells the customer at on_the_way", async () => {
    const booking = await approvedVisit();
    t.clock.set(at(booking, -5 * HOUR));
    const early = await progress(booking._id, { step: "on_the_way", etaMinutes: 30 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: "INVALID_TRANSITION", messageId: "setOffTooEarly" });

    t.clock.set(at(booking, -HOUR));
    const arrivedFirst = await progress(booking._id, { step: "arrived" });
    expect(arrivedFirst.statusCode).toBe(409);
    expect(arrivedFirst.json()).toMatchObject({
      code: "INVALID_TRANSITION",
      messageId: "arrivedBeforeOnTheWay",
    });

    const before = await t.database.db.execute(sql`select count(*)::int as n from booking_events`);
    const setOff = await progress(booking._id, { step: "on_the_way", etaMinutes: 40 });
    expect(setOff.statusCode, setOff.body).toBe(200);
    const now = at(booking, -HOUR);
    expect(setOff.json()).toMatchObject({
      state: "approved",
      actions: ["arrived", "access_refused"],
      visit: {
        step: "on_the_way",
        onTheWayAt: now.toISOString(),
        etaAt: new Date(now.getTime() + 40 * MIN).toISOString(),
      },
    });
    const after = await t.database.db.execute(sql`select count(*)::int as n from booking_events`);
    const count = (result: unknown) => Number((result as { rows: { n: number }[] }).rows[0]?.n);
    expect(count(after)).toBe(count(before) + 1);

    const email = (await emailsOf(booking._id)).find((row) => row.kind === "visit_on_the_way");
    expect(email?.subject).toBe(`Your clinician is on the way: ${booking.reference}`);
    expect(email?.textBody).toContain(booking.visit?.clinician?.name ?? "?");

    // The customer reads the same step.
    const read = await (await customer())({ method: "GET", url: `/api/bookings/${booking._id}` });
    expect(read.json()).toMatchObject({ visit: { step: "on_the_way" } });

    for (const step of ["arrived", "started", "completed"]) {
      t.clock.advance(10 * MIN);
      const response = await progress(booking._id, { step });
      expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
    }
    const done = await rowOf(booking._id);
    expect(done).toMatchObject({ status: "completed" });
    expect(done?.completedAt).toEqual(t.clock());
  });

  it("is only the booking's clinic's: another clinic's progress is not found", async () => {
    const booking = await approvedVisit();
    // Refused before the lifecycle is asked: at any time, the booking is not theirs to see.
    const response = await injectAs(
      t.app,
      otherClinic.token,
    )({
      method: "POST",
      url: `/api/clinics/bookings/${booking._id}/progress`,
      payload: { step: "on_the_way", etaMinutes: 20 },
    });
    expect(response.statusCode).toBe(404);
    expect((await rowOf(booking._id))?.onTheWayAt).toBeNull();
  });

  it("completes visits nobody reported on 2 h after the window, and leaves stalled ones for staff", async () => {
    const silent = await approvedVisit();
    const stalled = await approvedVisit();
    t.clock.set(at(stalled, -HOUR));
    expect((await progress(stalled._id, { step: "on_the_way", etaMinutes: 30 })).statusCode).toBe(200);

    t.clock.set(new Date(unreportedVisitEnds(silent.windowEndsAt).getTime() - 1));
    await t.app.bookings.sweep();
    expect((await rowOf(silent._id))?.status).toBe("confirmed");
    t.clock.set(
      unreportedVisitEnds(
        stalled.windowEndsAt > silent.windowEndsAt ? stalled.windowEndsAt : silent.windowEndsAt,
      ),
    );
    await t.app.bookings.sweep();
    expect((await rowOf(silent._id))?.status).toBe("completed");
    expect((await rowOf(stalled._id))?.status).toBe("confirmed");
  });
});

describe("when a visit cannot happen", () => {
  it("patient_absent after the wait: the late-cancel rule line by line, the note shown, the refund queued", async () => {
    const booking = await approvedVisit();
    await withNightSurcharge(booking._id);
    t.clock.set(at(booking, -HOUR));
    await progress(booking._id, { step: "on_the_way", etaMinutes: 30 });
    t.clock.set(at(booking, 0));
    await progress(booking._id, { step: "arrived" });

    t.clock.set(at(booking, 10 * MIN));
    const tooSoon = await outcome(booking._id, { outcome: "patient_absent", note: "Nobody answered" });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toMatchObject({ messageId: "patientWaitNotOver" });

    t.clock.set(at(booking, 15 * MIN));
    const absent = await outcome(booking._id, {
      outcome: "patient_absent",
      note: "Nobody answered the door",
    });
    expect(absent.statusCode, absent.body).toBe(200);
    // RM 600 drip + RM 100 night: half of each line back.
    expect(absent.json()).toMatchObject({
      state: "cancelled",
      cancellationReason: "patient_absent",
      cancellationNote: "Nobody answered the door",
      refund: { amount: 350, cancellationFee: 350, status: "pending" },
      priceLines: [
        { kind: "drip", amount: 600, refunded: 300 },
        { kind: "night_surcharge", amount: 100, refunded: 50 },
      ],
      visit: { step: "arrived" },
    });
    expect(await rowOf(booking._id)).toMatchObject({ refundSen: 35_000, cancellationFeeSen: 35_000 });
    const email = (await emailsOf(booking._id)).find((row) => row.kind === "visit_outcome");
    expect(email?.textBody).toContain("Nobody answered the door");
    expect(email?.textBody).toContain(formatRm(35_000));
  });

  it("access_refused on the way: the same rule", async () => {
    const booking = await approvedVisit();
    t.clock.set(at(booking, -HOUR));
    const notYet = await outcome(booking._id, { outcome: "access_refused", note: "Guard refused" });
    expect(notYet.json()).toMatchObject({ messageId: "accessRefusedBeforeOnTheWay" });
    await progress(booking._id, { step: "on_the_way", etaMinutes: 30 });
    t.clock.set(at(booking, 10 * MIN));
    const refused = await outcome(booking._id, {
      outcome: "access_refused",
      note: "The guardhouse refused entry",
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({
      cancellationReason: "access_refused",
      refund: { amount: 300, cancellationFee: 300 },
    });
  });

  it("not_treatable keeps the call-out fee and seals the note into the clinical record only", async () => {
    const booking = await approvedVisit();
    await withNightSurcharge(booking._id);
    t.clock.set(at(booking, -HOUR));
    await progress(booking._id, { step: "on_the_way", etaMinutes: 30 });
    t.clock.set(at(booking, 0));
    await progress(booking._id, { step: "arrived" });
    const note = "Blood pressure 190/120, referred to a doctor";
    const response = await outcome(booking._id, { outcome: "not_treatable", note });
    expect(response.statusCode, response.body).toBe(200);
    // The RM 100 call-out fee comes off the drip line; the night surcharge goes back whole.
    expect(response.json()).toMatchObject({
      cancellationReason: "not_treatable",
      cancellationNote: null,
      refund: { amount: 600, cancellationFee: 100 },
      priceLines: [
        { kind: "drip", amount: 600, refunded: 500 },
        { kind: "night_surcharge", amount: 100, refunded: 100 },
      ],
    });
    expect(JSON.stringify(await rowOf(booking._id))).not.toContain("190/120");
    expect(response.body).not.toContain("190/120");
    const emails = await emailsOf(booking._id);
    expect(emails.some((row) => row.kind === "visit_outcome")).toBe(true);
    const outbox = await t.database.db.select().from(outboxEmails);
    expect(JSON.stringify(outbox)).not.toContain("190/120");
    const history = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, booking._id));
    expect(JSON.stringify(history)).not.toContain("190/120");

    const [clearance] = await t.database.db
      .select()
      .from(bookingClearances)
      .where(eq(bookingClearances.bookingId, booking._id));
    if (!clearance) throw new Error("the booking has no clinical record");
    expect(clearance.sealedRecord).not.toContain("190/120");
    const opened = testClinicalSealer().open(
      { keyId: clearance.keyId, sealed: clearance.sealedRecord },
      `booking_clearance:${booking._id}`,
    );
    expect(JSON.parse(opened ?? "{}")).toMatchObject({ onSiteNotes: [{ note }] });
  });

  it("clinician_late: refused before 45 minutes, a full refund after, and the clinic told", async () => {
    const booking = await approvedVisit();
    await withNightSurcharge(booking._id);
    const late = async () =>
      (await customer())({ method: "POST", url: `/api/bookings/${booking._id}/clinician-late` });
    t.clock.set(at(booking, 45 * MIN - 1000));
    const early = await late();
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: "INVALID_TRANSITION", messageId: "clinicianNotLateYet" });
    const before = await (await customer())({ method: "GET", url: `/api/bookings/${booking._id}` });
    expect(before.json()).toMatchObject({ actions: [], actionsUntil: at(booking, 45 * MIN).toISOString() });

    t.clock.set(at(booking, 45 * MIN));
    const response = await late();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      cancellationReason: "clinician_late",
      refund: { amount: 700, cancellationFee: 0, status: "pending" },
      priceLines: [
        { kind: "drip", amount: 600, refunded: 600 },
        { kind: "night_surcharge", amount: 100, refunded: 100 },
      ],
    });
    const kinds = (await emailsOf(booking._id)).map((row) => row.kind);
    expect(kinds).toEqual(expect.arrayContaining(["visit_outcome", "clinic_clinician_late"]));
    const other = await injectAs(
      t.app,
      await customerTokenAt(t.clock, t.customer.id),
    )({ method: "POST", url: `/api/bookings/${booking._id}/clinician-late` });
    expect(other.statusCode).toBe(409);
  });
});
