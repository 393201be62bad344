import { INTL_LOCALES, LANGUAGE_TAGS, LANGUAGES, type Language } from "@ivdrips/contract/languages";
import { formatRm } from "@ivdrips/contract/money";
import { TIME_WINDOWS } from "@ivdrips/contract/time-windows";
import { describe, expect, it } from "vitest";
import { inTimeZone, sampleBookingView, SAMPLE_PAID_AT } from "../../../test/email-fixtures";
import {
  bookingApprovedEmail,
  bookingCancelledEmail,
  bookingReceivedEmail,
  bookingRejectedEmail,
  bookingReminderEmail,
  bookingRescheduledEmail,
  clinicBookingCancelledEmail,
  clinicBookingRescheduledEmail,
  clinicNewBookingEmail,
  paymentNeedsAttentionEmail,
  supportNoticeEmail,
} from "./booking-emails";
import { formatVisitTime } from "./booking-email-format";
import type { BookingEmailView } from "./booking-email-view";
import { escapeHtml } from "../../lib/escape-html";
import { passwordResetEmail } from "./account-emails";
import { translator } from "./email-texts";

/** The customer's emails in the customer's language; the clinic's and support's in English. */

const CUSTOMER_EMAILS = {
  booking_received: (view: BookingEmailView) => bookingReceivedEmail(view, SAMPLE_PAID_AT),
  booking_approved: bookingApprovedEmail,
  booking_rejected: bookingRejectedEmail,
  booking_cancelled: bookingCancelledEmail,
  payment_needs_attention: paymentNeedsAttentionEmail,
  booking_rescheduled: (view: BookingEmailView) =>
    bookingRescheduledEmail(
      view,
      { windowStartsAt: view.windowStartsAt, timeSlot: view.timeSlot },
      SAMPLE_PAID_AT,
    ),
  booking_reminder_24h: (view: BookingEmailView) => bookingReminderEmail(view, "booking_reminder_24h"),
  booking_reminder_2h: (view: BookingEmailView) => bookingReminderEmail(view, "booking_reminder_2h"),
};

/** Sentences of the English frame that must not appear in a translated email. */
const ENGLISH_FRAME = ["Hi ", "Questions? Write to", "View your bookings", "Reference:", "Kuala Lumpur time"];

const bodies = (email: { textBody: string; htmlBody: string }) => [email.textBody, email.htmlBody];

describe("a Malay customer's emails", () => {
  const view = sampleBookingView({ language: "ms" });

  it("confirm the booking in Malay, the date and time in Malay in KL time whatever the server's zone", () => {
    const email = inTimeZone("America/New_York", () => bookingReceivedEmail(view, SAMPLE_PAID_AT));
    expect(email.subject).toBe("Tempahan diterima: NutriGlow pada 2 Jun 2026 (IVD-ABC234)");
    for (const body of bodies(email)) {
      expect(body).toMatch(/Selasa, 2 Jun 2026, Pagi 8:00\sPG – 12:00\sPTG \(waktu Kuala Lumpur\)/);
      expect(body).toContain("bayaran anda sebanyak RM 1,200 telah diterima");
      expect(body).toContain("RM 1,200 (2 × RM 600)");
      expect(body).toContain("menunggu kelulusan daripada IV Drips KL Clinic");
      for (const english of ENGLISH_FRAME) expect(body).not.toContain(english);
    }
    expect(email.textBody).toContain(`Hai ${view.customerName},`);
    expect(email.textBody).toContain("Rujukan: IVD-ABC234");
    expect(email.textBody).toContain("Lihat tempahan anda: http://localhost:3000/account");
    expect(email.textBody).toContain("Ada pertanyaan? Hubungi kami di support@ivdrips.my.");
    expect(email.htmlBody).toMatch(/<html[^>]* lang="ms"/);
    expect(email.htmlBody).toContain('href="mailto:support@ivdrips.my"');
    expect(email.htmlBody).toContain("Aisha &lt;b&gt;Rahman&lt;/b&gt; &amp; &quot;Co&quot;");
  });

  it("state a late cancellation's refund and fee in Malay, with sen when there are sen", () => {
    const email = bookingCancelledEmail({ ...view, refundSen: 60_050, cancellationFeeSen: 59_950 });
    expect(email.subject).toBe("Tempahan IVD-ABC234 dibatalkan");
    expect(email.textBody).toContain(
      "Bayaran balik sebanyak RM 600.50 akan dikembalikan ke kaedah pembayaran asal anda dalam tempoh 5-7 hari bekerja.",
    );
    expect(email.textBody).toContain(
      "Yuran pembatalan sebanyak RM 599.50 dikenakan kerana tempahan dibatalkan kurang daripada 24 jam sebelum " +
        "lawatan, menurut Polisi Bayaran Balik kami: http://localhost:3000/refund-policy",
    );
    expect(email.htmlBody).toContain('href="http://localhost:3000/refund-policy"');
  });

  it("remind of the visit in Malay", () => {
    const email = bookingReminderEmail(view, "booking_reminder_24h");
    expect(email.subject).toMatch(/^Peringatan: NutriGlow esok, Pagi 8:00\sPG – 12:00\sPTG \(IVD-ABC234\)$/);
    expect(email.textBody).toContain("Lawatan anda esok");
    expect(email.textBody).toContain("Sebelum lawatan:");
    expect(email.textBody).toContain("Sediakan dokumen pengenalan diri yang sah.");
    expect(email.textBody).toContain("Akaun Saya, Sokongan, Kemas Kini Keutamaan");
  });
});

