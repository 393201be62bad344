import { TIME_WINDOWS } from "@ivdrips/contract/time-windows";
import { describe, expect, it } from "vitest";
import { inTimeZone, parseIcs, sampleBookingView, SAMPLE_PAID_AT } from "../../../test/email-fixtures";
import {
  bookingApprovedEmail,
  bookingCancelledEmail,
  bookingReceivedEmail,
  bookingRejectedEmail,
  bookingRescheduledEmail,
  clinicBookingCancelledEmail,
  clinicNewBookingEmail,
} from "./booking-emails";
import { formatWindow } from "./booking-email-format";
import type { BookingEmailView } from "./booking-email-view";
import { translator } from "./email-texts";
import { buildBookingIcs as buildIcs } from "./ics";

/** The invite as the approval email attaches it: in the customer's language. */
const buildBookingIcs = (view: BookingEmailView, stampedAt?: Date) =>
  buildIcs(view, translator(view.language), formatWindow(view, view.language), stampedAt);

const WHEN = "Tuesday, 2 June 2026, Morning 8AM - 12PM (Kuala Lumpur time)";
const FULL_REFUND =
  "A refund of RM 1,200 will be returned to your original payment method within 5-7 business days.";

/** The VEVENT of an .ics text, with the calendar's own VTIMEZONE registered so times convert. */
function expectEscapedCustomerInput(html: string, view: BookingEmailView) {
  expect(html).not.toContain("<b>Rahman</b>");
  expect(html).not.toContain("<Ampang>");
  expect(html).toContain("Aisha &lt;b&gt;Rahman&lt;/b&gt; &amp; &quot;Co&quot;");
  expect(html).toContain("Menara &lt;Ampang&gt;");
  expect(html).toContain("IV Drips");
  expect(html).not.toContain(view.customerAddress);
}

