import type { Booking } from "@ivdrips/contract/bookings";
import type { Language } from "@ivdrips/contract/languages";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import { startFakePhoneProviders, type FakePhoneRequest } from "../../../test/fake-phone-providers";
import { approveAsDemoClinic, customerTokenAt, paidBooking } from "../../../test/booking-fixtures";
import { fakeMessageDispatcher, verifyPhone, whatsappForAll } from "../../../test/phone-fixtures";
import { injectAs, loginDemoClinic, registerCustomer } from "../../../test/test-app";
import { clinics, outboxEmails, outboxMessages, phoneOptOuts, providers } from "../../db/schema";

/** Booking messages on WhatsApp (issue 38): by the channels chosen, in the customer's language, with fallbacks. */

const fake = await startFakePhoneProviders();
afterAll(() => fake.close());
const NOW = "2026-06-01T09:00:00+08:00";
const t = appUnderTest({
  now: NOW,
  eachTest: "reset clock",
  signInDemoClinic: true,
  phoneMessages: fake.settings(),
});
const dispatcher = (sms = true) => fakeMessageDispatcher({ db: t.database.db, clock: t.clock, fake, sms });
beforeEach(() => fake.reset());
const freshDay = freshDays("2026-08-01");
const HOUR = 60 * 60_000;

let numbers = 0;
const freshNumber = () => `+6013${String(2_000_000 + (numbers += 1)).slice(-7)}`;

async function customerWithWhatsapp(language: Language = "en", channels = whatsappForAll()) {
  const { token, user } = await registerCustomer(t.app);
  const phone = freshNumber();
  await verifyPhone({ app: t.app, token, phone, fake, dispatcher: dispatcher(), language, channels });
  fake.reset();
  return { token, id: user.id, phone };
}

const approve = (booking: Booking) => approveAsDemoClinic(t.app, t.clinicToken, t.seeded, booking._id);

const templateOf = (request: FakePhoneRequest | undefined) =>
  request?.body.template as
    | { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] }
    | undefined;
const paramsOf = (request: FakePhoneRequest | undefined) =>
  templateOf(request)?.components[0]?.parameters.map((parameter) => parameter.text);
const sentTo = (phone: string) =>
  fake.accepted("whatsapp").filter((request) => request.body.to === phone.slice(1));
const emailsOf = (bookingId: string, kind: string) =>
  t.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.bookingId, bookingId), eq(outboxEmails.kind, kind)));