describe("a Chinese customer's emails", () => {
  const view = sampleBookingView({ language: "zh" });

  it("confirm an approval in Chinese, with the calendar invite of the same visit, in Chinese", () => {
    const email = bookingApprovedEmail(view);
    expect(email.subject).toBe("预约已确认：2026年6月2日的 NutriGlow（IVD-ABC234）");
    for (const body of bodies(email)) {
      expect(body).toMatch(/2026年6月2日星期二 上午 0?8:00–12:00（吉隆坡时间）/);
      expect(body).toContain("IV Drips KL Clinic 已批准预约 IVD-ABC234");
      expect(body).toContain("请准备好有效的身份证件。");
      expect(body).toContain("RM 1,200 (2 × RM 600)");
      for (const english of ENGLISH_FRAME) expect(body).not.toContain(english);
    }
    expect(email.textBody).toContain(`${view.customerName}，您好：`);
    // The booking's stored English place, in Chinese.
    expect(email.textBody).toContain("地区: 马来西亚吉隆坡");
    expect(email.htmlBody).toMatch(/<html[^>]* lang="zh-CN"/);
    // The same visit as in English (its time, its entry), described in Chinese.
    const invite = email.attachments?.[0]?.content ?? "";
    const english = bookingApprovedEmail({ ...view, language: "en" }).attachments?.[0]?.content ?? "";
    const entry = (ics: string) =>
      ics.split("\r\n").filter((line) => /^(DTSTART|DTEND|UID|SUMMARY|LOCATION)/.test(line));
    expect(entry(invite)).toEqual(entry(english));
    expect(entry(invite)).toContain(`UID:${view.bookingId}@ivdrips.my`);
    expect(invite.replace(/\r\n /g, "")).toContain("DESCRIPTION:预约编号：IVD-ABC234\\n数量：2");
    expect(english.replace(/\r\n /g, "")).toContain(
      "DESCRIPTION:Booking reference: IVD-ABC234\\nQuantity: 2",
    );
  });

  it("tell of a rejection and its full refund in Chinese", () => {
    const email = bookingRejectedEmail(view);
    expect(email.subject).toBe("预约 IVD-ABC234 未能被接受");
    expect(email.textBody).toContain("退款 RM 1,200 将在 5-7 个工作日内退回至您原来的付款方式。");
    expect(email.textBody).toContain("欢迎您另选时间：http://localhost:3000/services");
  });

  it("remind of the visit in Chinese, the night window ending at midnight", () => {
    const night = sampleBookingView({ language: "zh" }, TIME_WINDOWS[3]);
    const email = bookingReminderEmail(night, "booking_reminder_2h");
    expect(email.subject).toMatch(/^提醒：NutriGlow 约 2 小时后，晚上 20:00–0?0:00（IVD-ABC234）$/);
    expect(email.textBody).toContain("您的上门服务将在约 2 小时后开始");
  });
});

describe("every customer email", () => {
  it.each(LANGUAGES.flatMap((language) => Object.keys(CUSTOMER_EMAILS).map((kind) => [language, kind])))(
    "in %s (%s) has its subject, heading and amounts in that language",
    (language, kind) => {
      const render = CUSTOMER_EMAILS[kind as keyof typeof CUSTOMER_EMAILS];
      const email = render(sampleBookingView({ language: language as Language }));
      const english = render(sampleBookingView({ language: "en" }));
      expect(email.kind).toBe(kind);
      expect(email.toAddress).toBe("aisha@example.com");
      expect(email.dedupeKey).toBe(`${kind}:${email.bookingId}`);
      expect(email.htmlBody).toMatch(new RegExp(`<html[^>]* lang="${LANGUAGE_TAGS[language as Language]}"`));
      expect(email.textBody).toContain(formatVisitTime(sampleBookingView(), language as Language));
      if (language !== "en") {
        expect(email.subject).not.toBe(english.subject);
        for (const english of ENGLISH_FRAME) expect(email.textBody).not.toContain(english);
      }
      expectFrameIn(email, language as Language);
    },
  );

  it.each(LANGUAGES)("in %s includes the password reset, its link as the button", (language) => {
    const resetUrl = "http://localhost:3000/reset-password?token=abc&x=1";
    const email = passwordResetEmail({
      toAddress: "aisha@example.com",
      customerName: sampleBookingView().customerName,
      language,
      resetUrl,
      publicUrl: "http://localhost:3000",
      supportEmail: "support@ivdrips.my",
    });
    const t = translator(language);
    expect(email.subject).toBe(t("resetSubject"));
    for (const body of bodies(email)) expect(body).toContain(escapeFor(body, email, t("resetHeading")));
    expect(email.textBody).toContain(`${t("resetAction")}: ${resetUrl}`);
    expect(email.htmlBody).toContain(`href="${escapeHtml(resetUrl)}"`);
    expectFrameIn(email, language, { bookingDetails: false });
  });
});

