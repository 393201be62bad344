import type { Dashboard } from "@ivdrips/contract/admin-bookings";
import type { MessageStatus } from "@ivdrips/contract/phone-messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { flaggedBooking, paidBooking, requestFor } from "../../../test/admin-bookings-fixtures";
import { appUnderTest } from "../../../test/app-under-test";
import { SAME_DAY_SURCHARGE_RM } from "../../../test/booking-fixtures";
import { addStaff } from "../../../test/staff-fixtures";
import { injectAs } from "../../../test/test-app";
import {
  bookings,
  contactMessages,
  cryptoPayments,
  outboxEmails,
  partnerApplications,
  supportMessages,
} from "../../db/schema";
import {
  insertOutboxMessage,
  type NewOutboxMessage,
  type OutboxMessageRow,
} from "../phone-messages/phone-messages.repository";

const NOW = "2026-06-01T07:00:00+08:00";
const t = appUnderTest({ now: NOW, signUpCustomer: true });

async function dashboard(): Promise<Dashboard> {
  const member = await addStaff(t.app, t.database.db);
  const response = await injectAs(t.app, member.token)({ method: "GET", url: "/api/admin/dashboard" });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("GET /api/admin/dashboard", () => {
  it("is empty on a fresh database, each tile with its link", async () => {
    const empty = await dashboard();
    expect(empty).toMatchObject({
      today: {
        date: "2026-06-01",
        count: 0,
        link: { path: "/admin/bookings", query: { from: "2026-06-01" } },
      },
      tomorrow: { date: "2026-06-02", count: 0 },
      awaitingClinic: { count: 0, link: { query: { status: "awaiting_clinic" } } },
      paymentAttention: { count: 0, cryptoCount: 0, link: { query: { status: "flagged" } } },
      refunds: { pending: 0, failed: 0, pendingLink: { query: { refundStatus: "pending" } } },
      visitDay: {
        unfinished: 0,
        bookings: [],
        outcomes: { patient_absent: 0, access_refused: 0, not_treatable: 0, clinician_late: 0 },
      },
      outbox: { failed: 0, retrying: 0 },
      phoneMessages: { failed: 0 },
      inbox: { partnerApplications: 0, supportMessages: 0, contactMessages: 0 },
    });
  });

  it("counts and lists what needs the team", async () => {
    const db = t.database.db;
    const token = t.customer.token;
    const today = await paidBooking(
      t.app,
      token,
      // Booked on its own day: the same-day surcharge is part of the price.
      requestFor(
        {},
        { date: "2026-06-01", timeSlot: "Afternoon 12PM - 4PM", totalAmount: 600 + SAME_DAY_SURCHARGE_RM },
      ),
    );
    const tomorrow = await paidBooking(t.app, token, requestFor({}, { date: "2026-06-02" }));
    const flagged = await flaggedBooking(t.app, token, requestFor({}, { date: "2026-06-03" }));
    const refunded = await paidBooking(t.app, token, requestFor({}, { date: "2026-06-04" }));
    await t.app.bookings.cancelOwn(t.customer.id, refunded._id);
    const failedRefund = await paidBooking(t.app, token, requestFor({}, { date: "2026-06-05" }));
    await t.app.bookings.cancelOwn(t.customer.id, failedRefund._id);
    await db.update(bookings).set({ refundStatus: "failed" }).where(eq(bookings.id, failedRefund._id));
    await db.insert(cryptoPayments).values({
      txHash: `0x${"cd".repeat(32)}`,
      userId: t.customer.id,
      bookingId: null,
      token: "USDC",
      tokenAddress: `0x${"11".repeat(20)}`,
      fromAddress: `0x${"22".repeat(20)}`,
      amountUnits: "5",
      expectedUnits: "142080000",
      blockNumber: "7",
      attentionReason: "no_booking",
    });
    const [first, second] = await db.select().from(outboxEmails).where(eq(outboxEmails.bookingId, today._id));
    if (!first || !second) throw new Error("expected two emails");
    await db
      .update(outboxEmails)
      .set({ failedAt: new Date(), lastError: "550 mailbox unavailable" })
      .where(eq(outboxEmails.id, first.id));
    await db
      .update(outboxEmails)
      .set({ lastError: "connection refused", attempts: 1 })
      .where(eq(outboxEmails.id, second.id));
    await db.insert(partnerApplications).values([
      {
        name: "Dr Lim",
        profession: "doctor",
        licenceNumber: "MMC 1",
        yearsOfExperience: 5,
        email: "lim@example.com",
        phone: "+60 12-111 2222",
        city: "Kuala Lumpur",
      },
      {
        name: "Nurse Tan",
        profession: "nurse",
        licenceNumber: "MNC 2",
        yearsOfExperience: 3,
        email: "tan@example.com",
        phone: "+60 12-111 3333",
        city: "Kuala Lumpur",
        status: "done",
      },
    ]);
    await db
      .insert(supportMessages)
      .values({ name: "Ali", email: "ali@example.com", subject: "Hi", category: "booking", message: "Help" });
    await db.insert(contactMessages).values({
      firstName: "Mei",
      lastName: "Ong",
      email: "mei@example.com",
      phone: "+60 12-222 3333",
      subject: "Hello",
      message: "Hi",
    });

    const board = await dashboard();
    expect(board.today).toMatchObject({ count: 1, bookings: [{ _id: today._id }] });
    expect(board.tomorrow).toMatchObject({ count: 1, bookings: [{ _id: tomorrow._id }] });
    // Paid at 07:00 KL, 4 decision hours: today's is due 2 h before its 12:00 window (10:00), tomorrow's at 11:00.
    expect(board.awaitingClinic.count).toBe(2);
    expect(
      board.awaitingClinic.bookings.map(({ _id, decisionDueAt, minutesLeft }) => ({
        _id,
        decisionDueAt,
        minutesLeft,
      })),
    ).toEqual([
      { _id: today._id, decisionDueAt: "2026-06-01T02:00:00.000Z", minutesLeft: 180 },
      { _id: tomorrow._id, decisionDueAt: "2026-06-01T03:00:00.000Z", minutesLeft: 240 },
    ]);
    expect(board.paymentAttention).toMatchObject({
      count: 1,
      bookings: [{ _id: flagged._id, attentionReason: "amount_mismatch" }],
      cryptoCount: 1,
      cryptoPayments: [{ bookingId: null, reference: null, token: "USDC", attentionReason: "no_booking" }],
    });
    expect(board.refunds).toMatchObject({ pending: 1, failed: 1 });
    expect(board.refunds.bookings.map((booking) => booking._id).sort()).toEqual(
      [refunded._id, failedRefund._id].sort(),
    );
    expect(board.outbox).toMatchObject({ failed: 1, retrying: 1 });
    expect(board.outbox.emails.map((email) => [email.id, email.state]).sort()).toEqual(
      [
        [first.id, "failed"],
        [second.id, "retrying"],
      ].sort(),
    );
    expect(board.inbox).toMatchObject({ partnerApplications: 1, supportMessages: 1, contactMessages: 1 });
  });
  it("counts the messages to phones that reached no one, not those an SMS stood in for", async () => {
    const db = t.database.db;
    const message = (fields: Partial<NewOutboxMessage> & Pick<NewOutboxMessage, "channel" | "status">) =>
      insertOutboxMessage(db, {
        kind: "booking_approved",
        userId: t.customer.id,
        toPhone: "+60123456789",
        language: "en",
        template: "booking_approved",
        ...fields,
      });
    const fallbackTo = async (first: Promise<OutboxMessageRow | undefined>, status: MessageStatus) => {
      const failed = await first;
      if (!failed) throw new Error("the message was not stored");
      return message({ channel: "sms", status, chainId: failed.chainId, fallbackOf: failed.id });
    };
    // WhatsApp failed and so did its SMS: one chain, counted once.
    await fallbackTo(message({ channel: "whatsapp", status: "failed" }), "failed");
    // WhatsApp failed, the SMS arrived: nothing for the team.
    await fallbackTo(message({ channel: "whatsapp", status: "failed" }), "delivered");
    // WhatsApp failed, its SMS is still on its way: not failed yet.
    await fallbackTo(message({ channel: "whatsapp", status: "failed" }), "queued");
    // No SMS could stand in.
    await message({ channel: "whatsapp", status: "failed" });
    await message({ channel: "whatsapp", status: "read" });
    await message({ channel: "sms", status: "queued" });

    expect((await dashboard()).phoneMessages).toEqual({ failed: 2 });
  });

  it("shows visits left unfinished 2 h after their window, and the visits that could not happen", async () => {
    const db = t.database.db;
    const token = t.customer.token;
    // Yesterday's evening visit: the clinician set off and arrived, then reported nothing more.
    const stalled = await paidBooking(t.app, token, requestFor({}, { date: "2026-06-02" }));
    const silent = await paidBooking(t.app, token, requestFor({}, { date: "2026-06-03" }));
    const absent = await paidBooking(t.app, token, requestFor({}, { date: "2026-06-04" }));
    const ended = {
      windowStartsAt: new Date("2026-05-31T16:00:00+08:00"),
      windowEndsAt: new Date("2026-05-31T20:00:00+08:00"),
    };
    await db
      .update(bookings)
      .set({
        ...ended,
        clinicApprovalStatus: "approved",
        onTheWayAt: ended.windowStartsAt,
        arrivedAt: ended.windowStartsAt,
      })
      .where(eq(bookings.id, stalled._id));
    // Approved with no progress at all: the sweep's to complete, not staff's.
    await db
      .update(bookings)
      .set({ ...ended, clinicApprovalStatus: "approved" })
      .where(eq(bookings.id, silent._id));
    await db
      .update(bookings)
      .set({
        status: "cancelled",
        cancellationReason: "patient_absent",
        cancelledAt: new Date("2026-05-31T17:00:00+08:00"),
      })
      .where(eq(bookings.id, absent._id));

    const { visitDay } = await dashboard();
    expect(visitDay.unfinished).toBe(1);
    expect(visitDay.bookings.map((booking) => booking._id)).toEqual([stalled._id]);
    expect(visitDay.outcomes).toEqual({
      patient_absent: 1,
      access_refused: 0,
      not_treatable: 0,
      clinician_late: 0,
    });
  });
});
