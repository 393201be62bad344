import { screenCustomer } from "../../../test/clinical-fixtures";
import { TIME_WINDOWS, windowBounds } from "@ivdrips/contract/time-windows";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import { paidBooking, demoNurse } from "../../../test/booking-fixtures";
import {
  VALID_PASSWORD,
  freshClientAddress,
  injectAs,
  loginDemoClinic,
  uniqueEmail,
} from "../../../test/test-app";
import { outboxEmails } from "../../db/schema";

/**
 * End to end: the language a customer signs up, signs in or chooses in preferences with is the language of
 * the next email they receive, with dates and amounts formatted for it. Clinics keep receiving English.
 */

const HOUR = 60 * 60_000;
const NOW = "2026-06-01T09:00:00+08:00";
const [MORNING] = TIME_WINDOWS;
const t = appUnderTest({ now: NOW, eachTest: "reset clock" });
/** A fresh booking day each time (July 2026), so windows never fill up. */
const freshDay = freshDays("2026-07-01");

async function registerWith(acceptLanguage?: string): Promise<{ token: string; email: string }> {
  const email = uniqueEmail();
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    headers: acceptLanguage === undefined ? {} : { "accept-language": acceptLanguage },
    payload: { email, fullName: "Siti Aminah", password: VALID_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(201);
  const token = (response.json() as { token: string }).token;
  await screenCustomer(t.app, token);
  return { token, email };
}

async function emailOf(bookingId: string, kind: string) {
  const [email] = await t.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.bookingId, bookingId), eq(outboxEmails.kind, kind)));
  if (!email) throw new Error(`no ${kind} email for booking ${bookingId}`);
  return email;
}

/** A paid booking on 2 July 2026 or later, and its "booking received" email. */
async function book(token: string, date = freshDay()) {
  const booking = await paidBooking(t.app, token, { date, timeSlot: MORNING.timeSlot });
  return { booking, received: await emailOf(booking._id, "booking_received") };
}

