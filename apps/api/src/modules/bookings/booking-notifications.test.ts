import type { Email } from "postal-mime";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { addClinic, clinicDecision, paidBooking } from "../../../test/booking-fixtures";
import { parseIcs } from "../../../test/email-fixtures";
import { parseEmail, startSmtpReceiver, type SmtpReceiver } from "../../../test/smtp-receiver";
import { TEST_JWT_SECRET, injectAs } from "../../../test/test-app";
import { createMailTransport, type MailLog, type MailTransport } from "../notifications/mail-transport";
import { createOutboxDispatcher, outboxCredentialSealer } from "../notifications/outbox-dispatcher";

/**
 * The emails of the booking lifecycle, end to end: each change made through the API queues its notices in
 * the same transaction, and a dispatcher delivers them to a real SMTP server on loopback, once each.
 */

const CLINIC_EMAIL = "bookings@mont-kiara-care.example";
const CUSTOMER_EMAIL = "aisha@example.com";
const silent: MailLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

const t = appUnderTest({
  now: "2026-06-01T09:00:00+08:00",
  publicUrl: "https://ivdrips.example",
  signUpCustomer: { email: CUSTOMER_EMAIL },
});
let receiver: SmtpReceiver;
let transport: MailTransport;
let clinic: { providerId: string; token: string; clinicianId: string };

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  transport = createMailTransport({
    smtpUrl: receiver.url,
    dataDir: "/nonexistent",
    from: "x@y.z",
    log: silent,
  });
  clinic = await addClinic(t.app, t.database.db, { username: "mont-kiara-care", email: CLINIC_EMAIL });
});
afterAll(async () => {
  transport.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.delivered.length = 0;
});

/** Runs a dispatcher over everything due and returns what the SMTP server acknowledged, parsed. */
async function deliver(): Promise<Email[]> {
  const dispatcher = createOutboxDispatcher({
    db: t.database.db,
    transport,
    clock: t.clock,
    log: silent,
    credentials: outboxCredentialSealer(TEST_JWT_SECRET),
  });
  await dispatcher.dispatchDue();
  const emails = await Promise.all(receiver.delivered.map((raw) => parseEmail(raw)));
  receiver.delivered.length = 0;
  return emails;
}

const recipients = (emails: Email[]) => emails.map((email) => email.to?.[0]?.address).sort();
const to = (emails: Email[], address: string) => emails.filter((email) => email.to?.[0]?.address === address);
const decide = (id: string, status: "approved" | "rejected") =>
  injectAs(
    t.app,
    clinic.token,
  )({
    method: "PUT",
    url: `/api/clinics/bookings/${id}/status`,
    payload: clinicDecision(status, clinic.clinicianId),
  });

