import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import { paidBooking } from "../../../test/booking-fixtures";
import { startFakePhoneProviders } from "../../../test/fake-phone-providers";
import { fakeMessageDispatcher, verifyPhone, whatsappForAll } from "../../../test/phone-fixtures";
import { addStaff, type TestStaff } from "../../../test/staff-fixtures";
import { injectAs, registerCustomer } from "../../../test/test-app";
import { auditLog, outboxMessages } from "../../db/schema";

/** The console's view of a booking's messages to phones (issue 38), and sending a failed one again. */

const fake = await startFakePhoneProviders();
afterAll(() => fake.close());
const t = appUnderTest({
  now: "2026-06-01T09:00:00+08:00",
  eachTest: "reset clock",
  phoneMessages: fake.settings(),
});
const dispatcher = () => fakeMessageDispatcher({ db: t.database.db, clock: t.clock, fake, sms: false });
let staff: TestStaff;
beforeAll(async () => {
  staff = await addStaff(t.app, t.database.db);
});
beforeEach(() => fake.reset());
const freshDay = freshDays("2026-07-01");
const asStaff = () => injectAs(t.app, staff.token);
let numbers = 0;

/** A paid booking whose customer chose WhatsApp, its "received" message failed on WhatsApp (no SMS here). */
async function failedMessage() {
  const { token } = await registerCustomer(t.app);
  const phone = `+6016${String(4_000_000 + (numbers += 1)).slice(-7)}`;
  await verifyPhone({ app: t.app, token, phone, fake, dispatcher: dispatcher(), channels: whatsappForAll() });
  fake.mode.whatsapp = "refuse";
  const booking = await paidBooking(t.app, token, { date: freshDay(), providerId: t.seeded.providerId });
  await dispatcher().dispatchDue();
  fake.mode.whatsapp = "accept";
  const [row] = await t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.bookingId, booking._id), eq(outboxMessages.kind, "booking_received")));
  if (row?.status !== "failed") throw new Error("the message did not fail");
  return { booking, row, phone };
}

describe("GET /api/admin/bookings/:id/messages", () => {
  it("lists the booking's messages with their statuses, the number masked", async () => {
    const { booking, row } = await failedMessage();
    const response = await asStaff()({ method: "GET", url: `/api/admin/bookings/${booking._id}/messages` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().messages).toEqual([
      {
        id: row.id,
        kind: "booking_received",
        channel: "whatsapp",
        to: expect.stringMatching(/^\+60•+\d{4}$/),
        language: "en",
        status: "failed",
        attempts: 1,
        lastError: "WhatsApp answered 400: 131026 Message undeliverable",
        createdAt: row.createdAt.toISOString(),
        statusAt: expect.any(String),
        fallbackOf: null,
      },
    ]);
    const unknown = await asStaff()({
      method: "GET",
      url: "/api/admin/bookings/00000000-0000-4000-8000-000000000000/messages",
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("POST /api/admin/bookings/:id/messages/:messageId/resend", () => {
  it("sends a failed message again as a new one, audited with the staff member's note", async () => {
    const { booking, row, phone } = await failedMessage();
    const resend = await asStaff()({
      method: "POST",
      url: `/api/admin/bookings/${booking._id}/messages/${row.id}/resend`,
      payload: { note: "Customer says WhatsApp works again" },
    });
    expect(resend.statusCode, resend.body).toBe(200);
    const messages = resend.json().messages as { id: string; status: string }[];
    expect(messages.map((message) => message.status)).toEqual(["failed", "queued"]);
    await dispatcher().dispatchDue();
    const paid = fake
      .accepted("whatsapp")
      .filter((request) => request.body.to === phone.slice(1) && request.body.type === "template")
      .filter((request) => (request.body.template as { name: string }).name !== "verification_code");
    expect(paid.map((request) => (request.body.template as { name: string }).name)).toEqual(["booking_paid"]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, booking._id));
    expect(audit.filter((entry) => entry.action === "booking.resend_message")).toEqual([
      expect.objectContaining({
        staffId: staff.id,
        before: { reference: booking.reference, messageId: row.id, status: "failed" },
        after: { reference: booking.reference, messageId: messages[1]?.id, kind: "booking_received" },
        note: "Customer says WhatsApp works again",
      }),
    ]);
  });

  it("refuses a message sent again already, one that has not failed, and one of another booking", async () => {
    const first = await failedMessage();
    const second = await failedMessage();
    const resendOf = (bookingId: string, messageId: string) =>
      asStaff()({
        method: "POST",
        url: `/api/admin/bookings/${bookingId}/messages/${messageId}/resend`,
        payload: {},
      });
    const again = await resendOf(first.booking._id, first.row.id);
    expect(again.statusCode).toBe(200);
    const queued = (again.json().messages as { id: string }[])[1]?.id ?? "";
    const twice = await resendOf(first.booking._id, first.row.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ messageId: "messageNotResendable" });
    const notFailed = await resendOf(first.booking._id, queued);
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json()).toMatchObject({ messageId: "messageNotResendable" });
    const elsewhere = await resendOf(first.booking._id, second.row.id);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ messageId: "messageNotFound" });
  });
});