describe("booking emails", () => {
  it("tell the customer the booking was received and awaits the clinic, in KL time whatever the server's zone", () => {
    const view = sampleBookingView();
    const email = inTimeZone("America/New_York", () => {
      // The zone really is New York here: the window's UTC midnight is still 1 June on the local clock.
      expect(view.windowStartsAt.getDate()).toBe(1);
      return bookingReceivedEmail(view, SAMPLE_PAID_AT);
    });

    expect(email).toMatchObject({
      kind: "booking_received",
      bookingId: view.bookingId,
      dedupeKey: `booking_received:${view.bookingId}`,
      toAddress: "aisha@example.com",
    });
    expect(email.subject).toBe("Booking received: NutriGlow on 2 June 2026 (IVD-ABC234)");
    for (const body of [email.textBody, email.htmlBody]) {
      expect(body).toContain(WHEN);
      expect(body).toContain("The clinic reviews and approves within 15-30 minutes");
      expect(body).toContain("RM 1,200 (2 × RM 600)");
      expect(body).toContain("IV Drips KL Clinic");
      expect(body).toContain("IVD-ABC234");
    }
    expect(email.textBody).toContain(`Hi ${view.customerName},`);
    expect(email.textBody).toContain("View your bookings: http://localhost:3000/account");
    expect(email.htmlBody).toContain('href="http://localhost:3000/account"');
    expectEscapedCustomerInput(email.htmlBody, view);
    expect(email.attachments).toBeUndefined();
  });

  it("give the clinic the customer's contact details and a link to its portal", () => {
    const view = sampleBookingView();
    const email = clinicNewBookingEmail(view, "clinic@example.com");

    expect(email).toMatchObject({
      kind: "clinic_new_booking",
      dedupeKey: `clinic_new_booking:${view.bookingId}`,
      toAddress: "clinic@example.com",
    });
    expect(email.subject).toBe("New booking to review: IVD-ABC234, NutriGlow on 2 June 2026");
    for (const line of [
      `Customer: ${view.customerName}`,
      "Email: aisha@example.com",
      "Phone: +60 12-345 6789",
      `Address: ${view.customerAddress}`,
      `When: ${WHEN}`,
      "Open the clinic portal: http://localhost:3000/clinic",
    ]) {
      expect(email.textBody).toContain(line);
    }
    expect(email.htmlBody).toContain('href="http://localhost:3000/clinic"');
    expectEscapedCustomerInput(email.htmlBody, view);
  });

  it("tell the clinic when the customer cancels a paid booking", () => {
    const view = sampleBookingView({ cancelledBy: "customer" });
    const email = clinicBookingCancelledEmail(view, "clinic@example.com");
    expect(email).toMatchObject({
      kind: "clinic_booking_cancelled",
      dedupeKey: `clinic_booking_cancelled:${view.bookingId}`,
      toAddress: "clinic@example.com",
    });
    expect(email.subject).toBe("Booking cancelled by the customer: IVD-ABC234, 2 June 2026");
    expect(email.textBody).toContain("The customer cancelled booking IVD-ABC234. There is no visit to make.");
    expect(email.textBody).toContain(`When: ${WHEN}`);
    expect(email.htmlBody).toContain("Aisha &lt;b&gt;Rahman&lt;/b&gt; &amp; &quot;Co&quot;");
  });

  it("confirm an approval with what happens next and an .ics invite", () => {
    const view = sampleBookingView();
    const email = bookingApprovedEmail(view);

    expect(email).toMatchObject({
      kind: "booking_approved",
      dedupeKey: `booking_approved:${view.bookingId}`,
      toAddress: "aisha@example.com",
    });
    expect(email.subject).toBe("Booking confirmed: NutriGlow on 2 June 2026 (IVD-ABC234)");
    for (const body of [email.textBody, email.htmlBody]) {
      expect(body).toContain("Our team will contact you 15-30 minutes before the visit.");
      expect(body).toContain("Have a valid ID ready.");
      expect(body).toContain(WHEN);
    }
    expect(email.textBody).toContain(`Please be at the address for your visit: ${view.customerAddress}.`);
    expectEscapedCustomerInput(email.htmlBody, view);

    expect(email.attachments).toHaveLength(1);
    const [invite] = email.attachments ?? [];
    expect(invite?.filename).toBe("ivdrips-IVD-ABC234.ics");
    expect(invite?.contentType).toMatch(/^text\/calendar;.*method=PUBLISH/);
    const { vevent } = parseIcs(invite?.content ?? "");
    expect(vevent.getFirstPropertyValue("uid")).toBe(`${view.bookingId}@ivdrips.my`);
  });

  it("tell the customer a rejected booking is refunded in full", () => {
    const view = sampleBookingView({ refundSen: 120_000, cancellationFeeSen: 0 });
    const email = bookingRejectedEmail(view);

    expect(email).toMatchObject({
      kind: "booking_rejected",
      dedupeKey: `booking_rejected:${view.bookingId}`,
    });
    expect(email.subject).toBe("Booking IVD-ABC234 could not be accepted");
    expect(email.textBody).toContain("IV Drips KL Clinic could not take booking IVD-ABC234");
    expect(email.textBody).toContain(FULL_REFUND);
    expect(email.htmlBody).toContain(FULL_REFUND);
    expect(email.textBody).not.toContain("cancellation fee");
  });

  it("state the refund of a cancellation: full, less a late fee, or none when nothing was paid", () => {
    const free = bookingCancelledEmail(sampleBookingView({ refundSen: 120_000, cancellationFeeSen: 0 }));
    expect(free.kind).toBe("booking_cancelled");
    expect(free.subject).toBe("Booking IVD-ABC234 cancelled");
    expect(free.textBody).toContain(FULL_REFUND);
    expect(free.textBody).not.toContain("cancellation fee");

    const late = bookingCancelledEmail(sampleBookingView({ refundSen: 60_000, cancellationFeeSen: 60_000 }));
    expect(late.textBody).toContain(
      "A refund of RM 600 will be returned to your original payment method within 5-7 business days.",
    );
    expect(late.textBody).toContain(
      "A cancellation fee of RM 600 applies because the booking was cancelled less than 24 hours before " +
        "the visit, under our Refund Policy: http://localhost:3000/refund-policy",
    );
    expect(late.htmlBody).toContain('href="http://localhost:3000/refund-policy"');

    const unpaid = bookingCancelledEmail(
      sampleBookingView({ paid: false, refundSen: null, cancellationFeeSen: null }),
    );
    expect(unpaid.textBody).toContain("No payment was taken.");
    expect(unpaid.textBody).not.toContain("refund of");
  });

  it("say when our support cancelled, and why, in the customer's language", () => {
    const reason = "The nurse is unwell and no other could come.";
    const bySupport = bookingCancelledEmail(
      sampleBookingView({ cancelledBy: "support", cancellationNote: reason, refundSen: 120_000 }),
    );
    expect(bySupport.textBody).toContain("has been cancelled by IV Drips support. Reason: " + reason);
    expect(bySupport.textBody).toContain(FULL_REFUND);
    const inMalay = bookingCancelledEmail(
      sampleBookingView({ cancelledBy: "support", cancellationNote: reason, language: "ms" }),
    );
    expect(inMalay.textBody).toContain("telah dibatalkan oleh sokongan IV Drips. Sebab: " + reason);
    const byCustomer = bookingCancelledEmail(sampleBookingView({ cancelledBy: "customer" }));
    expect(byCustomer.textBody).not.toContain("IV Drips support");
  });

  it("give the clinic's reason for a rejection as written, escaped in the HTML, in the customer's language", () => {
    const reason = 'No nurse <i>free</i> & "none" on call';
    const escaped = "No nurse &lt;i&gt;free&lt;/i&gt; &amp; &quot;none&quot; on call";
    const expected = {
      en: `The clinic's reason: ${reason}`,
      ms: `Sebab yang diberikan oleh klinik: ${reason}`,
      zh: `诊所给出的原因：${reason}`,
    } as const;
    for (const language of ["en", "ms", "zh"] as const) {
      const email = bookingRejectedEmail(sampleBookingView({ cancellationNote: reason, language }));
      expect(email.textBody).toContain(expected[language]);
      expect(email.htmlBody).toContain(escaped);
      expect(email.htmlBody).not.toContain("<i>free</i>");
    }
    // A rejection with no words of the clinic's (a closure's) has no reason line.
    expect(bookingRejectedEmail(sampleBookingView({ cancellationNote: null })).textBody).not.toContain(
      "The clinic's reason",
    );
  });

  it("promise the clinic's 15-30 minutes only while it is open; else say when it opens (issue 35)", () => {
    const view = sampleBookingView();
    const open = bookingReceivedEmail(view, SAMPLE_PAID_AT);
    expect(open.textBody).toContain("within 15-30 minutes");

    // Paid at 02:15 in KL: the clinic opens at 08:00 that morning.
    const night = bookingReceivedEmail(view, new Date("2026-06-02T02:15:00+08:00"));
    expect(night.textBody).not.toContain("15-30 minutes");
    expect(night.textBody).toContain("The clinic is closed now and reviews your booking once it opens on");
    expect(night.textBody).toContain("Tuesday, 2 June 2026 at 8:00");

    // Moved at 23:45 in KL: the clinic looks at the new time the next morning.
    const previous = { windowStartsAt: view.windowStartsAt, timeSlot: view.timeSlot };
    const moved = bookingRescheduledEmail(view, previous, new Date("2026-06-01T23:45:00+08:00"));
    expect(moved.textBody).not.toContain("15-30 minutes");
    expect(moved.textBody).toContain("once it opens on Tuesday, 2 June 2026 at 8:00");

    const malay = bookingReceivedEmail(
      sampleBookingView({ language: "ms" }),
      new Date("2026-06-02T02:15:00+08:00"),
    );
    expect(malay.textBody).toContain("Klinik kini tutup");
    expect(malay.textBody).not.toContain("15-30 minit");
  });

  it("keep one email per kind and booking through the dedupe key", () => {
    const view = sampleBookingView();
    const keys = [
      bookingReceivedEmail(view, SAMPLE_PAID_AT),
      clinicNewBookingEmail(view, "clinic@example.com"),
      bookingApprovedEmail(view),
      bookingRejectedEmail(view),
      bookingCancelledEmail(view),
    ].map((email) => email.dedupeKey);
    expect(new Set(keys).size).toBe(5);
    expect(bookingApprovedEmail(view).dedupeKey).toBe(bookingApprovedEmail({ ...view }).dedupeKey);
  });
});

