import { ADMIN_PAGE_SIZE } from "@ivdrips/contract/admin";
import { type AdminBookingList } from "@ivdrips/contract/admin-bookings";
import { LIFECYCLE_STATES } from "@ivdrips/contract/booking-state";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  asStaff,
  flaggedBooking,
  holdWindow,
  paidBooking,
  requestFor,
} from "../../../test/admin-bookings-fixtures";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import { addClinic, clinicDecision, demoNurse } from "../../../test/booking-fixtures";
import { addStaff, type TestStaff } from "../../../test/staff-fixtures";
import { bookings, cryptoPayments, outboxEmails, paymentSessions } from "../../db/schema";
import { escapeLike } from "./admin-bookings.repository";

const NOW = "2026-06-01T09:00:00+08:00";
const t = appUnderTest({ now: NOW, signUpCustomer: true, signInDemoClinic: true, eachTest: "reset clock" });
const day = freshDays("2026-06-05");
let member: TestStaff;

beforeAll(async () => {
  member = await addStaff(t.app, t.database.db, { name: "Nurul Support" });
});

const staff = () => asStaff(t.app, member.token);
async function search(query: string): Promise<AdminBookingList> {
  const response = await staff().get(`/api/admin/bookings?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const references = (list: AdminBookingList) => list.bookings.map((booking) => booking.reference).sort();

describe("GET /api/admin/bookings", () => {
  it("finds a booking by its reference, in any case, and only that one", async () => {
    const booking = await paidBooking(t.app, t.customer.token, requestFor({}, { date: day() }));
    const found = await search(`query=${booking.reference.toLowerCase()}`);
    expect(references(found)).toEqual([booking.reference]);
    expect(found.bookings[0]).toMatchObject({
      _id: booking._id,
      state: "awaiting_clinic",
      totalAmount: 600,
      service: { _id: "nutriglow" },
      clinic: { name: expect.any(String) },
    });
  });

  it("finds a booking by its reference without the IVD- prefix, or with a space for the dash", async () => {
    const booking = await paidBooking(t.app, t.customer.token, requestFor({}, { date: day() }));
    await paidBooking(t.app, t.customer.token, requestFor({}, { date: day() }));
    const code = booking.reference.slice("IVD-".length);
    for (const query of [code, code.toLowerCase(), `ivd ${code.toLowerCase()}`, ` IVD-${code} `]) {
      expect(references(await search(`query=${encodeURIComponent(query)}`)), query).toEqual([
        booking.reference,
      ]);
    }
  });

  it("finds by part of the customer's name, email or phone, in any case", async () => {
    const date = day();
    const mine = await paidBooking(
      t.app,
      t.customer.token,
      requestFor(
        { name: "Zulaikha Binti Omar", email: "zulaikha.omar@example.net", phone: "+60 19-876 5432" },
        { date },
      ),
    );
    for (const query of ["zulaikha BINTI", "OMAR@example.NET", "19-876", "0198765432".slice(1), "198765"]) {
      expect(references(await search(`query=${encodeURIComponent(query)}`)), query).toEqual([mine.reference]);
    }
  });

  it("takes LIKE's wildcards literally", async () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
    const booking = await paidBooking(
      t.app,
      t.customer.token,
      requestFor({ name: "Percy 100% Real" }, { date: day() }),
    );
    expect(references(await search(`query=${encodeURIComponent("100%")}`))).toEqual([booking.reference]);
    expect((await search(`query=${encodeURIComponent("%")}`)).bookings.map((b) => b._id)).toEqual([
      booking._id,
    ]);
    expect((await search(`query=${encodeURIComponent("P_rcy")}`)).total).toBe(0);
  });

  it("filters by lifecycle state, clinic and KL days, newest window first", async () => {
    const name = "Filter Fatimah";
    const [first, second, third] = [day(), day(), day()];
    const other = await addClinic(t.app, t.database.db, { username: "filter-clinic" });
    const paid = await paidBooking(t.app, t.customer.token, requestFor({ name }, { date: first }));
    const elsewhere = await paidBooking(
      t.app,
      t.customer.token,
      requestFor({ name }, { date: second, providerId: other.providerId }),
    );
    const flagged = await flaggedBooking(t.app, t.customer.token, requestFor({ name }, { date: third }));
    const held = await holdWindow(t.app, t.customer.token, requestFor({ name }, { date: third }));
    await t.app.bookings.releaseOwn(t.customer.id, held._id);
    const q = `query=${encodeURIComponent(name)}`;

    expect(references(await search(q))).toEqual(
      [held.reference, flagged.reference, elsewhere.reference, paid.reference].sort(),
    );
    expect(references(await search(`${q}&status=awaiting_clinic`))).toEqual(
      [elsewhere.reference, paid.reference].sort(),
    );
    expect(references(await search(`${q}&status=flagged`))).toEqual([flagged.reference]);
    expect(references(await search(`${q}&status=released`))).toEqual([held.reference]);
    expect(references(await search(`${q}&status=cancelled`))).toEqual([]);
    expect(references(await search(`${q}&clinicId=${other.clinicId}`))).toEqual([elsewhere.reference]);
    expect(references(await search(`${q}&from=${second}&to=${second}`))).toEqual([elsewhere.reference]);
    expect(references(await search(`${q}&from=${second}`))).toEqual(
      [elsewhere.reference, flagged.reference, held.reference].sort(),
    );
    expect(references(await search(`${q}&to=${first}`))).toEqual([paid.reference]);

    const ordered = (await search(q)).bookings;
    const starts = ordered.map((booking) => Date.parse(booking.windowStartsAt));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });

  it("agrees with the lifecycle on every state: each filter returns exactly the bookings in that state", async () => {
    const name = "State Siti";
    const approved = await paidBooking(t.app, t.customer.token, requestFor({ name }, { date: day() }));
    await t.app.bookings.decide(
      t.seeded.clinicId,
      approved._id,
      clinicDecision("approved", demoNurse(t.seeded)),
    );
    const rejected = await paidBooking(t.app, t.customer.token, requestFor({ name }, { date: day() }));
    await t.app.bookings.decide(t.seeded.clinicId, rejected._id, clinicDecision("rejected"));
    const cancelled = await paidBooking(t.app, t.customer.token, requestFor({ name }, { date: day() }));
    await t.app.bookings.cancelOwn(t.customer.id, cancelled._id);
    const completed = await paidBooking(
      t.app,
      t.customer.token,
      requestFor({ name }, { date: "2026-06-02" }),
    );
    await t.app.bookings.decide(
      t.seeded.clinicId,
      completed._id,
      clinicDecision("approved", demoNurse(t.seeded)),
    );
    // 2 h after the morning window ended: the sweep completes the visit nobody reported on.
    t.clock.set("2026-06-02T14:30:00+08:00");
    await t.app.bookings.sweep();
    t.clock.set(NOW);
    const held = await holdWindow(t.app, t.customer.token, requestFor({ name }, { date: day() }));

    const q = `query=${encodeURIComponent(name)}`;
    const expected: Record<string, string[]> = {
      held: [held.reference],
      approved: [approved.reference],
      rejected: [rejected.reference],
      cancelled: [cancelled.reference],
      completed: [completed.reference],
    };
    for (const [state, wanted] of Object.entries(expected)) {
      expect(references(await search(`${q}&status=${state}`)), state).toEqual(wanted);
    }
    // Over every booking this file made: a filter's rows are all in its state, and the states cover them all.
    const all = await search("");
    let covered = 0;
    for (const state of LIFECYCLE_STATES) {
      const list = await search(`status=${state}`);
      expect(
        list.bookings.every((booking) => booking.state === state),
        state,
      ).toBe(true);
      covered += list.total;
    }
    expect(covered).toBe(all.total);
    await t.app.bookings.releaseOwn(t.customer.id, held._id);
  });

  it("finds the bookings with an email that failed or waits to be tried again (the dashboard's tile)", async () => {
    const failed = await paidBooking(
      t.app,
      t.customer.token,
      requestFor({ name: "Failing Farah" }, { date: day() }),
    );
    const retrying = await paidBooking(
      t.app,
      t.customer.token,
      requestFor({ name: "Retry Rina" }, { date: day() }),
    );
    const fine = await paidBooking(
      t.app,
      t.customer.token,
      requestFor({ name: "Fine Fatimah" }, { date: day() }),
    );
    await t.database.db
      .update(outboxEmails)
      .set({ failedAt: new Date(), lastError: "550 mailbox unavailable" })
      .where(eq(outboxEmails.bookingId, failed._id));
    await t.database.db
      .update(outboxEmails)
      .set({ sentAt: null, lastError: "421 try again later" })
      .where(eq(outboxEmails.bookingId, retrying._id));
    await t.database.db
      .update(outboxEmails)
      .set({ sentAt: new Date(), lastError: null, failedAt: null })
      .where(eq(outboxEmails.bookingId, fine._id));

    const found = await search("emails=failing");
    const ids = found.bookings.map((booking) => booking._id);
    expect(ids).toEqual(expect.arrayContaining([failed._id, retrying._id]));
    expect(ids).not.toContain(fine._id);

    const dashboard = await staff().get("/api/admin/dashboard");
    expect(dashboard.json()).toMatchObject({
      outbox: { link: { path: "/admin/bookings", query: { emails: "failing" } } },
    });
  });

  it("pages by ADMIN_PAGE_SIZE with the total", async () => {
    const template = await paidBooking(
      t.app,
      t.customer.token,
      requestFor({ name: "Paging Pauline" }, { date: day() }),
    );
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, template._id));
    if (!row) throw new Error("no booking");
    const { id: _id, ...values } = row;
    // Released holds take no place in a window, so any number can share one.
    await t.database.db.insert(bookings).values(
      Array.from({ length: ADMIN_PAGE_SIZE }, (_, index) => ({
        ...values,
        reference: `IVD-PG${String(index).padStart(4, "0")}`,
        status: "cancelled" as const,
        paidAt: null,
        cancellationReason: "hold_expired" as const,
      })),
    );
    const first = await search("query=paging%20pauline");
    expect(first).toMatchObject({ page: 1, pageSize: ADMIN_PAGE_SIZE, total: ADMIN_PAGE_SIZE + 1 });
    expect(first.bookings).toHaveLength(ADMIN_PAGE_SIZE);
    const second = await search("query=paging%20pauline&page=2");
    expect(second.bookings).toHaveLength(1);
    expect(new Set([...first.bookings, ...second.bookings].map((b) => b._id)).size).toBe(ADMIN_PAGE_SIZE + 1);
  });

  it.each([
    ["status=unknown", "bookingStateInvalid"],
    ["clinicId=not-a-uuid", "clinicIdInvalid"],
    ["from=2026-13-01", "dateNotReal"],
    ["from=2026-06-10&to=2026-06-09", "dateRangeInvalid"],
    ["page=0", "pageInvalid"],
    ["refundStatus=owed", "refundStatusInvalid"],
    ["emails=sent", "emailFilterInvalid"],
    [`query=${"x".repeat(201)}`, "bookingSearchTooLong"],
  ])("refuses %s with a 400 and its message id", async (query, messageId) => {
    const response = await staff().get(`/api/admin/bookings?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ messageId });
  });
});

