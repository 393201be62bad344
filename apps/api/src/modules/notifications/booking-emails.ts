import { INTL_LOCALES, type Language } from "@ivdrips/contract/languages";
import { formatKlClock, formatKlDate } from "@ivdrips/contract/kl-format";
import { formatKlMoment } from "@ivdrips/contract/kl-moment";
import { clinicDecision } from "@ivdrips/contract/visit-terms";
import { formatRm } from "@ivdrips/contract/money";
import { PLACE_NAMES } from "@ivdrips/contract/place-names/by-language";
import { cityName, countryName } from "@ivdrips/contract/place-names/place-names";
import type { EmailContent } from "./email-content";
import { translator, type EmailTextId, type Translate } from "./email-texts";
import { buildBookingIcs } from "./ics";
import { formatVisitTime, formatWindow, type VisitWindow } from "./booking-email-format";
import { phoneTwinOf } from "./phone-twins";
import { renderEmail } from "./render-email";
import { staffText as s } from "./staff-email-texts";
import type { BookingEmailView } from "./booking-email-view";
import type { OutboxEmailInput } from "./outbox-email";
import type { VisitOutcome } from "@ivdrips/contract/visit-day";

// ---------------------------------------------------------------------------------------------------------
// Amounts in the reader's language

function totalLine(view: BookingEmailView, language: Language): string {
  const total = formatRm(view.totalSen, INTL_LOCALES[language]);
  return view.quantity > 1
    ? `${total} (${view.quantity} × ${formatRm(view.unitPriceSen, INTL_LOCALES[language])})`
    : total;
}

