import { INTL_LOCALES, type Language } from "@ivdrips/contract/languages";
import { formatKlClock, formatKlLongDate } from "@ivdrips/contract/kl-format";
import { formatRm } from "@ivdrips/contract/money";
import type { MessageTopic, PhoneTemplateName } from "@ivdrips/contract/phone-messages";
import type { BookingEmailView } from "./booking-email-view";
import { formatVisitTime } from "./booking-email-format";
import type { PhoneTwin } from "./outbox-email";

// Which booking emails have a message to a phone as their twin (issue 38), and its values. A pure table: the
// email builders attach the twin, phone-messages decides by the reader's channels whether it goes.

/** Clinics read English, as their emails do. */
const CLINIC_LANGUAGE: Language = "en";

const dateOf = (view: BookingEmailView, language: Language) =>
  formatKlLongDate(view.windowStartsAt, INTL_LOCALES[language]);
const accountLink = (view: BookingEmailView) => `${view.publicUrl}/account`;
const clinicLink = (view: BookingEmailView) => `${view.publicUrl}/clinic`;
const when = (view: BookingEmailView, language: Language) => [formatVisitTime(view, language)];

type Twin = (view: BookingEmailView) => string[] | undefined;

const toCustomer = (topic: MessageTopic, template: PhoneTemplateName, params: Twin) => ({
  audience: "customer" as const,
  topic,
  template,
  params,
});
const toClinic = (template: PhoneTemplateName, params: Twin) => ({
  audience: "clinic" as const,
  template,
  params,
});

/** The refund a cancelled or rejected booking owes, in the customer's words (RM 0.00 when nothing was paid). */
const refund = (view: BookingEmailView, whole: boolean) =>
  formatRm(view.paid ? (view.refundSen ?? (whole ? view.totalSen : 0)) : 0, INTL_LOCALES[view.language]);

const TWINS = {
  booking_received: toCustomer("bookings", "booking_paid", (view) => [
    ...when(view, view.language),
    accountLink(view),
  ]),
  booking_approved: toCustomer("bookings", "booking_approved", (view) => [
    ...when(view, view.language),
    accountLink(view),
  ]),
  // A rejection refunds everything.
  booking_rejected: toCustomer("bookings", "booking_rejected", (view) => [
    dateOf(view, view.language),
    refund(view, true),
    accountLink(view),
  ]),
  booking_cancelled: toCustomer("bookings", "booking_cancelled", (view) => [
    dateOf(view, view.language),
    refund(view, false),
    accountLink(view),
  ]),
  visit_on_the_way: toCustomer("visitDay", "clinician_on_the_way", (view) =>
    view.etaAt ? [formatKlClock(view.etaAt, INTL_LOCALES[view.language]), accountLink(view)] : undefined,
  ),
  booking_reminder_24h: toCustomer("reminders", "visit_reminder", (view) => [
    ...when(view, view.language),
    accountLink(view),
  ]),
  booking_reminder_2h: toCustomer("reminders", "visit_reminder", (view) => [
    ...when(view, view.language),
    accountLink(view),
  ]),
  clinic_new_booking: toClinic("clinic_booking_awaiting", (view) => [
    ...when(view, CLINIC_LANGUAGE),
    clinicLink(view),
  ]),
  clinic_decision_reminder: toClinic("clinic_decision_reminder", (view) => [
    ...when(view, CLINIC_LANGUAGE),
    clinicLink(view),
  ]),
} as const;

/** The email kinds that have a message to a phone. */
export const PHONE_TWIN_KINDS = Object.keys(TWINS) as (keyof typeof TWINS)[];

/** The message to a phone that goes with a booking email of `kind`, if any. */
export function phoneTwinOf(kind: string, view: BookingEmailView): PhoneTwin | undefined {
  if (!Object.hasOwn(TWINS, kind)) return undefined;
  const twin = TWINS[kind as keyof typeof TWINS];
  const params = twin.params(view);
  if (!params) return undefined;
  return twin.audience === "customer"
    ? { audience: "customer", topic: twin.topic, template: twin.template, params, language: view.language }
    : { audience: "clinic", template: twin.template, params, language: CLINIC_LANGUAGE };
}