describe("booking emails through the outbox to a real SMTP server", () => {
  it("writes only to the account's own address, never to one typed into the booking form", async () => {
    const typed = "someone.else@example.net";
    const booking = await paidBooking(t.app, t.customer.token, {
      date: "2026-06-20",
      providerId: clinic.providerId,
      customerInfo: {
        name: "Aisha Rahman",
        email: typed,
        phone: "+60 12-345 6789",
        address: "12 Jalan Ampang, 50450 Kuala Lumpur",
      },
    });
    expect(booking.customerInfo.email).toBe(typed);
    const emails = await deliver();
    expect(recipients(emails)).toEqual([CLINIC_EMAIL, CUSTOMER_EMAIL].sort());
    expect(to(emails, typed)).toEqual([]);
  });

  it("payment: the customer hears it awaits approval, the clinic that it has a booking to review", async () => {
    const booking = await paidBooking(t.app, t.customer.token, {
      date: "2026-06-02",
      providerId: clinic.providerId,
      quantity: 2,
      totalAmount: 1200,
    });
    const emails = await deliver();
    expect(recipients(emails)).toEqual([CLINIC_EMAIL, CUSTOMER_EMAIL].sort());

    const [received] = to(emails, CUSTOMER_EMAIL);
    expect(received?.subject).toBe(`Booking received: NutriGlow on 2 June 2026 (${booking.reference})`);
    expect(received?.text).toContain("Tuesday, 2 June 2026, Morning 8AM - 12PM (Kuala Lumpur time)");
    expect(received?.text).toContain("RM 1,200 (2 × RM 600)");
    expect(received?.text?.toLowerCase()).toContain("approval");
    expect(received?.html).toContain("RM 1,200");

    const [review] = to(emails, CLINIC_EMAIL);
    expect(review?.subject).toBe(`New booking to review: ${booking.reference}, NutriGlow on 2 June 2026`);
    expect(review?.text).toContain("+60 12-345 6789");
    expect(review?.text).toContain("12 Jalan Ampang, 50450 Kuala Lumpur");
    expect(review?.text).toContain("https://ivdrips.example/clinic");

    // Paying again (a repeated webhook, say) changes nothing and sends nothing.
    expect(
      (await t.app.bookings.markPaid(booking._id, { method: "card", provider: "sandbox" })).changed,
    ).toBe(false);
    expect(await deliver()).toEqual([]);
  });

  it("approval: the customer gets the confirmation with a calendar invite at the KL start time", async () => {
    const booking = await paidBooking(t.app, t.customer.token, {
      date: "2026-06-03",
      timeSlot: "Evening 4PM - 8PM",
      providerId: clinic.providerId,
    });
    await deliver();
    expect((await decide(booking._id, "approved")).statusCode).toBe(200);

    const emails = await deliver();
    expect(recipients(emails)).toEqual([CUSTOMER_EMAIL]);
    const [approved] = emails;
    expect(approved?.subject).toBe(`Booking confirmed: NutriGlow on 3 June 2026 (${booking.reference})`);
    const invite = approved?.attachments.find((attachment) => attachment.filename?.endsWith(".ics"));
    expect(invite?.mimeType).toBe("text/calendar");
    const { event } = parseIcs(String(invite?.content));
    expect([event.startDate.zone.tzid, event.startDate.hour, event.endDate.hour]).toEqual([
      "Asia/Kuala_Lumpur",
      16,
      20,
    ]);
    expect(event.startDate.toJSDate().toISOString()).toBe(booking.windowStartsAt);
    expect(event.location).toBe("12 Jalan Ampang, 50450 Kuala Lumpur");
  });

  it("rejection: the customer is told the booking is refunded in full", async () => {
    const booking = await paidBooking(t.app, t.customer.token, {
      date: "2026-06-04",
      providerId: clinic.providerId,
    });
    await deliver();
    expect((await decide(booking._id, "rejected")).statusCode).toBe(200);

    const emails = await deliver();
    expect(recipients(emails)).toEqual([CUSTOMER_EMAIL]);
    expect(emails[0]?.subject).toBe(`Booking ${booking.reference} could not be accepted`);
    expect(emails[0]?.text).toContain("A refund of RM 600 will be returned to your original payment method");
  });

  it("late cancellation: the customer learns the refund and the fee, the clinic that the visit is off", async () => {
    const booking = await paidBooking(t.app, t.customer.token, {
      date: "2026-06-05",
      providerId: clinic.providerId,
    });
    await deliver();
    t.clock.set(new Date(Date.parse(booking.windowStartsAt) - 3 * 3600_000));
    const cancelled = await injectAs(
      t.app,
      t.customer.token,
    )({ method: "PUT", url: `/api/bookings/${booking._id}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const emails = await deliver();
    expect(recipients(emails)).toEqual([CLINIC_EMAIL, CUSTOMER_EMAIL].sort());
    const [notice] = to(emails, CUSTOMER_EMAIL);
    expect(notice?.subject).toBe(`Booking ${booking.reference} cancelled`);
    expect(notice?.text).toContain("A refund of RM 300 will be returned");
    expect(notice?.text).toContain("A cancellation fee of RM 300 applies");
    const [clinicNotice] = to(emails, CLINIC_EMAIL);
    expect(clinicNotice?.subject).toBe(
      `Booking cancelled by the customer: ${booking.reference}, 5 June 2026`,
    );
    expect(await deliver()).toEqual([]);
  });
});