/** What happens to the customer's money, in the words of the Refund Policy, in the customer's language. */
export function refundOutcome(view: BookingEmailView): string[] {
  const t = translator(view.language);
  if (!view.paid) return [t("noPayment")];
  const refundSen = view.refundSen ?? 0;
  const feeSen = view.cancellationFeeSen ?? 0;
  const lines = [
    refundSen > 0
      ? t("refundDue", { amount: formatRm(refundSen, INTL_LOCALES[view.language]) })
      : t("noRefund"),
  ];
  if (feeSen > 0) {
    lines.push(
      t("cancellationFee", {
        amount: formatRm(feeSen, INTL_LOCALES[view.language]),
        url: `${view.publicUrl}/refund-policy`,
      }),
    );
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------------------
// Every booking email ends with the same sentence, in its own language: questions go to support.

/** A booking email's content; its footer is always "Questions? Write to {supportEmail}." */
type BookingEmailContent = Omit<EmailContent, "footer" | "contactEmail" | "publicUrl"> & {
  publicUrl: string;
  supportEmail: string;
};

export function withSupportFooter({ supportEmail, ...content }: BookingEmailContent): EmailContent {
  return {
    ...content,
    footer: translator(content.language)("questions", { email: supportEmail }),
    contactEmail: supportEmail,
  };
}

function render(
  view: BookingEmailView,
  kind: string,
  toAddress: string,
  content: BookingEmailContent,
  attachments?: OutboxEmailInput["attachments"],
): OutboxEmailInput {
  const { html, text } = renderEmail(withSupportFooter(content));
  return {
    kind,
    bookingId: view.bookingId,
    // A rescheduled booking is a new window to announce; the first window keeps the plain key.
    dedupeKey:
      view.rescheduleCount > 0
        ? `${kind}:${view.bookingId}:${view.rescheduleCount}`
        : `${kind}:${view.bookingId}`,
    toAddress,
    subject: content.subject,
    textBody: text,
    htmlBody: html,
    ...(attachments ? { attachments } : {}),
    phone: phoneTwinOf(kind, view),
  };
}

/** "Kuala Lumpur, Malaysia", "马来西亚吉隆坡": the booking's stored (English) place in the reader's language. */
function area(view: Pick<BookingEmailView, "city" | "country" | "language">): string {
  const names = PLACE_NAMES[view.language];
  return translator(view.language)("area", {
    city: cityName(names, view.city),
    country: countryName(names, view.country),
  });
}

/** The visit's details for the customer, in their language. */
function visitDetails(view: BookingEmailView): [string, string][] {
  const t = translator(view.language);
  return [
    [t("labelReference"), view.reference],
    [t("labelTreatment"), view.serviceName],
    [t("labelWhen"), formatVisitTime(view, view.language)],
    [t("labelQuantity"), String(view.quantity)],
    [t("labelAddress"), view.customerAddress],
    [t("labelArea"), area(view)],
    [t("labelTotal"), totalLine(view, view.language)],
    [t("labelClinic"), view.clinicName],
  ];
}

/** What the customer's emails share: their language, greeting, details, link to their bookings and footer. */
function customerContent(view: BookingEmailView, t: Translate) {
  return {
    language: view.language,
    greeting: t("greeting", { name: view.customerName }),
    details: visitDetails(view),
    action: { label: t("viewBookings"), url: `${view.publicUrl}/account` },
    publicUrl: view.publicUrl,
    supportEmail: view.supportEmail,
  };
}

/** The values most customer texts name, formatted in the customer's language. */
function customerValues(view: BookingEmailView) {
  return {
    service: view.serviceName,
    reference: view.reference,
    clinic: view.clinicName,
    date: formatKlDate(view.windowStartsAt, INTL_LOCALES[view.language]),
    when: formatVisitTime(view, view.language),
    amount: formatRm(view.totalSen, INTL_LOCALES[view.language]),
  };
}

/** Emails to clinics and to the support team are in English, whatever the customer reads. */
const STAFF_LANGUAGE: Language = "en";

/** What the clinic's emails share: English, the greeting, the link to the portal and the support footer. */
function clinicContent(view: BookingEmailView) {
  return {
    language: STAFF_LANGUAGE,
    greeting: s("hello", { name: view.clinicName }),
    action: { label: s("openClinicPortal"), url: `${view.publicUrl}/clinic` },
    publicUrl: view.publicUrl,
    supportEmail: view.supportEmail,
  };
}

/** The values the clinic's texts name, in English. */
function clinicValues(view: BookingEmailView) {
  return {
    reference: view.reference,
    service: view.serviceName,
    date: formatKlDate(view.windowStartsAt, INTL_LOCALES[STAFF_LANGUAGE]),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The emails

/**
 * When the clinic will look at a booking it is asked about `at`, in the customer's words: the usual 15-30
 * minutes only while it is open (issue 35), else once it opens.
 */
function reviewWhen(view: BookingEmailView, at: Date): { when: string } | undefined {
  const decision = clinicDecision(at);
  return decision.kind === "soon"
    ? undefined
    : { when: formatKlMoment(decision.opensAt, INTL_LOCALES[view.language]) };
}

/** To the customer once paid (`at`): received, awaiting the clinic's approval. */
export function bookingReceivedEmail(view: BookingEmailView, at: Date): OutboxEmailInput {
  const t = translator(view.language);
  const values = customerValues(view);
  const later = reviewWhen(view, at);
  return render(view, "booking_received", view.accountEmail, {
    ...customerContent(view, t),
    subject: t("receivedSubject", values),
    heading: t("receivedHeading"),
    paragraphs: [
      view.paid ? t("receivedPaid", values) : t("receivedUnpaid", values),
      later ? t("receivedReviewAfterOpening", later) : t("receivedReview"),
    ],
  });
}

/** To the clinic: a paid booking to approve or reject in the portal. */
export function clinicNewBookingEmail(view: BookingEmailView, clinicEmail: string): OutboxEmailInput {
  return render(view, "clinic_new_booking", clinicEmail, {
    ...clinicContent(view),
    subject: s("newBookingSubject", clinicValues(view)),
    heading: s("newBookingHeading"),
    paragraphs: [s("newBookingBody")],
    details: [
      [s("labelReference"), view.reference],
      [s("labelTreatment"), view.serviceName],
      [s("labelWhen"), formatVisitTime(view, STAFF_LANGUAGE)],
      [s("labelQuantity"), String(view.quantity)],
      [s("labelTotal"), totalLine(view, STAFF_LANGUAGE)],
      [s("labelCustomer"), view.customerName],
      [s("labelEmail"), view.customerEmail],
      [s("labelPhone"), view.customerPhone],
      [s("labelAddress"), view.customerAddress],
      [s("labelArea"), `${view.city}, ${view.country}`],
    ],
  });
}

/** To the clinic: a paid booking still waits for its decision; undecided at the visit's time, it is rejected. */
export function clinicDecisionReminderEmail(view: BookingEmailView, clinicEmail: string): OutboxEmailInput {
  return render(view, "clinic_decision_reminder", clinicEmail, {
    ...clinicContent(view),
    subject: s("decisionReminderSubject", clinicValues(view)),
    heading: s("decisionReminderHeading"),
    paragraphs: [s("decisionReminderBody", clinicValues(view))],
    details: [
      [s("labelReference"), view.reference],
      [s("labelTreatment"), view.serviceName],
      [s("labelWhen"), formatVisitTime(view, STAFF_LANGUAGE)],
      [s("labelCustomer"), view.customerName],
      [s("labelArea"), `${view.city}, ${view.country}`],
    ],
  });
}

/**
 * To the clinic: a paid booking of theirs is off, cancelled by the customer, or called off or moved away by
 * our support.
 */
export function clinicBookingCancelledEmail(view: BookingEmailView, clinicEmail: string): OutboxEmailInput {
  const byCustomer = view.cancelledBy === "customer";
  return render(view, "clinic_booking_cancelled", clinicEmail, {
    ...clinicContent(view),
    subject: s(byCustomer ? "cancelledSubject" : "cancelledBySupportSubject", clinicValues(view)),
    heading: s("cancelledHeading"),
    paragraphs: [s(byCustomer ? "cancelledBody" : "cancelledBySupportBody", clinicValues(view))],
    details: [
      [s("labelReference"), view.reference],
      [s("labelTreatment"), view.serviceName],
      [s("labelWhen"), formatVisitTime(view, STAFF_LANGUAGE)],
      [s("labelCustomer"), view.customerName],
      [s("labelArea"), `${view.city}, ${view.country}`],
    ],
  });
}

/** To the customer: approved, with the visit as a calendar invite. */
export function bookingApprovedEmail(view: BookingEmailView): OutboxEmailInput {
  const t = translator(view.language);
  const values = customerValues(view);
  const filename = `ivdrips-${view.reference}.ics`;
  return render(
    view,
    "booking_approved",
    view.accountEmail,
    {
      ...customerContent(view, t),
      subject: t("approvedSubject", values),
      heading: t("approvedHeading"),
      paragraphs: [t("approvedBody", { ...values, filename })],
      list: {
        title: t("whatsNext"),
        items: [t("contactBefore"), t("beAtAddress", { address: view.customerAddress }), t("haveId")],
      },
    },
    [
      {
        filename,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: buildBookingIcs(view, t, formatWindow(view, view.language)),
      },
    ],
  );
}

/** To the customer: the clinic could not take the booking, and why in its own words; refunded in full. */
export function bookingRejectedEmail(view: BookingEmailView): OutboxEmailInput {
  const t = translator(view.language);
  // A rejection always refunds everything; the booking's own figures say so, this only guards a gap.
  const refunded = { ...view, refundSen: view.refundSen ?? view.totalSen, cancellationFeeSen: 0 };
  return render(view, "booking_rejected", view.accountEmail, {
    ...customerContent(view, t),
    subject: t("rejectedSubject", customerValues(view)),
    heading: t("rejectedHeading"),
    paragraphs: view.clinicalDecline
      ? // Medical grounds: no reason and no clinical word, only that a doctor should be consulted.
        [t("clinicalDeclineBody", customerValues(view)), ...refundOutcome(refunded)]
      : [
          t("rejectedBody", customerValues(view)),
          // A closure's rejection, or one before reasons were asked for, has none.
          ...(view.cancellationNote ? [t("rejectedReason", { reason: view.cancellationNote })] : []),
          ...refundOutcome(refunded),
        ],
    closing: [t("chooseAnotherTime", { url: `${view.publicUrl}/services` })],
  });
}

/** To the customer: cancelled, with what happens to the payment. */
export function bookingCancelledEmail(view: BookingEmailView): OutboxEmailInput {
  const t = translator(view.language);
  return render(view, "booking_cancelled", view.accountEmail, {
    ...customerContent(view, t),
    subject: t("cancelledSubject", customerValues(view)),
    heading: t("cancelledHeading"),
    paragraphs: [
      view.cancelledBy === "support"
        ? t("cancelledBySupportBody", { ...customerValues(view), reason: view.cancellationNote ?? "" })
        : t("cancelledBody", customerValues(view)),
      ...refundOutcome(view),
    ],
  });
}

/** To the customer: money arrived for a booking whose place could not be kept; support will follow up. */
export function paymentNeedsAttentionEmail(view: BookingEmailView): OutboxEmailInput {
  const t = translator(view.language);
  return render(view, "payment_needs_attention", view.accountEmail, {
    ...customerContent(view, t),
    subject: t("attentionSubject", customerValues(view)),
    heading: t("attentionHeading"),
    paragraphs: [t("attentionBody", customerValues(view)), t("attentionSafe")],
  });
}

/**
 * To the support team: a booking that needs a person (a late payment, a refund to make by hand). The notice's
 * subject and lines are the caller's, said by `staffText`.
 */
export function supportNoticeEmail(
  view: BookingEmailView,
  notice: { kind: string; subject: string; lines: string[]; payment: string },
  supportEmail: string,
): OutboxEmailInput {
  return render(view, notice.kind, supportEmail, {
    language: STAFF_LANGUAGE,
    subject: s("supportSubject", { subject: notice.subject, reference: view.reference }),
    heading: notice.subject,
    greeting: s("helloTeam"),
    paragraphs: notice.lines,
    details: [
      ...visitDetails({ ...view, language: STAFF_LANGUAGE }),
      [s("labelCustomer"), `${view.customerName}, ${view.customerEmail}, ${view.customerPhone}`],
      [s("labelPayment"), notice.payment],
    ],
    publicUrl: view.publicUrl,
    supportEmail,
  });
}

/** To the customer: the booking moved (`at`) to a new window and waits for the clinic's approval again. */
export function bookingRescheduledEmail(
  view: BookingEmailView,
  previous: VisitWindow,
  at: Date,
): OutboxEmailInput {
  const t = translator(view.language);
  const values = { ...customerValues(view), previous: formatVisitTime(previous, view.language) };
  const later = reviewWhen(view, at);
  return render(view, "booking_rescheduled", view.accountEmail, {
    ...customerContent(view, t),
    subject: t("rescheduledSubject", values),
    heading: t("rescheduledHeading"),
    paragraphs: [
      t("rescheduledBody", values),
      later ? t("rescheduledReviewAfterOpening", { ...values, ...later }) : t("rescheduledReview", values),
    ],
  });
}

/** To the clinic: a booking of theirs moved to a new window, to approve or reject again. */
export function clinicBookingRescheduledEmail(
  view: BookingEmailView,
  previous: VisitWindow,
  clinicEmail: string,
): OutboxEmailInput {
  const values = {
    ...clinicValues(view),
    previous: formatVisitTime(previous, STAFF_LANGUAGE),
    when: formatVisitTime(view, STAFF_LANGUAGE),
  };
  return render(view, "clinic_booking_rescheduled", clinicEmail, {
    ...clinicContent(view),
    subject: s("rescheduledSubject", values),
    heading: s("rescheduledHeading"),
    paragraphs: [s("rescheduledBody", values)],
    details: [
      [s("labelReference"), view.reference],
      [s("labelTreatment"), view.serviceName],
      [s("labelWhen"), values.when],
      [s("labelPreviously"), values.previous],
      [s("labelQuantity"), String(view.quantity)],
      [s("labelArea"), `${view.city}, ${view.country}`],
    ],
  });
}

/** To the clinic: the customer corrected a paid booking's place (until 24 h before the visit). */
export function clinicPlaceCorrectedEmail(
  view: BookingEmailView,
  previousAddress: string,
  clinicEmail: string,
): OutboxEmailInput {
  return render(view, "clinic_booking_place_corrected", clinicEmail, {
    ...clinicContent(view),
    subject: s("placeCorrectedSubject", clinicValues(view)),
    heading: s("placeCorrectedHeading"),
    paragraphs: [s("placeCorrectedBody", clinicValues(view))],
    details: [
      [s("labelReference"), view.reference],
      [s("labelWhen"), formatVisitTime(view, STAFF_LANGUAGE)],
      [s("labelAddress"), view.customerAddress],
      [s("labelPreviously"), previousAddress],
      [s("labelArea"), `${view.city}, ${view.country}`],
    ],
  });
}

export const REMINDERS = {
  booking_reminder_24h: { hoursBefore: 24, relative: "reminderTomorrow" },
  booking_reminder_2h: { hoursBefore: 2, relative: "reminderSoon" },
} as const satisfies Record<string, { hoursBefore: number; relative: EmailTextId }>;
export type ReminderKind = keyof typeof REMINDERS;

/** To the customer, 24 h and 2 h before an approved visit. */
export function bookingReminderEmail(view: BookingEmailView, kind: ReminderKind): OutboxEmailInput {
  const t = translator(view.language);
  const values = {
    ...customerValues(view),
    relative: t(REMINDERS[kind].relative),
    window: formatWindow(view, view.language),
  };
  return render(view, kind, view.accountEmail, {
    ...customerContent(view, t),
    subject: t("reminderSubject", values),
    heading: t("reminderHeading", values),
    paragraphs: [t("reminderBody", values)],
    list: {
      title: t("beforeVisit"),
      items: [
        t("contactBefore"),
        t("beAtAddress", { address: view.customerAddress }),
        t("haveId"),
        t("rescheduleFree", { url: `${view.publicUrl}/account` }),
      ],
    },
    closing: [t("remindersOff")],
  });
}

// ---------------------------------------------------------------------------------------------------------
// The visit day (issue 37): never a clinical word; a not-treatable patient is told only to see a doctor

const OUTCOME_TEXTS = {
  patient_absent: "outcomePatientAbsent",
  access_refused: "outcomeAccessRefused",
  not_treatable: "outcomeNotTreatable",
  clinician_late: "outcomeClinicianLate",
} as const satisfies Record<VisitOutcome, EmailTextId>;

/** To the customer: the clinician set off, by name, with the time they expect to arrive. */
export function visitOnTheWayEmail(view: BookingEmailView): OutboxEmailInput {
  const t = translator(view.language);
  const eta = view.etaAt ? formatKlClock(view.etaAt, INTL_LOCALES[view.language]) : "";
  return render(view, "visit_on_the_way", view.accountEmail, {
    ...customerContent(view, t),
    subject: t("onTheWaySubject", customerValues(view)),
    heading: t("onTheWayHeading"),
    paragraphs: [
      t("onTheWayBody", {
        ...customerValues(view),
        clinician: view.clinicianName ?? t("yourClinician"),
        eta,
      }),
      t("onTheWayFollow"),
    ],
  });
}

/**
 * To the customer: the visit could not take place, why in plain words, and what is refunded. The clinician's
 * note is shown for an absent patient or a refused entry; a not-treatable patient's is clinical, and never here.
 */
export function visitOutcomeEmail(view: BookingEmailView): OutboxEmailInput {
  const t = translator(view.language);
  const outcome = view.visitOutcome ?? "clinician_late";
  const shown = (outcome === "patient_absent" || outcome === "access_refused") && view.cancellationNote;
  return render(view, "visit_outcome", view.accountEmail, {
    ...customerContent(view, t),
    subject: t("outcomeSubject", customerValues(view)),
    heading: t("outcomeHeading"),
    paragraphs: [
      t(OUTCOME_TEXTS[outcome], customerValues(view)),
      ...(shown ? [t("outcomeClinicianNote", { note: shown })] : []),
      ...refundOutcome(view),
    ],
  });
}

/** To the clinic: the customer called the visit off because the clinician was late. */
export function clinicClinicianLateEmail(view: BookingEmailView, clinicEmail: string): OutboxEmailInput {
  return render(view, "clinic_clinician_late", clinicEmail, {
    ...clinicContent(view),
    subject: s("clinicianLateSubject", clinicValues(view)),
    heading: s("clinicianLateHeading"),
    paragraphs: [s("clinicianLateBody", clinicValues(view))],
    details: [
      [s("labelReference"), view.reference],
      [s("labelTreatment"), view.serviceName],
      [s("labelWhen"), formatVisitTime(view, STAFF_LANGUAGE)],
      [s("labelCustomer"), view.customerName],
    ],
  });
}
