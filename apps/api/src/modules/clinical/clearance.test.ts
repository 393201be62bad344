import type { AccountExport } from "@ivdrips/contract/account-export";
import type { Booking } from "@ivdrips/contract/bookings";
import type { Clearance } from "@ivdrips/contract/clinical";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import { HEALTH_DATA_CONSENT_VERSION } from "@ivdrips/contract/consent-texts";
import {
  addClinic,
  bookingRequest,
  customerTokenAt,
  demoNurse,
  paidBooking,
  postBooking,
  SEEDED_CONSENT_VERSION,
} from "../../../test/booking-fixtures";
import { HEALTHY_ANSWERS, saveHealthProfile, screenCustomer } from "../../../test/clinical-fixtures";
import { openEmailInbox, type EmailInbox } from "../../../test/email-inbox";
import { addStaff } from "../../../test/staff-fixtures";
import { injectAs, registerCustomer } from "../../../test/test-app";
import { TEST_DB } from "../../../test/test-database";
import { createBackup } from "../../cli/backup";
import { queryRows } from "../../db/client";
import { auditLog, bookingClearances, bookings, paymentSessions } from "../../db/schema";

/**
 * Issue 36: no drip without a current health screening, no absolute contraindication, the patient's signed
 * consent to treatment, and a named clinician of the clinic clearing the patient; the record is the clinic's.
 */

const t = appUnderTest({ now: "2026-06-01T09:00:00+08:00", signInDemoClinic: true });
const freshDay = freshDays("2026-06-05");
let inbox: EmailInbox;
let otherClinic: Awaited<ReturnType<typeof addClinic>>;
beforeAll(async () => {
  inbox = await openEmailInbox({ db: t.database.db, clock: t.clock });
  otherClinic = await addClinic(t.app, t.database.db, { username: "clearance-other-clinic" });
});
afterAll(async () => inbox.close());

const as = (token: string) => injectAs(t.app, token);
const checkout = (token: string, request: Record<string, unknown>, amount: number) =>
  as(token)({
    method: "POST",
    url: "/api/payments/create-checkout-session-with-booking",
    payload: { bookingData: request, amount, currency: "MYR" },
  });
const decide = (token: string, id: string, payload: Record<string, unknown>) =>
  as(token)({ method: "PUT", url: `/api/clinics/bookings/${id}/status`, payload });
const clinicList = async (): Promise<Booking[]> =>
  (await as(t.clinicToken)({ method: "GET", url: "/api/clinics/bookings" })).json();
const countRows = async (table: typeof bookings | typeof paymentSessions) =>
  (await t.database.db.select().from(table)).length;

