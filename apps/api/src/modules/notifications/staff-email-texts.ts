import { translatorOf, type CatalogueSource } from "@ivdrips/contract/i18n/translator";

/**
 * Every sentence of the emails to clinics and to the team, by id, in ICU MessageFormat (decision 011). These
 * readers have no language setting and work in English, so this catalogue is English only: a Malay or Chinese
 * copy would be text nobody reads or checks. Said by the same library as the customer's emails.
 */
export const STAFF_EMAIL_TEXTS = {
  // The frame
  hello: "Hello {name},",
  helloTeam: "Hello team,",
  openClinicPortal: "Open the clinic portal",
  labelReference: "Reference",
  labelTreatment: "Treatment",
  labelWhen: "When",
  labelPreviously: "Previously",
  labelQuantity: "Quantity",
  labelTotal: "Total",
  labelCustomer: "Customer",
  labelEmail: "Email",
  labelPhone: "Phone",
  labelAddress: "Address",
  labelArea: "Area",
  labelPayment: "Payment",

  // To the clinic: a paid booking to decide
  newBookingSubject: "New booking to review: {reference}, {service} on {date}",
  newBookingHeading: "New booking to review",
  newBookingBody:
    "A paid booking has been assigned to you. Please approve or reject it in the clinic portal: the customer " +
    "has been told that the clinic reviews bookings within 15-30 minutes while it is open, " +
    "and once it opens otherwise.",

  // To the clinic: still undecided
  decisionReminderSubject: "Reminder: please approve or reject {reference}, {service} on {date}",
  decisionReminderHeading: "A booking is waiting for your decision",
  decisionReminderBody:
    "Booking {reference} is paid and still waits for your approval. Please approve or reject it in the clinic " +
    "portal now. If it is still undecided when the visit is due, it is rejected automatically and the customer " +
    "is refunded in full.",

  // To the clinic: cancelled by the customer
  cancelledSubject: "Booking cancelled by the customer: {reference}, {date}",
  cancelledHeading: "Booking cancelled",
  cancelledBody: "The customer cancelled booking {reference}. There is no visit to make.",
  // To the clinic: called off (or moved to another clinic) by our support
  cancelledBySupportSubject: "Booking cancelled by IV Drips support: {reference}, {date}",
  cancelledBySupportBody: "IV Drips support cancelled booking {reference}. There is no visit to make.",

  // To the clinic: rescheduled by the customer
  rescheduledSubject: "Booking rescheduled, please review: {reference}, {date}",
  rescheduledHeading: "Booking rescheduled: please review",
  rescheduledBody:
    "The customer moved booking {reference} from {previous} to {when}. It is back in your Pending tab: please " +
    "approve or reject the new time in the clinic portal.",

  // To the clinic: the customer corrected where to go (issue 37)
  placeCorrectedSubject: "Visit place corrected: {reference}, {date}",
  placeCorrectedHeading: "The visit place was corrected",
  placeCorrectedBody:
    "The customer corrected where to go for booking {reference}. Plan the visit to the new place below; the " +
    "time is unchanged.",

  // To the team: a booking that needs a person
  supportSubject: "[Support] {subject}: {reference}",
  manualRefundSubject: "A crypto refund to send by hand",
  manualRefundBody:
    "Please refund {amount} to the customer's wallet (the sender of the transaction below), in the token they " +
    "paid with, within 5-7 business days.",
  amountMismatchSubject: "A payment does not match its booking's total",
  amountMismatchBody:
    "The provider reports {reported} against a total of {total}. The booking was not confirmed.",
  unknownAmount: "an unknown amount",
  paidAfterReleaseSubject: "A payment arrived after its hold was released",
  paidAfterReleaseBody: "The time window was no longer held, so the booking was not confirmed.",
  bookAgainOrRefund: "Please contact the customer to book another time or refund the payment in full.",
  decisionOverdueSubject: "A paid booking is waiting for its clinic",
  decisionOverdueBody:
    "{clinic} has not approved or rejected this paid booking yet. The clinic has been reminded. If it is still " +
    "undecided when the visit is due, it is rejected and refunded in full.",
  decisionOverdueCall: "Please call the clinic, or find another one for the customer.",

  // To the team: a crypto payment that paid no booking
  cryptoSubject: "[Support] A crypto payment needs a person: {transaction}",
  cryptoHeading: "A crypto payment needs a person",
  cryptoBody: "A {token} payment was received on Base but did not pay a booking: {reason}",
  cryptoAlreadyPaid: "the booking was already paid",
  cryptoPurchaseBody: "A {token} payment was received on Base but did not pay a purchase: {reason}",
  cryptoPurchaseAlreadyPaid: "the purchase was already paid",
  refundPurchasePayment: "Please contact the customer to refund the payment in full.",
  // A payment that paid its booking, found changed when it should have been final (a reorganisation)
  cryptoReorganisedBody:
    "A {token} payment that paid booking {reference} is no longer on Base as it was when we verified it: {reason}.",
  cryptoReorganisedPurchaseBody:
    "A {token} payment that paid purchase {reference} is no longer on Base as it was when we verified it: " +
    "{reason}.",
  cryptoReorganisedPurchaseCheck:
    "The purchase is still marked paid and nothing was changed. Please check the transaction on a block " +
    "explorer; if the money did not arrive, contact the customer.",
  cryptoReorganisedGone: "its transaction is no longer on the chain (its block was reorganised away)",
  cryptoReorganisedMoved: "its transaction is now in another block than the one it was verified in",
  cryptoReorganisedFailed: "its transaction now fails on chain",
  cryptoReorganisedCheck:
    "The booking is still marked paid and nothing was changed. Please check the transaction on a block " +
    "explorer; if the money did not arrive, contact the customer before the visit.",
  cryptoFooter: "Sent by the IV Drips payment service: the transaction is on record, marked for attention.",
  labelTransaction: "Transaction",
  labelFrom: "From",
  labelAmount: "Amount",
  labelBooking: "Booking",
  labelPurchase: "Purchase",

  // To the team: a purchase's payment that gave nothing (issue 39)
  purchaseAttentionHeading: "A purchase's payment needs a person",
  purchaseAmountMismatchSubject: "A payment does not match its purchase's amount due",
  purchaseAmountMismatchBody:
    "The provider reports {reported} against {due} due for purchase {reference}. Nothing was given for it.",
  purchasePaidAfterLapseSubject: "A payment arrived after its purchase lapsed",
  purchasePaidAfterLapseBody:
    "Purchase {reference} had lapsed and its gift card part had gone back to the card when {reported} arrived. " +
    "Nothing was given for it.",
  purchaseFooter: "Sent by the IV Drips payment service: the purchase is on record, marked for attention.",

  // To the team: what visitors send through the site's forms
  formFooter:
    "Sent from the IV Drips website. Replying to this email does not reach the sender: write to {email}.",
  replyTo: "Reply to {email}",
  replySubject: "Re: {subject}",
  labelCategory: "Category",
  labelSubject: "Subject",
  labelLanguage: "Language",
  labelMessage: "Message",
  supportMessageSubject: "[Support] {category}: {subject}",
  supportCategory:
    "{category, select, booking {Booking} medical {Medical question} payment {Payment} complaint {Complaint} " +
    "compliment {Compliment} other {Other}}",
  supportMessageHeading: "New support message",
  supportMessageBody:
    "{name} wrote through the support page. We promise a reply within 24 hours: write to {email}.",
  contactSubject: "[Contact] {subject}",
  contactHeading: "New contact message",
  contactBody: "{name} wrote through the contact page: reply to {email} or call {phone}.",

  // To the team: a partner application
  applicationSubject:
    "[Partner application] {name}, {profession, select, doctor {doctor} other {nurse}}, {city}",
  applicationHeading: "New partner application",
  applicationBody:
    "{name} has applied to join IV Drips as a {profession, select, doctor {doctor} other {nurse}}. Please check " +
    "the {register} registration and reply within 2-3 business days, as the applicant was promised.",
  applicationReplySubject: "Your IV Drips partner application",
  labelName: "Name",
  labelProfession: "Profession",
  profession: "{profession, select, doctor {Doctor} other {Nurse}}",
  labelLicence: "{register} number",
  labelExperience: "Experience",
  years: "{count, plural, one {# year} other {# years}}",
  labelCity: "City",

  // To the clinic: the customer called the visit off, the clinician late (issue 37)
  clinicianLateSubject: "Visit called off, clinician late: {reference}, {date}",
  clinicianLateHeading: "The customer called the visit off",
  clinicianLateBody:
    "The customer called off booking {reference}: the clinician had not arrived 45 minutes after the window " +
    "started. The customer is refunded in full. There is no visit to make.",
} satisfies CatalogueSource;

export type StaffTextId = keyof typeof STAFF_EMAIL_TEXTS;

/** The staff emails' texts, in English, compiled on first use. */
export const staffText = translatorOf<StaffTextId>("en", STAFF_EMAIL_TEXTS);