describe("a booking's messages on WhatsApp", () => {
  it.each([
    ["en", "en", "2026-07-01", "Wednesday, 1 July 2026, Morning 8AM - 12PM (Kuala Lumpur time)"],
    ["ms", "ms", "2026-07-08", "Rabu, 8 Julai 2026, Pagi 8:00 PG – 12:00 PTG (waktu Kuala Lumpur)"],
    ["zh", "zh_CN", "2026-07-15", "2026年7月15日星期三 上午 8:00–12:00（吉隆坡时间）"],
  ] as const)(
    "in %s: paid, approved, on the way, the reminders and the cancellation, each its template and values",
    async (language, code, day, when) => {
      const customer = await customerWithWhatsapp(language);
      const sender = dispatcher();
      const booking = await paidBooking(t.app, customer.token, {
        date: day,
        providerId: t.seeded.providerId,
      });
      await approve(booking);
      await sender.dispatchDue();

      // A day before, then 2 hours before: each reminder once, on the visit's own words.
      t.clock.set(new Date(Date.parse(booking.windowStartsAt) - 23 * HOUR));
      await t.app.bookings.sweep();
      t.clock.set(new Date(Date.parse(booking.windowStartsAt) - 90 * 60_000));
      await t.app.bookings.sweep();
      await t.app.bookings.sweep();
      const clinic = injectAs(t.app, await loginDemoClinic(t.app, t.seeded));
      const setOff = await clinic({
        method: "POST",
        url: `/api/clinics/bookings/${booking._id}/progress`,
        payload: { step: "on_the_way", etaMinutes: 45 },
      });
      expect(setOff.statusCode, setOff.body).toBe(200);
      await sender.dispatchDue();

      const sent = sentTo(customer.phone);
      expect(sent.map((request) => templateOf(request)?.name)).toEqual([
        "booking_paid",
        "booking_approved",
        "visit_reminder",
        "visit_reminder",
        "clinician_on_the_way",
      ]);
      expect(sent.every((request) => templateOf(request)?.language.code === code)).toBe(true);
      const link = "http://localhost:3000/account";
      expect(paramsOf(sent[0])).toEqual([when, link]);
      expect(paramsOf(sent[1])).toEqual([when, link]);
      expect(paramsOf(sent[2])).toEqual([when, link]);
      // Set off 90 minutes before 8 AM with 45 minutes to go: 7:15 in the reader's clock.
      expect(paramsOf(sent[4])?.[1]).toBe(link);
      expect(paramsOf(sent[4])?.[0]).toMatch(/7[:.]15/);

      // A second customer's booking is cancelled in time: refunded in full, said in the same words.
      t.clock.set(NOW);
      const other = await customerWithWhatsapp(language);
      const later = await paidBooking(t.app, other.token, {
        date: freshDay(),
        providerId: t.seeded.providerId,
      });
      const cancelled = await injectAs(
        t.app,
        await customerTokenAt(t.clock, other.id),
      )({
        method: "PUT",
        url: `/api/bookings/${later._id}/cancel`,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await sender.dispatchDue();
      const [paid, cancel] = sentTo(other.phone);
      expect(templateOf(paid)?.name).toBe("booking_paid");
      expect(templateOf(cancel)?.name).toBe("booking_cancelled");
      expect(paramsOf(cancel)?.[1]).toBe("RM 600");
      // Nothing clinical, and no name, in any value.
      for (const request of [...sent, paid, cancel]) {
        expect(JSON.stringify(request?.body)).not.toMatch(/NutriGlow|Aisha|allerg|health/i);
      }
    },
  );

  it("tells the clinic's coordinator of a paid booking awaiting its decision, in English", async () => {
    const coordinator = freshNumber();
    const [provider] = await t.database.db
      .select()
      .from(providers)
      .where(eq(providers.id, t.seeded.providerId));
    await t.database.db
      .update(clinics)
      .set({ coordinatorPhone: coordinator })
      .where(eq(clinics.id, provider?.clinicId ?? ""));
    try {
      const { token } = await registerCustomer(t.app);
      await paidBooking(t.app, token, { date: freshDay(), providerId: t.seeded.providerId });
      await dispatcher().dispatchDue();
      const [awaiting] = sentTo(coordinator);
      expect(templateOf(awaiting)).toMatchObject({
        name: "clinic_booking_awaiting",
        language: { code: "en" },
      });
      expect(paramsOf(awaiting)?.[1]).toBe("http://localhost:3000/clinic");
    } finally {
      await t.database.db
        .update(clinics)
        .set({ coordinatorPhone: null })
        .where(eq(clinics.id, provider?.clinicId ?? ""));
    }
  });

  it("sends nothing to a number not verified, nor to one that said STOP", async () => {
    // Registered with a phone, never verified: email only.
    const { token } = await registerCustomer(t.app, { phone: "+60 12-999 0000" });
    const unverified = await paidBooking(t.app, token, { date: freshDay(), providerId: t.seeded.providerId });
    const stopped = await customerWithWhatsapp();
    await t.database.db.insert(phoneOptOuts).values({ phone: stopped.phone, optedOutAt: t.clock() });
    const optedOut = await paidBooking(t.app, stopped.token, {
      date: freshDay(),
      providerId: t.seeded.providerId,
    });
    await dispatcher().dispatchDue();
    for (const booking of [unverified, optedOut]) {
      expect(
        await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, booking._id)),
      ).toEqual([]);
      expect(await emailsOf(booking._id, "booking_received")).toHaveLength(1);
    }
    expect(fake.requests).toEqual([]);
  });

  it("holds the email the customer turned off, and sends it once WhatsApp and then SMS have failed", async () => {
    const channels = { ...whatsappForAll(), reminders: { email: false, whatsapp: true } };
    const customer = await customerWithWhatsapp("en", channels);
    const booking = await paidBooking(t.app, customer.token, {
      date: freshDay(),
      providerId: t.seeded.providerId,
    });
    await approve(booking);
    t.clock.set(new Date(Date.parse(booking.windowStartsAt) - 23 * HOUR));
    fake.mode.whatsapp = "refuse";
    fake.mode.sms = "refuse";
    await t.app.bookings.sweep();
    const [held] = await emailsOf(booking._id, "booking_reminder_24h");
    expect(held?.heldForChain).toEqual(expect.any(String));
    // Held: the email outbox does not take it.
    const sender = dispatcher();
    await sender.dispatchDue();
    await sender.dispatchDue();
    const chain = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.chainId, held?.heldForChain ?? ""));
    expect(chain.map((row) => [row.channel, row.status]).sort()).toEqual([
      ["sms", "failed"],
      ["whatsapp", "failed"],
    ]);
    const [released] = await emailsOf(booking._id, "booking_reminder_24h");
    expect(released?.heldForChain).toBeNull();
    expect(released?.availableAt.getTime()).toBeLessThanOrEqual(t.clock().getTime());
  });

  it("sends no reminder at all to a customer who turned reminders off on every channel", async () => {
    const customer = await customerWithWhatsapp("en", {
      ...whatsappForAll(),
      reminders: { email: false, whatsapp: false },
    });
    const booking = await paidBooking(t.app, customer.token, {
      date: freshDay(),
      providerId: t.seeded.providerId,
    });
    await approve(booking);
    t.clock.set(new Date(Date.parse(booking.windowStartsAt) - 23 * HOUR));
    await t.app.bookings.sweep();
    expect(await emailsOf(booking._id, "booking_reminder_24h")).toEqual([]);
    const messages = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.bookingId, booking._id));
    expect(messages.map((row) => row.kind).sort()).toEqual(["booking_approved", "booking_received"]);
  });
});