describe("a booking's clinical gate", () => {
  it("says which step is missing, in order: consent, profile, a fresh profile, the consent to treatment", async () => {
    const { token, user } = await registerCustomer(t.app, { screened: false });
    const request = bookingRequest({ date: freshDay() });
    const refusal = async (payload: unknown) => {
      const response = await postBooking(t.app, token, payload);
      return {
        status: response.statusCode,
        code: response.json().code,
        messageId: response.json().messageId,
      };
    };
    expect(await refusal(request)).toEqual({
      status: 409,
      code: "HEALTH_CONSENT_REQUIRED",
      messageId: "healthConsentRequired",
    });
    await as(token)({
      method: "POST",
      url: "/api/account/health-consent",
      payload: { version: HEALTH_DATA_CONSENT_VERSION },
    });
    expect(await refusal(request)).toMatchObject({
      code: "HEALTH_PROFILE_REQUIRED",
      messageId: "healthProfileRequired",
    });
    await saveHealthProfile(t.app, token);
    const { consent: _signed, ...unsigned } = request;
    expect(await refusal(unsigned)).toMatchObject({
      code: "TREATMENT_CONSENT_REQUIRED",
      messageId: "treatmentConsentRequired",
    });
    expect(await refusal({ ...request, consent: { ...request.consent, version: "1.0" } })).toMatchObject({
      code: "TREATMENT_CONSENT_REQUIRED",
      messageId: "treatmentConsentOutdated",
    });
    expect(
      await refusal({ ...request, consent: { ...request.consent, signedName: "Somebody Else" } }),
    ).toMatchObject({ status: 400, messageId: "treatmentConsentNameMismatch" });
    expect(await refusal({ ...request, consent: { ...request.consent, agreed: false } })).toMatchObject({
      status: 400,
      messageId: "treatmentConsentTick",
    });
    // The name as the patient types it: case and spacing aside.
    const held = await postBooking(t.app, token, {
      ...request,
      consent: { version: SEEDED_CONSENT_VERSION, signedName: "  aisha   RAHMAN ", agreed: true },
    });
    expect(held.statusCode, held.body).toBe(201);

    // A year on, the profile is asked again before the next booking.
    t.clock.advance(366 * 24 * 60 * 60_000);
    try {
      const later = await postBooking(
        t.app,
        await customerTokenAt(t.clock, user.id),
        bookingRequest({ date: "2027-06-10" }),
      );
      expect(later.json()).toMatchObject({ code: "HEALTH_PROFILE_STALE", messageId: "healthProfileStale" });
    } finally {
      t.clock.set("2026-06-01T09:00:00+08:00");
    }
  });

  it("stops an absolute contraindication before any hold or checkout exists: nothing is charged", async () => {
    const { token } = await registerCustomer(t.app, { screened: false });
    await screenCustomer(t.app, token, { conditions: ["g6pd_deficiency"] });
    const [bookingsBefore, sessionsBefore] = [await countRows(bookings), await countRows(paymentSessions)];
    // NutrImmunity is high-dose vitamin C: G6PD deficiency is absolute for it.
    const request = bookingRequest({ serviceId: "nutrimmunity", totalAmount: 900, date: freshDay() });
    const refused = await checkout(token, request as Record<string, unknown>, 900);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: "CONTRAINDICATED", messageId: "contraindicated" });
    expect(refused.json().message).toContain("speak to your doctor");
    expect(refused.json().message).not.toMatch(/g6pd/i);
    expect(await countRows(bookings)).toBe(bookingsBefore);
    expect(await countRows(paymentSessions)).toBe(sessionsBefore);
    // In the customer's language.
    const malay = await as(token)({
      method: "POST",
      url: "/api/bookings",
      headers: { "accept-language": "ms" },
      payload: bookingRequest({ serviceId: "nutrimmunity", totalAmount: 900, date: freshDay() }),
    });
    expect(malay.json().messageId).toBe("contraindicated");
    // For NutriGlow it is only relative: the booking goes on.
    expect((await postBooking(t.app, token, bookingRequest({ date: freshDay() }))).statusCode).toBe(201);
  });

  it("brings a relative contraindication to the clinic flagged, with the record as it was when booking", async () => {
    const { token } = await registerCustomer(t.app, { screened: false });
    await screenCustomer(t.app, token, { conditions: ["diabetes"], medication: "Metformin 500 mg" });
    const booking = await paidBooking(t.app, token, { date: freshDay() });
    // A later change of the profile does not change what the clinician clears.
    await saveHealthProfile(t.app, token, { conditions: ["none"], medication: "" });

    const listed = (await clinicList()).find((entry) => entry._id === booking._id);
    expect(listed?.clinicalFlags).toEqual(["diabetes"]);
    const clearance = await as(t.clinicToken)({
      method: "GET",
      url: `/api/clinics/bookings/${booking._id}/clearance`,
    });
    expect(clearance.statusCode).toBe(200);
    expect(clearance.headers["cache-control"]).toBe("private, no-store");
    const record: Clearance = clearance.json();
    expect(record).toMatchObject({
      bookingId: booking._id,
      serviceId: "nutriglow",
      flags: ["diabetes"],
      ageAtBooking: 36,
      decision: "pending",
      clinician: null,
      consent: { version: SEEDED_CONSENT_VERSION, signedName: "Aisha Rahman", language: "en" },
    });
    expect(record.answers).toEqual({
      ...HEALTHY_ANSWERS,
      conditions: ["diabetes"],
      medication: "Metformin 500 mg",
    });
    expect(record.consent.text).toContain("anaphylaxis");

    // Raw SQL: the record is ciphertext, bound to its booking.
    const rows = await queryRows<{ sealed_record: string; key_id: string }>(
      t.database.db,
      sql`select sealed_record, key_id from booking_clearances where booking_id = ${booking._id}`,
    );
    expect(rows[0]?.key_id).toMatch(/^[0-9a-f]{12}$/);
    for (const secret of ["diabetes", "Metformin", "Aisha", "1990-04-12"])
      expect(rows[0]?.sealed_record).not.toContain(secret);

    // Another clinic, a customer, and an unknown booking get nothing.
    const elsewhere = await as(otherClinic.token)({
      method: "GET",
      url: `/api/clinics/bookings/${booking._id}/clearance`,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(
      (await as(token)({ method: "GET", url: `/api/clinics/bookings/${booking._id}/clearance` })).statusCode,
    ).toBe(403);
  });
});

