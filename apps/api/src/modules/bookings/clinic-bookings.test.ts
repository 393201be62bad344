import type { Booking } from "@ivdrips/contract/bookings";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import {
  addClinic,
  clinicDecision,
  demoNurse,
  holdWindow,
  paidBooking,
} from "../../../test/booking-fixtures";
import { injectAs } from "../../../test/test-app";
import { bookings, outboxEmails } from "../../db/schema";

const NOW = "2026-06-01T09:00:00+08:00";
const t = appUnderTest({ now: NOW, signUpCustomer: true, signInDemoClinic: true, eachTest: "reset clock" });
let otherClinic: { clinicId: string; providerId: string; token: string; clinicianId: string };
beforeAll(async () => {
  otherClinic = await addClinic(t.app, t.database.db, { username: "mont-kiara-care", city: "Kuala Lumpur" });
});
const freshDay = freshDays("2026-07-01");

const sendDecision = (token: string, id: string, payload: Record<string, unknown>) =>
  injectAs(t.app, token)({ method: "PUT", url: `/api/clinics/bookings/${id}/status`, payload });
/** The clinician who decides for the clinic signed in with `token` (the demo nurse, or the other clinic's). */
const clinicianFor = (token: string) =>
  token === otherClinic.token ? otherClinic.clinicianId : demoNurse(t.seeded);
/** A decision as the portal sends it: an approval by a named clinician, a rejection with a reason. */
const decide = (token: string, id: string, status: unknown) =>
  sendDecision(
    token,
    id,
    status === "rejected" ? clinicDecision("rejected") : { status, clinicianId: clinicianFor(token) },
  );
const clinicList = async (token: string): Promise<Booking[]> =>
  (await injectAs(t.app, token)({ method: "GET", url: "/api/clinics/bookings" })).json();
const kindsQueued = async (bookingId: string) =>
  (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.bookingId, bookingId)))
    .map((row) => row.kind)
    .sort();

describe("GET /api/clinics/bookings", () => {
  it("lists the clinic's paid bookings with the customer's contact details, and nothing else", async () => {
    const paid = await paidBooking(t.app, t.customer.token, {
      date: freshDay(),
      providerId: t.seeded.providerId,
    });
    const unpaid = await holdWindow(t.app, t.customer.token, {
      date: freshDay(),
      providerId: t.seeded.providerId,
    });
    const elsewhere = await paidBooking(t.app, t.customer.token, {
      date: freshDay(),
      providerId: otherClinic.providerId,
    });

    const mine = await clinicList(t.clinicToken);
    const ids = mine.map((booking) => booking._id);
    expect(ids).toContain(paid._id);
    expect(ids).not.toContain(unpaid._id);
    expect(ids).not.toContain(elsewhere._id);
    expect(mine.find((booking) => booking._id === paid._id)).toMatchObject({
      customerInfo: {
        name: "Aisha Rahman",
        email: "aisha@example.com",
        phone: "+60 12-345 6789",
        address: "12 Jalan Ampang, 50450 Kuala Lumpur",
      },
      status: "confirmed",
      paymentStatus: "paid",
      clinicApprovalStatus: "pending",
    });
    expect((await clinicList(otherClinic.token)).map((booking) => booking._id)).toEqual([elsewhere._id]);
  });

  it("is for clinics only", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/clinics/bookings" })).statusCode).toBe(401);
    expect(
      (await injectAs(t.app, t.customer.token)({ method: "GET", url: "/api/clinics/bookings" })).statusCode,
    ).toBe(403);
  });
});