describe("GET /api/admin/bookings/:id", () => {
  it("shows everything about a booking and its timeline, oldest first", async () => {
    const booking = await paidBooking(
      t.app,
      t.customer.token,
      requestFor({ name: "Detail Dina" }, { date: day() }),
    );
    t.clock.advance(60_000);
    const cancelled = await staff().action("PUT", booking._id, "cancel", {
      refund: "full",
      reason: "Customer phoned",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const { booking: shown, timeline } = await staff().detail(booking._id);
    expect(shown).toMatchObject({
      reference: booking.reference,
      customer: { name: "Detail Dina", accountEmail: t.customer.email, language: "en" },
      location: { city: "Kuala Lumpur", country: "Malaysia" },
      unitPrice: 600,
      totalAmount: 600,
      state: "cancelled",
      paymentProvider: "sandbox",
      paymentMethod: "card",
      cancellationReason: "staff",
      refund: { amount: 600, cancellationFee: 0, status: "pending" },
      decisionDueAt: null,
    });
    const kinds = timeline.map((entry) => entry.kind);
    expect(kinds.slice(0, 2)).toEqual(["created", "paid"]);
    expect(kinds).toContain("cancelled");
    const at = timeline.map((entry) => Date.parse(entry.at));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(timeline.find((entry) => entry.kind === "cancelled")).toMatchObject({
      actor: "staff",
      detail: "staff",
    });
    const emails = timeline.filter((entry) => entry.kind === "email").map((entry) => entry.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "booking_received", to: t.customer.email, state: "queued" }),
        expect.objectContaining({ kind: "booking_cancelled", to: t.customer.email }),
        expect.objectContaining({ kind: "clinic_booking_cancelled" }),
      ]),
    );
    expect(timeline.find((entry) => entry.kind === "staff_action")).toMatchObject({
      actor: "staff",
      staff: { id: member.id, name: "Nurul Support" },
      audit: { action: "booking.cancel", note: "Customer phoned" },
    });
  });

  it("shows an awaiting booking's decision deadline and a flagged payment", async () => {
    const waiting = await paidBooking(t.app, t.customer.token, requestFor({}, { date: day() }));
    // Paid at 09:00 KL, 4 decision hours by default: due 13:00 KL.
    const shown = await staff().detail(waiting._id);
    expect(shown.booking.decisionDueAt).toBe("2026-06-01T05:00:00.000Z");
    expect(shown.actions).toEqual({
      cancel: true,
      move: true,
      resolvePayment: false,
      resendEmails: ["booking_received"],
      cancelRefund: { policy: 600, full: 600 },
    });
    const flagged = await flaggedBooking(t.app, t.customer.token, requestFor({}, { date: day() }));
    const { booking, timeline, actions } = await staff().detail(flagged._id);
    expect(actions).toEqual({
      cancel: false,
      move: false,
      resolvePayment: true,
      resendEmails: [],
      cancelRefund: null,
    });
    expect(booking).toMatchObject({ state: "flagged", attentionReason: "amount_mismatch" });
    expect(timeline.find((entry) => entry.kind === "payment_flagged")).toMatchObject({
      detail: "amount_mismatch",
    });
  });

  it("lists the booking's checkout sessions and crypto payments in its timeline", async () => {
    const booking = await holdWindow(t.app, t.customer.token, requestFor({}, { date: day() }));
    await t.database.db.insert(paymentSessions).values({
      id: "cs_timeline_1",
      provider: "sandbox",
      bookingId: booking._id,
      amountSen: 60_000,
      url: "http://localhost/pay",
      status: "cancelled",
      expiresAt: new Date("2026-06-01T02:00:00Z"),
    });
    await t.database.db.insert(cryptoPayments).values({
      txHash: `0x${"ef".repeat(32)}`,
      userId: t.customer.id,
      bookingId: booking._id,
      token: "USDT",
      tokenAddress: `0x${"11".repeat(20)}`,
      fromAddress: `0x${"22".repeat(20)}`,
      amountUnits: "142080000",
      expectedUnits: "142080000",
      blockNumber: "9",
    });
    await t.app.bookings.releaseOwn(t.customer.id, booking._id);
    const { timeline } = await staff().detail(booking._id);
    expect(timeline.find((entry) => entry.kind === "payment_session")).toMatchObject({
      payment: { provider: "sandbox", reference: "cs_timeline_1", status: "cancelled", amount: "600.00" },
    });
    expect(timeline.find((entry) => entry.kind === "crypto_payment")).toMatchObject({
      payment: { provider: "crypto", status: "verified", amount: "142080000 USDT", attentionReason: null },
    });
    expect(timeline.find((entry) => entry.kind === "released")).toMatchObject({
      actor: "customer",
      detail: "customer",
    });
  });

  it("answers 404 for an unknown booking and 400 for an id that is not one", async () => {
    const unknown = await staff().get("/api/admin/bookings/00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ messageId: "bookingNotFound" });
    const invalid = await staff().get("/api/admin/bookings/IVD-7K3M9Q");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ messageId: "bookingIdInvalid" });
  });
});