describe("the .ics invite", () => {
  it("puts the morning window at 08:00 Kuala Lumpur time (00:00Z), built under another time zone", () => {
    const view = sampleBookingView();
    const ics = inTimeZone("America/New_York", () => buildBookingIcs(view, new Date("2026-05-30T10:20:30Z")));

    const { calendar, vevent, event } = parseIcs(ics);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
    expect(ics).toContain("DTSTART;TZID=Asia/Kuala_Lumpur:20260602T080000\r\n");
    expect(ics).toContain("DTEND;TZID=Asia/Kuala_Lumpur:20260602T120000\r\n");
    expect(ics).toContain("DTSTAMP:20260530T102030Z\r\n");
    expect(vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Asia/Kuala_Lumpur");
    expect(event.startDate.zone.tzid).toBe("Asia/Kuala_Lumpur");
    expect([event.startDate.hour, event.startDate.minute]).toEqual([8, 0]);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-06-02T00:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-06-02T04:00:00.000Z");
    expect(event.summary).toBe("IV Drips: NutriGlow");
    expect(event.uid).toBe(`${view.bookingId}@ivdrips.my`);
  });

  it("ends the night window at midnight, on the next KL day", () => {
    const night = TIME_WINDOWS[3];
    const event = parseIcs(buildBookingIcs(sampleBookingView({}, night))).event;
    expect(event.startDate.toString()).toBe("2026-06-02T20:00:00");
    expect(event.endDate.toString()).toBe("2026-06-03T00:00:00");
  });

  it("escapes TEXT values and folds long lines at 75 octets with CRLF, without breaking characters", () => {
    const address = `Suite 8, Residensi "Kenanga"; Jalan Tun Razak\\Block B, ${"Bukit Bintang ".repeat(6)}— 55100 KL 🌴`;
    const view = sampleBookingView({
      customerAddress: address,
      serviceName: "Ultimate Hydration, Vitamin C",
    });
    const ics = buildBookingIcs(view);

    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = ics.split("\r\n").slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    expect(ics).toContain("SUMMARY:IV Drips: Ultimate Hydration\\, Vitamin C");
    expect(ics.replace(/\r\n /g, "")).toContain(
      `LOCATION:Suite 8\\, Residensi "Kenanga"\\; Jalan Tun Razak\\\\Block B\\, Bukit Bintang`,
    );

    const { event } = parseIcs(ics);
    expect(event.location).toBe(address);
    expect(event.summary).toBe("IV Drips: Ultimate Hydration, Vitamin C");
    expect(event.description).toBe(
      [
        "Booking reference: IVD-ABC234",
        "Quantity: 2",
        "Time window: Morning 8AM - 12PM (Kuala Lumpur time)",
        "Questions: support@ivdrips.my",
        "Your bookings: http://localhost:3000/account",
      ].join("\n"),
    );
  });

  it("describes the visit in the customer's language", () => {
    const { calendar, event } = parseIcs(buildBookingIcs(sampleBookingView({ language: "zh" })));
    expect(String(calendar.getFirstPropertyValue("prodid"))).toContain("//ZH");
    expect(event.description.split("\n")).toEqual([
      "预约编号：IVD-ABC234",
      "数量：2",
      `时段：${formatWindow(sampleBookingView(), "zh")}（吉隆坡时间）`,
      "咨询：support@ivdrips.my",
      "我的预约：http://localhost:3000/account",
    ]);
    expect(event.description).toContain("上午");
  });
});