describe("PUT /api/clinics/bookings/:id/status", () => {
  it("approves once: the booking comes back approved, a retried approval gets it again, and approved is final", async () => {
    const booking = await paidBooking(t.app, t.customer.token, {
      date: freshDay(),
      providerId: t.seeded.providerId,
    });
    const response = await decide(t.clinicToken, booking._id, "approved");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: booking._id,
      status: "confirmed",
      paymentStatus: "paid",
      clinicApprovalStatus: "approved",
    });
    // The same decision again (a retry whose answer was lost): 200 with the booking, nothing written or sent.
    const retried = await decide(t.clinicToken, booking._id, "approved");
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(response.json());
    // A different decision after it is refused.
    const changed = await decide(t.clinicToken, booking._id, "rejected");
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      message: "Booking has already been approved",
      messageId: "alreadyApproved",
      statusCode: 409,
      code: "ALREADY_DECIDED",
    });
    // Another clinic's same decision is still a 404: the retry is the deciding clinic's only.
    expect((await decide(otherClinic.token, booking._id, "approved")).statusCode).toBe(404);
    expect(await kindsQueued(booking._id)).toEqual([
      "booking_approved",
      "booking_received",
      "clinic_new_booking",
    ]);
  });

  it("rejects: the booking is cancelled with a full refund recorded and its place freed", async () => {
    const date = freshDay();
    const booking = await paidBooking(t.app, t.customer.token, {
      date,
      providerId: t.seeded.providerId,
      quantity: 2,
      totalAmount: 1200,
    });
    const response = await decide(t.clinicToken, booking._id, "rejected");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "cancelled",
      clinicApprovalStatus: "rejected",
      cancellationReason: "clinic_rejected",
      refund: { amount: 1200, cancellationFee: 0, status: "pending" },
    });
    const retried = await decide(t.clinicToken, booking._id, "rejected");
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(response.json());
    const again = await decide(t.clinicToken, booking._id, "approved");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "ALREADY_DECIDED",
      message: "Booking has already been rejected",
      messageId: "alreadyRejected",
    });
    const availability = await t.app.inject({
      method: "GET",
      url: `/api/providers/${t.seeded.providerId}/availability?date=${date}`,
    });
    expect(availability.json().windows[0].remaining).toBe(2);
    expect(await kindsQueued(booking._id)).toEqual([
      "booking_received",
      "booking_rejected",
      "clinic_new_booking",
    ]);
  });

  it("rejects only with the clinic's reason, which the customer reads as written, on the booking and in the email", async () => {
    const booking = await paidBooking(t.app, t.customer.token, {
      date: freshDay(),
      providerId: t.seeded.providerId,
    });
    const tooLong = "x".repeat(501);
    const refusals = [
      [{ status: "rejected" }, "rejectionReasonRequired", "Please give the customer a reason for rejecting"],
      [{ status: "rejected", reason: "" }, "rejectionReasonRequired", undefined],
      [{ status: "rejected", reason: " \n\t " }, "rejectionReasonRequired", undefined],
      [{ status: "rejected", reason: 42 }, "rejectionReasonRequired", undefined],
      [
        { status: "rejected", reason: tooLong },
        "rejectionReasonTooLong",
        "A reason must be at most 500 characters",
      ],
    ] as const;
    for (const [payload, messageId, message] of refusals) {
      const refused = await sendDecision(t.clinicToken, booking._id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ messageId, ...(message ? { message } : {}) });
    }
    expect((await clinicList(t.clinicToken)).find((b) => b._id === booking._id)?.state).toBe(
      "awaiting_clinic",
    );
    expect(await kindsQueued(booking._id)).not.toContain("booking_rejected");

    // 500 characters once trimmed is the most a reason may be; the spaces around it are not kept.
    const reason = `Our nurse <b>Siti</b> is on leave & "no one" can cover; ${"z".repeat(444)}`;
    expect(reason).toHaveLength(500);
    const rejected = await sendDecision(t.clinicToken, booking._id, {
      status: "rejected",
      reason: `  ${reason}\n`,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      cancellationReason: "clinic_rejected",
      cancellationNote: reason,
    });
    const seen: Booking = (
      await injectAs(t.app, t.customer.token)({ method: "GET", url: `/api/bookings/${booking._id}` })
    ).json();
    expect(seen).toMatchObject({ state: "rejected", cancellationNote: reason });
    const [email] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.bookingId, booking._id), eq(outboxEmails.kind, "booking_rejected")));
    expect(email?.textBody).toContain(`The clinic's reason: ${reason}`);
    expect(email?.htmlBody).toContain(
      "Our nurse &lt;b&gt;Siti&lt;/b&gt; is on leave &amp; &quot;no one&quot;",
    );
    expect(email?.htmlBody).not.toContain("<b>Siti</b>");
  });

  it("approves without a reason, and keeps none given with an approval", async () => {
    const booking = await paidBooking(t.app, t.customer.token, {
      date: freshDay(),
      providerId: t.seeded.providerId,
    });
    const approved = await sendDecision(t.clinicToken, booking._id, {
      status: "approved",
      clinicianId: demoNurse(t.seeded),
      reason: "ok",
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ state: "approved", cancellationNote: null });
  });

  it("a rejection the system made for want of a decision is not the clinic's to repeat: 409", async () => {
    const booking = await paidBooking(t.app, t.customer.token, {
      date: freshDay(),
      providerId: t.seeded.providerId,
    });
    // The window starts undecided: the sweep rejects it with a full refund (no_clinic_response).
    t.clock.set(booking.windowStartsAt);
    await t.app.bookings.sweep();
    t.clock.set(NOW); // back, so that the clinic's token is still good: only the decision's maker differs
    const [stored] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(stored).toMatchObject({
      clinicApprovalStatus: "rejected",
      cancellationReason: "no_clinic_response",
    });
    const late = await decide(t.clinicToken, booking._id, "rejected");
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "ALREADY_DECIDED", messageId: "alreadyRejected" });
  });

  it("lets exactly one of two simultaneous decisions through", async () => {
    const booking = await paidBooking(t.app, t.customer.token, {
      date: freshDay(),
      providerId: t.seeded.providerId,
    });
    const [first, second] = await Promise.all([
      decide(t.clinicToken, booking._id, "approved"),
      decide(t.clinicToken, booking._id, "rejected"),
    ]);
    const codes = [first?.statusCode, second?.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const winner = [first, second].find((response) => response?.statusCode === 200)?.json() as Booking;
    const stored: Booking = (
      await injectAs(t.app, t.customer.token)({ method: "GET", url: `/api/bookings/${booking._id}` })
    ).json();
    expect(stored.clinicApprovalStatus).toBe(winner.clinicApprovalStatus);
    expect(
      (await kindsQueued(booking._id)).filter(
        (kind) => kind.startsWith("booking_a") || kind.startsWith("booking_rej"),
      ),
    ).toHaveLength(1);
  });

  it("answers 404 for unpaid, unknown and other clinics' bookings", async () => {
    const unpaid = await holdWindow(t.app, t.customer.token, {
      date: freshDay(),
      providerId: t.seeded.providerId,
    });
    const theirs = await paidBooking(t.app, t.customer.token, {
      date: freshDay(),
      providerId: otherClinic.providerId,
    });
    for (const id of [unpaid._id, theirs._id, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const response = await decide(t.clinicToken, id, "approved");
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: "Booking not found", messageId: "bookingNotFound" });
    }
    const stored: Booking = (
      await injectAs(t.app, t.customer.token)({ method: "GET", url: `/api/bookings/${theirs._id}` })
    ).json();
    expect(stored.clinicApprovalStatus).toBe("pending");
  });

  it("refuses a decision on a booking the customer cancelled, and bad statuses", async () => {
    const booking = await paidBooking(t.app, t.customer.token, {
      date: freshDay(),
      providerId: t.seeded.providerId,
    });
    await injectAs(t.app, t.customer.token)({ method: "PUT", url: `/api/bookings/${booking._id}/cancel` });
    const response = await decide(t.clinicToken, booking._id, "approved");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "INVALID_TRANSITION" });
    for (const status of ["pending", "completed", 1, undefined]) {
      const bad = await decide(t.clinicToken, booking._id, status);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        message: "Status must be approved or rejected",
        messageId: "decisionStatusInvalid",
      });
    }
  });

  it("is for clinics only", async () => {
    const booking = await paidBooking(t.app, t.customer.token, {
      date: freshDay(),
      providerId: t.seeded.providerId,
    });
    expect((await decide(t.customer.token, booking._id, "approved")).statusCode).toBe(403);
  });
});