describe("the clinician's clearance", () => {
  it("needs a named clinician of the clinic: none → 400, another clinic's → 403, then records who cleared", async () => {
    const { token } = await registerCustomer(t.app);
    const booking = await paidBooking(t.app, token, { date: freshDay() });
    const without = await decide(t.clinicToken, booking._id, { status: "approved" });
    expect(without.statusCode).toBe(400);
    expect(without.json().messageId).toBe("clinicianRequired");
    const foreign = await decide(t.clinicToken, booking._id, {
      status: "approved",
      clinicianId: otherClinic.clinicianId,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().messageId).toBe("clinicianNotOfClinic");
    expect((await clinicList()).find((entry) => entry._id === booking._id)?.clinicApprovalStatus).toBe(
      "pending",
    );

    const approved = await decide(t.clinicToken, booking._id, {
      status: "approved",
      clinicianId: demoNurse(t.seeded),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const record: Clearance = (
      await as(t.clinicToken)({ method: "GET", url: `/api/clinics/bookings/${booking._id}/clearance` })
    ).json();
    expect(record).toMatchObject({
      decision: "cleared",
      clinician: { name: "Nurse Aminah binti Hassan", role: "nurse", registrationBody: "LJM" },
    });
    expect(record.decidedAt).toBe("2026-06-01T01:00:00.000Z");
  });

  it("refuses a clinician no longer active with the clinic", async () => {
    const { token } = await registerCustomer(t.app);
    const booking = await paidBooking(t.app, token, { providerId: otherClinic.providerId, date: freshDay() });
    const deactivated = await as(otherClinic.token)({
      method: "POST",
      url: "/api/clinics/clinicians",
      payload: {
        name: "Dr Lim Wei",
        role: "doctor",
        registrationBody: "MMC",
        registrationNumber: "MMC-55120",
      },
    });
    const id = deactivated.json().id as string;
    await as(otherClinic.token)({
      method: "PUT",
      url: `/api/clinics/clinicians/${id}`,
      payload: { isActive: false },
    });
    const refused = await decide(otherClinic.token, booking._id, { status: "approved", clinicianId: id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messageId).toBe("clinicianInactive");
  });

  it("declines on medical grounds: a full refund, the reason in the record only, no clinical word in the email", async () => {
    const { token, user } = await registerCustomer(t.app, { screened: false });
    await screenCustomer(t.app, token, { conditions: ["bleeding_disorder"], medication: "Warfarin" });
    const booking = await paidBooking(t.app, token, { date: freshDay() });
    const noClinician = await decide(t.clinicToken, booking._id, {
      status: "rejected",
      reason: "On warfarin: needs an INR check first.",
      clinical: true,
    });
    expect(noClinician.statusCode).toBe(400);
    const declined = await decide(t.clinicToken, booking._id, {
      status: "rejected",
      reason: "On warfarin: needs an INR check first.",
      clinical: true,
      clinicianId: demoNurse(t.seeded),
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      state: "rejected",
      cancellationReason: "clinical_decline",
      cancellationNote: null,
      refund: { amount: 600, cancellationFee: 0 },
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row).toMatchObject({ refundSen: 60000, cancellationFeeSen: 0, cancellationNote: null });
    const [clearance] = await t.database.db
      .select()
      .from(bookingClearances)
      .where(eq(bookingClearances.bookingId, booking._id));
    expect(clearance).toMatchObject({ decision: "declined", clinicianId: demoNurse(t.seeded) });
    expect(clearance?.sealedRecord).not.toContain("warfarin");

    const email = (await inbox.deliverTo(user.email)).find(
      (message) => message.subject === `Booking ${booking.reference} could not be accepted`,
    );
    expect(email?.text).toContain("Please speak to your doctor");
    for (const word of ["warfarin", "Warfarin", "INR", "bleeding", "Bleeding", "blood"]) {
      expect(email?.text).not.toContain(word);
      expect(String(email?.html)).not.toContain(word);
    }
  });
});

describe("backups", () => {
  it.runIf(TEST_DB === "postgres")("hold the answers and the records as ciphertext only", async () => {
    const { token } = await registerCustomer(t.app, { screened: false });
    await screenCustomer(t.app, token, {
      conditions: ["thalassaemia"],
      drugAllergies: "Sulfonamides (a rash)",
      medication: "Folic acid 5 mg daily",
      emergencyContactName: "Rosnah Backup",
    });
    await paidBooking(t.app, token, { date: freshDay() });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-clinical-backup-"));
    try {
      const file = path.join(dir, "backup.sql");
      await createBackup({ databaseUrl: t.database.url, dataDir: dir }, file);
      const dump = fs.readFileSync(file, "utf8");
      expect(dump).toContain("health_profiles");
      expect(dump).toContain("booking_clearances");
      // (Condition names are in the catalogue's rules: the customer's own words and names must not be.)
      for (const secret of ["Sulfonamides", "Folic acid", "Rosnah Backup", "1990-04-12"]) {
        expect(dump).not.toContain(secret);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("staff reading a clinical record (break-glass)", () => {
  it("needs a stated reason, and writes the reading to the audit log", async () => {
    const staff = await addStaff(t.app, t.database.db);
    const { token } = await registerCustomer(t.app);
    const booking = await paidBooking(t.app, token, { date: freshDay() });
    const url = `/api/admin/bookings/${booking._id}/clearance`;
    const before = (await t.database.db.select().from(auditLog).where(eq(auditLog.action, "clearance.read")))
      .length;

    expect((await as(staff.token)({ method: "GET", url })).statusCode).toBe(400);
    expect((await as(staff.token)({ method: "GET", url: `${url}?reason=curious` })).statusCode).toBe(400);
    const reason = "Customer called about a reaction after the visit (ticket 4411)";
    const read = await as(staff.token)({ method: "GET", url: `${url}?reason=${encodeURIComponent(reason)}` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ bookingId: booking._id, answers: HEALTHY_ANSWERS });
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "clearance.read"));
    expect(audited).toHaveLength(before + 1);
    expect(audited.at(-1)).toMatchObject({ staffId: staff.id, targetId: booking._id, note: reason });
    // The audit row names the booking, never an answer.
    expect(JSON.stringify(audited.at(-1))).not.toContain("1990-04-12");
    // Clinics and customers cannot use the staff route.
    expect(
      (await as(t.clinicToken)({ method: "GET", url: `${url}?reason=${encodeURIComponent(reason)}` }))
        .statusCode,
    ).toBe(403);
  });
});

describe("the customer's export", () => {
  it("holds exactly the caller's account, consents, profile, bookings and clinical records", async () => {
    const { token, user } = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    const mine = await paidBooking(t.app, token, { date: freshDay() });
    await paidBooking(t.app, other.token, { date: freshDay() });
    const response = await as(token)({ method: "GET", url: "/api/account/export" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain("attachment");
    const exported: AccountExport = response.json();
    expect(exported.account).toMatchObject({ id: user.id, email: user.email });
    expect(exported.healthConsents).toHaveLength(1);
    expect(exported.healthProfile?.answers).toEqual(HEALTHY_ANSWERS);
    expect(exported.bookings.map((booking) => booking._id)).toEqual([mine._id]);
    expect(exported.clearances.map((clearance) => clearance.bookingId)).toEqual([mine._id]);
    expect(JSON.stringify(exported)).not.toContain(other.user.email);
  });
});

describe("account deletion and retention", () => {
  it("takes the profile from the customer's reach; a decided record stays with the clinic until its retention ends", async () => {
    const { token, user } = await registerCustomer(t.app);
    const treated = await paidBooking(t.app, token, { date: "2026-06-02" });
    expect(
      (await decide(t.clinicToken, treated._id, { status: "approved", clinicianId: demoNurse(t.seeded) }))
        .statusCode,
    ).toBe(200);
    const undecided = await paidBooking(t.app, token, { date: freshDay() });
    t.clock.set("2026-06-02T13:00:00+08:00");
    await t.app.bookings.sweep();
    t.clock.set("2026-06-01T09:00:00+08:00");

    const deleted = await as(token)({
      method: "DELETE",
      url: "/api/users/profile",
      payload: { password: "Sunrise2026" },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const profiles = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from health_profiles where user_id = ${user.id}`,
    );
    expect(profiles[0]?.n).toBe(0);
    const kept = async () =>
      (await t.database.db.select().from(bookingClearances)).filter((row) =>
        [treated._id, undecided._id].includes(row.bookingId),
      );
    expect((await kept()).map((row) => row.bookingId)).toEqual([treated._id]);

    // The sweep dates the treated visit's record for 7 years after the visit, then purges it.
    await t.app.clinical.settle(7);
    expect((await kept())[0]?.retainUntil?.toISOString()).toBe("2033-06-02T04:00:00.000Z");
    t.clock.set("2033-06-02T12:00:01+08:00");
    try {
      expect((await t.app.clinical.settle(7)).purged).toBeGreaterThanOrEqual(1);
      expect(await kept()).toEqual([]);
    } finally {
      t.clock.set("2026-06-01T09:00:00+08:00");
    }
  });

  it("drops the record of a hold that lapsed: nobody's clinical record", async () => {
    const { token } = await registerCustomer(t.app);
    const held = await postBooking(t.app, token, bookingRequest({ date: freshDay() }));
    const id = held.json()._id as string;
    expect(
      await t.database.db.select().from(bookingClearances).where(eq(bookingClearances.bookingId, id)),
    ).toHaveLength(1);
    t.clock.advance(31 * 60_000);
    try {
      await t.app.bookings.sweep();
      expect((await t.app.clinical.settle(7)).dropped).toBeGreaterThanOrEqual(1);
      expect(
        await t.database.db.select().from(bookingClearances).where(eq(bookingClearances.bookingId, id)),
      ).toEqual([]);
    } finally {
      t.clock.set("2026-06-01T09:00:00+08:00");
    }
  });
});
