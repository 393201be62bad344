import { sourceProblems } from "@ivdrips/contract/i18n/translator";
import { describe, expect, it } from "vitest";
import { sampleBookingView } from "../../../test/email-fixtures";
import type { BookingRecord } from "../bookings/bookings.service";
import { contactMessageEmail, supportMessageEmail } from "../messages/form-emails";
import { newApplicationEmail, type StoredApplication } from "../partners/partner-emails";
import { cryptoAttentionEmail } from "../payments/crypto-attention-email";
import {
  clinicBookingCancelledEmail,
  clinicBookingRescheduledEmail,
  clinicDecisionReminderEmail,
  clinicNewBookingEmail,
  supportNoticeEmail,
} from "./booking-emails";
import type { OutboxEmailInput } from "./outbox-email";
import { STAFF_EMAIL_TEXTS, staffText } from "./staff-email-texts";

const WHEN = "Tuesday, 2 June 2026, Morning 8AM - 12PM (Kuala Lumpur time)";
const SUPPORT = "support@ivdrips.my";

/** The subject, and each sentence found in both the text and the HTML part (its words, links aside). */
function expectSays(email: OutboxEmailInput, subject: string, sentences: string[]) {
  expect(email.subject).toBe(subject);
  expect(email.htmlBody).toMatch(/<html[^>]* lang="en"/);
  const htmlWords = email.htmlBody.replace(/<[^>]*>/g, "").replace(/&#x27;/g, "'");
  for (const sentence of sentences) {
    expect(email.textBody).toContain(sentence);
    expect(htmlWords).toContain(sentence);
  }
}

describe("the staff emails' catalogue", () => {
  it("has English texts that all parse", () => {
    expect(sourceProblems(STAFF_EMAIL_TEXTS)).toEqual([]);
  });

  it("says plurals and selects by the library", () => {
    expect(staffText("years", { count: 1 })).toBe("1 year");
    expect(staffText("years", { count: 12 })).toBe("12 years");
    expect(staffText("supportCategory", { category: "medical" })).toBe("Medical question");
    expect(staffText("profession", { profession: "nurse" })).toBe("Nurse");
  });
});

describe("emails to the clinic", () => {
  const view = sampleBookingView({ language: "zh" });

  it("a new booking to review", () => {
    expectSays(
      clinicNewBookingEmail(view, "clinic@example.com"),
      "New booking to review: IVD-ABC234, NutriGlow on 2 June 2026",
      [
        "Hello IV Drips KL Clinic,",
        "A paid booking has been assigned to you. Please approve or reject it in the clinic portal: the " +
          "customer has been told that the clinic reviews bookings within 15-30 minutes while it is open, " +
          "and once it opens otherwise.",
        "New booking to review",
      ],
    );
  });

  it("a reminder to decide", () => {
    expectSays(
      clinicDecisionReminderEmail(view, "clinic@example.com"),
      "Reminder: please approve or reject IVD-ABC234, NutriGlow on 2 June 2026",
      [
        "A booking is waiting for your decision",
        "Booking IVD-ABC234 is paid and still waits for your approval. Please approve or reject it in the " +
          "clinic portal now. If it is still undecided when the visit is due, it is rejected automatically " +
          "and the customer is refunded in full.",
      ],
    );
  });

  it("a cancellation", () => {
    expectSays(
      clinicBookingCancelledEmail({ ...view, cancelledBy: "customer" }, "clinic@example.com"),
      "Booking cancelled by the customer: IVD-ABC234, 2 June 2026",
      ["Booking cancelled", "The customer cancelled booking IVD-ABC234. There is no visit to make."],
    );
  });

  it("a cancellation by our support, or a booking our support moved to another clinic", () => {
    expectSays(
      clinicBookingCancelledEmail({ ...view, cancelledBy: "support" }, "clinic@example.com"),
      "Booking cancelled by IV Drips support: IVD-ABC234, 2 June 2026",
      ["Booking cancelled", "IV Drips support cancelled booking IVD-ABC234. There is no visit to make."],
    );
  });

  it("a new time to review", () => {
    const previous = { windowStartsAt: new Date("2026-06-01T00:00:00Z"), timeSlot: view.timeSlot };
    const email = clinicBookingRescheduledEmail(view, previous, "clinic@example.com");
    expectSays(email, "Booking rescheduled, please review: IVD-ABC234, 2 June 2026", [
      "Booking rescheduled: please review",
      "The customer moved booking IVD-ABC234 from Monday, 1 June 2026, Morning 8AM - 12PM (Kuala Lumpur " +
        `time) to ${WHEN}. It is back in your Pending tab: please approve or reject the new time in the ` +
        "clinic portal.",
    ]);
    expect(email.textBody).toContain("Previously: Monday, 1 June 2026, Morning 8AM - 12PM");
    expect(email.textBody).toContain("Open the clinic portal: http://localhost:3000/clinic");
  });
});

describe("emails to the team", () => {
  it("a booking that needs a person, with the notices' own sentences", () => {
    const view = sampleBookingView({ language: "ms" });
    const email = supportNoticeEmail(
      view,
      {
        kind: "support_payment_attention",
        subject: staffText("amountMismatchSubject"),
        lines: [
          staffText("amountMismatchBody", { reported: staffText("unknownAmount"), total: "RM 1,200" }),
          staffText("bookAgainOrRefund"),
        ],
        payment: "card",
      },
      SUPPORT,
    );
    expectSays(email, "[Support] A payment does not match its booking's total: IVD-ABC234", [
      "Hello team,",
      "The provider reports an unknown amount against a total of RM 1,200. The booking was not confirmed.",
      "Please contact the customer to book another time or refund the payment in full.",
    ]);
    expect(email.textBody).toContain("Payment: card");
    expect(staffText("manualRefundBody", { amount: "RM 600" })).toBe(
      "Please refund RM 600 to the customer's wallet (the sender of the transaction below), in the token " +
        "they paid with, within 5-7 business days.",
    );
    expect(staffText("decisionOverdueBody", { clinic: "KL Clinic" })).toMatch(
      /^KL Clinic has not approved or rejected this paid booking yet\./,
    );
  });

  it("a support page message", () => {
    const email = supportMessageEmail(
      {
        id: "m1",
        language: "zh",
        name: "Ali",
        email: "ali@example.com",
        subject: "Help",
        category: "medical",
        message: "Can I have a drip while pregnant?",
        website: "",
      },
      SUPPORT,
    );
    expectSays(email, "[Support] Medical question: Help", [
      "New support message",
      "Ali wrote through the support page. We promise a reply within 24 hours: write to ali@example.com.",
      "Sent from the IV Drips website. Replying to this email does not reach the sender: write to " +
        "ali@example.com.",
    ]);
    expect(email.textBody).toContain("Category: Medical question");
    expect(email.textBody).toContain("Language: 简体中文 (zh)");
    expect(email.textBody).toContain("Reply to ali@example.com: mailto:ali@example.com?subject=Re%3A%20Help");
  });

  it("a contact page message", () => {
    const email = contactMessageEmail(
      {
        id: "m2",
        language: "en",
        firstName: "Ali",
        lastName: "Baba",
        email: "ali@example.com",
        phone: "+60 12-345 6789",
        subject: "Hello",
        message: "Hi",
        website: "",
      },
      SUPPORT,
    );
    expectSays(email, "[Contact] Hello", [
      "New contact message",
      "Ali Baba wrote through the contact page: reply to ali@example.com or call +60 12-345 6789.",
    ]);
  });

  it("a partner application, the profession a select and the years a plural", () => {
    const application: StoredApplication = {
      id: "a1",
      language: "ms",
      name: "Siti",
      profession: "nurse",
      licenceNumber: "MNC 123",
      yearsOfExperience: 1,
      email: "siti@example.com",
      phone: "+60 12-345 6789",
      city: "Penang",
      message: "",
      website: "",
    } as StoredApplication;
    const email = newApplicationEmail(application, SUPPORT);
    expectSays(email, "[Partner application] Siti, nurse, Penang", [
      "New partner application",
      "Siti has applied to join IV Drips as a nurse. Please check the MNC registration and reply within " +
        "2-3 business days, as the applicant was promised.",
    ]);
    for (const line of ["Profession: Nurse", "MNC number: MNC 123", "Experience: 1 year"]) {
      expect(email.textBody).toContain(line);
    }
    const doctor = newApplicationEmail(
      { ...application, profession: "doctor", yearsOfExperience: 8 },
      SUPPORT,
    );
    expect(doctor.subject).toBe("[Partner application] Siti, doctor, Penang");
    expect(doctor.textBody).toContain("Experience: 8 years");
    expect(doctor.textBody).toContain("Please check the MMC registration");
  });

  it("a crypto payment that paid no booking", () => {
    const record = {
      booking: {
        id: "b1",
        reference: "IVD-ABC234",
        customerName: "Aisha",
        customerEmail: "aisha@example.com",
        customerPhone: "+60 12-345 6789",
      },
    } as BookingRecord;
    const email = cryptoAttentionEmail(
      {
        tokenType: "USDC",
        transactionHash: "0xabcdef0123456789",
        fromAddress: "0xfrom",
        amount: "142.08 USDC",
        reason: "already_paid",
        record,
      },
      SUPPORT,
    );
    expectSays(email, "[Support] A crypto payment needs a person: 0xabcdef01", [
      "A crypto payment needs a person",
      "A USDC payment was received on Base but did not pay a booking: the booking was already paid",
      "Sent by the IV Drips payment service: the transaction is on record, marked for attention.",
    ]);
    expect(email.textBody).toContain("Booking: IVD-ABC234 (b1)");
  });
});