const approve = async (id: string) => {
  const clinic = await loginDemoClinic(t.app, t.seeded);
  const response = await injectAs(
    t.app,
    clinic,
  )({
    method: "PUT",
    url: `/api/clinics/bookings/${id}/status`,
    payload: { status: "approved", clinicianId: demoNurse(t.seeded) },
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe("a customer who registered with Accept-Language: ms", () => {
  it("gets the booking confirmation, the approval and the reminder in Malay, the clinic its notice in English", async () => {
    const { token } = await registerWith("ms");
    const { booking, received } = await book(token, "2026-06-05");

    expect(received.subject).toBe(`Tempahan diterima: NutriGlow pada 5 Jun 2026 (${booking.reference})`);
    for (const body of [received.textBody, received.htmlBody]) {
      expect(body).toMatch(/Jumaat, 5 Jun 2026, Pagi 8:00\sPG – 12:00\sPTG \(waktu Kuala Lumpur\)/);
      expect(body).toContain("bayaran anda sebanyak RM 600 telah diterima");
      expect(body).toContain("Jumlah");
    }
    expect(received.htmlBody).toMatch(/<html[^>]* lang="ms"/);

    const clinicNotice = await emailOf(booking._id, "clinic_new_booking");
    expect(clinicNotice.subject).toBe(
      `New booking to review: ${booking.reference}, NutriGlow on 5 June 2026`,
    );
    expect(clinicNotice.textBody).toContain("Friday, 5 June 2026, Morning 8AM - 12PM (Kuala Lumpur time)");

    await approve(booking._id);
    const approved = await emailOf(booking._id, "booking_approved");
    expect(approved.subject).toBe(`Tempahan disahkan: NutriGlow pada 5 Jun 2026 (${booking.reference})`);
    expect(approved.textBody).toContain("Langkah seterusnya");

    const startsAt = windowBounds("2026-06-05", MORNING).startsAt;
    t.clock.set(new Date(startsAt.getTime() - 24 * HOUR));
    await t.app.bookings.sweep();
    const reminder = await emailOf(booking._id, "booking_reminder_24h");
    expect(reminder.subject).toMatch(
      new RegExp(`^Peringatan: NutriGlow esok, Pagi 8:00\\sPG – 12:00\\sPTG \\(${booking.reference}\\)$`),
    );
    expect(reminder.textBody).toContain("Peringatan tentang lawatan NutriGlow anda pada Jumaat, 5 Jun 2026");
  });
});

describe("a customer who registered with Accept-Language: zh", () => {
  it("gets the booking confirmation in Chinese", async () => {
    const { token } = await registerWith("zh-CN,zh;q=0.9,en;q=0.8");
    const { booking, received } = await book(token, "2026-06-03");
    expect(received.subject).toBe(`已收到预约：2026年6月3日的 NutriGlow（${booking.reference}）`);
    expect(received.textBody).toMatch(/2026年6月3日星期三 上午 0?8:00–12:00（吉隆坡时间）/);
    expect(received.textBody).toContain("感谢您：我们已收到您支付的 RM 600");
    expect(received.htmlBody).toMatch(/<html[^>]* lang="zh-CN"/);
  });
});

describe("changing the language", () => {
  it("through PUT /api/users/preferences writes the next email in the new language", async () => {
    const { token } = await registerWith("ms");
    expect((await book(token)).received.subject).toMatch(/^Tempahan diterima: /);

    const changed = await injectAs(
      t.app,
      token,
    )({
      method: "PUT",
      url: "/api/users/preferences",
      payload: { emailReminders: true, marketingEmails: false, language: "zh" },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const { booking, received } = await book(token);
    expect(received.subject).toMatch(/^已收到预约：2026年7月\d+日的 NutriGlow/);

    // A cancellation, already queued in the language of the moment it happens.
    const cancelled = await injectAs(
      t.app,
      token,
    )({ method: "PUT", url: `/api/bookings/${booking._id}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const notice = await emailOf(booking._id, "booking_cancelled");
    expect(notice.subject).toBe(`预约 ${booking.reference} 已取消`);
    expect(notice.textBody).toContain("退款 RM 600 将在 5-7 个工作日内退回至您原来的付款方式。");
    expect((await emailOf(booking._id, "clinic_booking_cancelled")).subject).toMatch(
      /^Booking cancelled by the customer: /,
    );
  });

  it("by signing in with another Accept-Language writes the next email in that language", async () => {
    const { token, email } = await registerWith("zh");
    expect((await book(token)).received.subject).toMatch(/^已收到预约：/);

    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: freshClientAddress(),
      headers: { "accept-language": "ms" },
      payload: { email, password: VALID_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const signedIn = (login.json() as { token: string }).token;

    expect((await book(signedIn)).received.subject).toMatch(
      /^Tempahan diterima: NutriGlow pada \d+ Julai 2026/,
    );
  });

  it("is not changed by signing in with a header naming none of ours", async () => {
    const { token, email } = await registerWith("ms");
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: freshClientAddress(),
      headers: { "accept-language": "fr-FR" },
      payload: { email, password: VALID_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect((await book(token)).received.subject).toMatch(/^Tempahan diterima: /);
  });
});

describe("a customer whose Accept-Language names none of ours", () => {
  it.each([["fr-FR,de;q=0.8"], [undefined]])("(%s) gets English", async (header) => {
    const { token } = await registerWith(header);
    const { booking, received } = await book(token, "2026-06-04");
    expect(received.subject).toBe(`Booking received: NutriGlow on 4 June 2026 (${booking.reference})`);
    expect(received.textBody).toContain("Thursday, 4 June 2026, Morning 8AM - 12PM (Kuala Lumpur time)");
    expect(received.htmlBody).toMatch(/<html[^>]* lang="en"/);
  });
});
