import type { AuditList } from "@ivdrips/contract/admin";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  asStaff,
  auditRowsOf,
  emailsOf,
  flaggedBooking,
  paidBooking,
  requestFor,
} from "../../../test/admin-bookings-fixtures";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import { addClinic, clinicDecision, demoNurse } from "../../../test/booking-fixtures";
import { addStaff, type TestStaff } from "../../../test/staff-fixtures";
import { bookings, cryptoPayments } from "../../db/schema";

const NOW = "2026-06-01T09:00:00+08:00";
const t = appUnderTest({ now: NOW, signUpCustomer: true, signInDemoClinic: true, eachTest: "reset clock" });
const day = freshDays("2026-06-05");
let member: TestStaff;

beforeAll(async () => {
  member = await addStaff(t.app, t.database.db, { name: "Hafiz Operations" });
});

const staff = () => asStaff(t.app, member.token);
const rowOf = async (id: string) => {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`no booking ${id}`);
  return row;
};
const paid = (date = day(), overrides = {}) =>
  paidBooking(t.app, t.customer.token, requestFor({}, { date, ...overrides }));

describe("PUT /api/admin/bookings/:id/cancel", () => {
  it("cancels with the policy refund: half, less than 24 h before the visit", async () => {
    // 2026-06-02 08:00 KL is 23 hours after NOW.
    const booking = await paid("2026-06-02");
    // The console shows both amounts before staff choose.
    expect((await staff().detail(booking._id)).actions.cancelRefund).toEqual({ policy: 300, full: 600 });
    const response = await staff().action("PUT", booking._id, "cancel", {
      refund: "policy",
      reason: "Customer phoned: fever",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      booking: { state: "cancelled", refund: { amount: 300, cancellationFee: 300, status: "pending" } },
      actions: { cancel: false, move: false, resendEmails: ["booking_cancelled"], cancelRefund: null },
    });
    const [audit, ...more] = await auditRowsOf(t.database.db, booking._id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      staffId: member.id,
      action: "booking.cancel",
      targetType: "booking",
      note: "Customer phoned: fever",
      before: { reference: booking.reference, status: "confirmed", refundSen: null, refundStatus: null },
      after: {
        reference: booking.reference,
        status: "cancelled",
        refundSen: 30_000,
        cancellationFeeSen: 30_000,
        refundStatus: "pending",
        refundChoice: "policy",
      },
    });
    const emails = await emailsOf(t.database.db, booking._id);
    expect(
      emails.filter((email) => email.kind === "booking_cancelled").map((email) => email.toAddress),
    ).toEqual([t.customer.email]);
    expect(emails.some((email) => email.kind === "clinic_booking_cancelled")).toBe(true);
  });

  it("cancels with a full refund when staff choose it", async () => {
    const booking = await paid("2026-06-02");
    const response = await staff().action("PUT", booking._id, "cancel", {
      refund: "full",
      reason: "Our mistake",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowOf(booking._id)).toMatchObject({
      status: "cancelled",
      refundSen: 60_000,
      cancellationFeeSen: 0,
      refundStatus: "pending",
      cancellationReason: "staff",
      cancellationNote: "Our mistake",
    });
  });

  it("refuses an already-cancelled booking with a 409, writing neither change nor audit row", async () => {
    const booking = await paid();
    expect(
      (await staff().action("PUT", booking._id, "cancel", { refund: "full", reason: "First" })).statusCode,
    ).toBe(200);
    const before = await rowOf(booking._id);
    const again = await staff().action("PUT", booking._id, "cancel", { refund: "full", reason: "Second" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      messageId: "alreadyCancelled",
      message: "Booking has already been cancelled",
    });
    expect(await rowOf(booking._id)).toEqual(before);
    expect((await auditRowsOf(t.database.db, booking._id)).map((row) => row.note)).toEqual(["First"]);
  });

  it("of two cancels at once, one wins and writes the only audit row", async () => {
    const booking = await paid();
    const responses = await Promise.all(
      ["One", "Two"].map((reason) =>
        staff().action("PUT", booking._id, "cancel", { refund: "full", reason }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await auditRowsOf(t.database.db, booking._id)).toHaveLength(1);
  });

  it("refuses once the visit has started", async () => {
    const booking = await paid("2026-06-02");
    t.clock.set("2026-06-02T08:00:00+08:00");
    // A staff session is shorter than a day: sign in again at the later time.
    const later = await addStaff(t.app, t.database.db);
    const response = await asStaff(t.app, later.token).action("PUT", booking._id, "cancel", {
      refund: "full",
      reason: "Too late",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ messageId: "visitStarted" });
    expect(await auditRowsOf(t.database.db, booking._id)).toEqual([]);
  });

  it("validates the body: a refund choice and a reason", async () => {
    const booking = await paid();
    const bad = await staff().action("PUT", booking._id, "cancel", { refund: "half", reason: "x" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ messageId: "refundChoiceInvalid" });
    const noReason = await staff().action("PUT", booking._id, "cancel", { refund: "full", reason: "  " });
    expect(noReason.json()).toMatchObject({ statusCode: 400, messageId: "staffNoteRequired" });
    expect((await rowOf(booking._id)).status).toBe("confirmed");
  });
});

describe("PUT /api/admin/bookings/:id/move", () => {
  it("moves to another window of the same provider; the clinic decides again", async () => {
    const booking = await paid();
    await t.app.bookings.decide(
      t.seeded.clinicId,
      booking._id,
      clinicDecision("approved", demoNurse(t.seeded)),
    );
    const date = day();
    const response = await staff().action("PUT", booking._id, "move", {
      date,
      timeSlot: "Evening 4PM - 8PM",
      reason: "Customer asked by phone",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      booking: { date, timeSlot: "Evening 4PM - 8PM", state: "awaiting_clinic", rescheduleCount: 1 },
    });
    const [audit] = await auditRowsOf(t.database.db, booking._id);
    expect(audit).toMatchObject({
      action: "booking.move",
      note: "Customer asked by phone",
      before: {
        date: booking.date,
        timeSlot: booking.timeSlot,
        clinicApprovalStatus: "approved",
        rescheduleCount: 0,
      },
      after: { date, timeSlot: "Evening 4PM - 8PM", clinicApprovalStatus: "pending", rescheduleCount: 1 },
    });
    const kinds = (await emailsOf(t.database.db, booking._id)).map((email) => email.kind);
    expect(kinds).toEqual(expect.arrayContaining(["booking_rescheduled", "clinic_booking_rescheduled"]));
    const { timeline } = await staff().detail(booking._id);
    expect(timeline.find((entry) => entry.kind === "rescheduled")).toMatchObject({ actor: "staff" });
  });

  it("moves to another clinic's provider: the old clinic is told it lost it, the new one that it has it", async () => {
    const other = await addClinic(t.app, t.database.db, {
      username: "move-target",
      email: "target@clinic.test",
    });
    const booking = await paid();
    const response = await staff().action("PUT", booking._id, "move", {
      date: booking.date,
      timeSlot: booking.timeSlot,
      providerId: other.providerId,
      reason: "Clinic closed that day",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      booking: { provider: { _id: other.providerId }, clinic: { _id: other.clinicId } },
    });
    const emails = await emailsOf(t.database.db, booking._id);
    expect(
      emails.find((email) => email.kind === "clinic_new_booking" && email.toAddress === "target@clinic.test"),
    ).toBeDefined();
    expect(emails.some((email) => email.kind === "clinic_booking_cancelled")).toBe(true);
    const [audit] = await auditRowsOf(t.database.db, booking._id);
    expect(audit?.after).toMatchObject({ providerId: other.providerId });

    // The console's audit log names what the row mentions: the booking, and both providers.
    const log = await staff().get(`/api/admin/audit?targetType=booking&targetId=${booking._id}`);
    expect(log.statusCode, log.body).toBe(200);
    const { entries, names } = log.json() as AuditList;
    expect(entries).toMatchObject([{ action: "booking.move", staff: { name: "Hafiz Operations" } }]);
    const oldProviderId = String(audit?.before?.providerId);
    expect(names).toEqual({
      [booking._id]: booking.reference,
      [other.providerId]: "Clinic move-target",
      [oldProviderId]: expect.any(String),
    });
    expect(names[oldProviderId]).not.toBe(oldProviderId);

    // The booking's own timeline names the providers of the move too.
    const detail = await staff().detail(booking._id);
    expect(detail.names).toMatchObject({
      [other.providerId]: "Clinic move-target",
      [oldProviderId]: names[oldProviderId],
    });
  });

  it("refuses a full window with a 409, writing neither change nor audit row", async () => {
    const small = await addClinic(t.app, t.database.db, { username: "move-full", capacity: 1 });
    const date = day();
    await paid(date, { providerId: small.providerId });
    const booking = await paid();
    const before = await rowOf(booking._id);
    const response = await staff().action("PUT", booking._id, "move", {
      date,
      timeSlot: "Morning 8AM - 12PM",
      providerId: small.providerId,
      reason: "Try the full one",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ messageId: "windowFull" });
    expect(await rowOf(booking._id)).toEqual(before);
    expect(await auditRowsOf(t.database.db, booking._id)).toEqual([]);
  });

  it("refuses the same window and provider, a provider that does not exist, and a past window", async () => {
    const booking = await paid();
    const same = await staff().action("PUT", booking._id, "move", {
      date: booking.date,
      timeSlot: booking.timeSlot,
      reason: "No change",
    });
    expect(same.json()).toMatchObject({ statusCode: 400, messageId: "alreadyAtThisTime" });
    const missing = await staff().action("PUT", booking._id, "move", {
      date: day(),
      timeSlot: booking.timeSlot,
      providerId: "00000000-0000-4000-8000-000000000000",
      reason: "Nowhere",
    });
    expect(missing.json()).toMatchObject({ statusCode: 404, messageId: "providerNotFound" });
    const past = await staff().action("PUT", booking._id, "move", {
      date: "2026-05-31",
      timeSlot: booking.timeSlot,
      reason: "Yesterday",
    });
    expect(past.json()).toMatchObject({ statusCode: 409, messageId: "windowUnavailable" });
    expect(await auditRowsOf(t.database.db, booking._id)).toEqual([]);
  });
});

describe("POST /api/admin/bookings/:id/resend-email", () => {
  it("queues the confirmation again, through the outbox, and audits it", async () => {
    const booking = await paid();
    const response = await staff().action("POST", booking._id, "resend-email", {
      kind: "booking_received",
      note: "Customer cannot find it",
    });
    expect(response.statusCode, response.body).toBe(200);
    const received = (await emailsOf(t.database.db, booking._id)).filter(
      (email) => email.kind === "booking_received",
    );
    expect(received).toHaveLength(2);
    expect(received.map((email) => email.toAddress)).toEqual([t.customer.email, t.customer.email]);
    const [audit] = await auditRowsOf(t.database.db, booking._id);
    expect(audit).toMatchObject({
      action: "booking.resend_email",
      note: "Customer cannot find it",
      after: { emailKind: "booking_received" },
    });
  });

  it("refuses an email that is not true of the booking now, writing nothing", async () => {
    const booking = await paid();
    const emailsBefore = await emailsOf(t.database.db, booking._id);
    const response = await staff().action("POST", booking._id, "resend-email", { kind: "booking_cancelled" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ messageId: "emailNotResendable" });
    expect(await emailsOf(t.database.db, booking._id)).toEqual(emailsBefore);
    expect(await auditRowsOf(t.database.db, booking._id)).toEqual([]);
    const unknown = await staff().action("POST", booking._id, "resend-email", { kind: "password_reset" });
    expect(unknown.json()).toMatchObject({ statusCode: 400, messageId: "resendKindInvalid" });
  });
});

describe("PUT /api/admin/bookings/:id/resolve-payment", () => {
  it("clears the flag (and the booking's crypto payment's) with the note, audited", async () => {
    const booking = await flaggedBooking(t.app, t.customer.token, requestFor({}, { date: day() }));
    await t.database.db.insert(cryptoPayments).values({
      txHash: `0x${"ab".repeat(32)}`,
      userId: t.customer.id,
      bookingId: booking._id,
      token: "USDT",
      tokenAddress: `0x${"11".repeat(20)}`,
      fromAddress: `0x${"22".repeat(20)}`,
      amountUnits: "1",
      expectedUnits: "142080000",
      blockNumber: "1",
      attentionReason: "amount_mismatch",
    });
    const response = await staff().action("PUT", booking._id, "resolve-payment", {
      note: "Refunded by hand",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ booking: { attentionReason: null, state: "cancelled" } });
    const [payment] = await t.database.db
      .select()
      .from(cryptoPayments)
      .where(eq(cryptoPayments.bookingId, booking._id));
    expect(payment?.attentionReason).toBeNull();
    const [audit] = await auditRowsOf(t.database.db, booking._id);
    expect(audit).toMatchObject({
      action: "booking.resolve_payment",
      note: "Refunded by hand",
      before: {
        attentionReason: "amount_mismatch",
        cryptoPayments: [{ attentionReason: "amount_mismatch" }],
      },
      after: { attentionReason: null, cryptoPayments: [{ attentionReason: null }] },
    });
  });

  it("answers 409 when nothing is flagged, writing nothing", async () => {
    const booking = await paid();
    const response = await staff().action("PUT", booking._id, "resolve-payment", { note: "Nothing" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ messageId: "paymentNotFlagged" });
    expect(await auditRowsOf(t.database.db, booking._id)).toEqual([]);
  });

  it("answers 404 for a booking that does not exist", async () => {
    const response = await staff().action("PUT", "00000000-0000-4000-8000-000000000000", "resolve-payment", {
      note: "Who?",
    });
    expect(response.statusCode).toBe(404);
  });
});