/** Text goes into the plain text as it is, and into the HTML escaped. */
function escapeFor(body: string, email: { htmlBody: string }, text: string): string {
  return body === email.htmlBody ? escapeHtml(text) : text;
}

/**
 * What every customer email says in the reader's language, in both its parts: the greeting (naming the
 * customer, escaped in the HTML), the labels of the details, the footer; and no value left unfilled.
 */
function expectFrameIn(
  email: { textBody: string; htmlBody: string },
  language: Language,
  { bookingDetails = true } = {},
) {
  const t = translator(language);
  const name = sampleBookingView().customerName;
  const sentences = [t("greeting", { name }), t("questions", { email: "support@ivdrips.my" })];
  if (bookingDetails) sentences.push(t("labelReference"), t("labelWhen"), t("viewBookings"));
  for (const body of bodies(email)) {
    for (const sentence of sentences) {
      // The footer's address is a link in the HTML: its sentence is whole only in the text.
      const inHtml = sentence.replace(/support@ivdrips\.my.*$/, "");
      expect(body).toContain(body === email.htmlBody ? escapeHtml(inHtml) : sentence);
    }
    expect(body).not.toMatch(/\{\w+\}/);
  }
  expect(email.htmlBody).toContain("Aisha &lt;b&gt;Rahman&lt;/b&gt; &amp; &quot;Co&quot;");
  expect(email.htmlBody).not.toContain("<b>Rahman</b>");
  expect(email.htmlBody).toContain('href="mailto:support@ivdrips.my"');
}

describe("emails to the clinic and to support", () => {
  it("stay in English whatever the customer's language", () => {
    for (const language of LANGUAGES) {
      const view = sampleBookingView({ language });
      const emails = [
        clinicNewBookingEmail(view, "clinic@example.com"),
        clinicBookingCancelledEmail(view, "clinic@example.com"),
        clinicBookingRescheduledEmail(
          view,
          { windowStartsAt: view.windowStartsAt, timeSlot: view.timeSlot },
          "clinic@example.com",
        ),
        supportNoticeEmail(
          view,
          { kind: "support_manual_refund", subject: "A refund", lines: ["Refund it."], payment: "usdt" },
          "support@ivdrips.my",
        ),
      ];
      for (const email of emails) {
        expect(email.htmlBody).toMatch(/<html[^>]* lang="en"/);
        expect(email.textBody).toContain("Tuesday, 2 June 2026, Morning 8AM - 12PM (Kuala Lumpur time)");
        expect(email.textBody).toContain("Questions? Write to support@ivdrips.my.");
        expect(email.textBody).toContain("Reference: IVD-ABC234");
      }
    }
  });
});

describe("a rescheduled booking", () => {
  it("gives the customer both times in their language, and the clinic both in English", () => {
    const previous = sampleBookingView({ date: "2026-06-01" });
    const view = sampleBookingView({ language: "ms", rescheduleCount: 1 }, TIME_WINDOWS[2]);
    const customer = bookingRescheduledEmail(view, previous, SAMPLE_PAID_AT);
    expect(customer.dedupeKey).toBe(`booking_rescheduled:${view.bookingId}:1`);
    expect(customer.textBody).toMatch(
      /telah dipindahkan daripada Isnin, 1 Jun 2026, Pagi 8:00\sPG – 12:00\sPTG \(waktu Kuala Lumpur\) kepada Selasa, 2 Jun 2026, Petang 4:00\sPTG – 8:00\sPTG \(waktu Kuala Lumpur\)\./,
    );
    const clinic = clinicBookingRescheduledEmail(view, previous, "clinic@example.com");
    expect(clinic.textBody).toContain(
      "from Monday, 1 June 2026, Morning 8AM - 12PM (Kuala Lumpur time) to Tuesday, 2 June 2026, Evening 4PM - 8PM " +
        "(Kuala Lumpur time).",
    );
  });
});

describe("money in each language", () => {
  it.each(LANGUAGES)("keeps RM and groups thousands in %s", (language) => {
    expect(formatRm(160_000, INTL_LOCALES[language])).toBe("RM 1,600");
    expect(formatRm(160_050, INTL_LOCALES[language])).toBe("RM 1,600.50");
    expect(formatRm(5, INTL_LOCALES[language])).toBe("RM 0.05");
  });
});
