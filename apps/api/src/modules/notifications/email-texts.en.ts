import type { CatalogueSource } from "@ivdrips/contract/i18n/translator";

/**
 * Every sentence of the emails a customer receives, in English, by id: ICU MessageFormat, so values are
 * named in braces ("{reference}") and plurals are the library's. The other languages are typed against
 * these ids (email-texts.ms.ts, email-texts.zh.ts). Emails to clinics and to the support team have their own
 * English-only catalogue, staff-email-texts.ts.
 */
export const EMAIL_TEXTS_EN = {
  // The frame of every email
  greeting: "Hi {name},",
  questions: "Questions? Write to {email}.",
  viewBookings: "View your bookings",
  labelReference: "Reference",
  labelTreatment: "Treatment",
  labelWhen: "When",
  labelQuantity: "Quantity",
  labelAddress: "Address",
  labelArea: "Area",
  /** The booking's city and country, each in the reader's names (contract place-names/). */
  area: "{city}, {country}",
  labelTotal: "Total",
  labelClinic: "Clinic",

  // The calendar invite's description, one line each
  calendarReference: "Booking reference: {reference}",
  calendarQuantity: "Quantity: {quantity}",
  calendarWindow: "Time window: {window} (Kuala Lumpur time)",
  calendarQuestions: "Questions: {email}",
  calendarBookings: "Your bookings: {url}",

  // When a visit is: "Tuesday, 2 June 2026, Morning 8AM - 12PM (Kuala Lumpur time)"
  visitTime: "{date}, {window} (Kuala Lumpur time)",
  /** English emails name a window by its own label ("Morning 8AM - 12PM"), as the site does; see formatWindow. */
  windowHours: "{name} {start} - {end}",
  windowMorning: "Morning",
  windowAfternoon: "Afternoon",
  windowEvening: "Evening",
  windowNight: "Night",

  // What happens to the money, in the words of the Refund Policy
  noPayment: "No payment was taken.",
  refundDue:
    "A refund of {amount} will be returned to your original payment method within 5-7 business days.",
  noRefund: "No refund is due for this booking.",
  cancellationFee:
    "A cancellation fee of {amount} applies because the booking was cancelled less than 24 hours before the visit, under our Refund Policy: {url}",

  // What's next, before a visit
  contactBefore: "Our team will contact you 15-30 minutes before the visit.",
  beAtAddress: "Please be at the address for your visit: {address}.",
  haveId: "Have a valid ID ready.",

  // Received: paid, awaiting the clinic
  receivedSubject: "Booking received: {service} on {date} ({reference})",
  receivedHeading: "We have your booking",
  receivedPaid:
    "Thank you: your payment of {amount} has been received and booking {reference} is now awaiting approval from {clinic}.",
  receivedUnpaid: "Booking {reference} is now awaiting approval from {clinic}.",
  receivedReview:
    "The clinic reviews and approves within 15-30 minutes, and we will email you as soon as it does.",
  receivedReviewAfterOpening:
    "The clinic is closed now and reviews your booking once it opens on {when}; we will email you as soon as it approves. If it has not decided when your visit is due to begin, you are refunded in full.",

  // Approved by the clinic
  approvedSubject: "Booking confirmed: {service} on {date} ({reference})",
  approvedHeading: "Your booking is confirmed",
  approvedBody:
    "{clinic} has approved booking {reference}. The attached invite ({filename}) adds the visit to your calendar.",
  whatsNext: "What's next",

  // Rejected by the clinic
  rejectedSubject: "Booking {reference} could not be accepted",
  rejectedHeading: "Your booking could not be accepted",
  rejectedBody:
    "We are sorry: {clinic} could not take booking {reference} for {service} on {when}, and it has been cancelled.",
  clinicalDeclineBody:
    "After reviewing your health profile, the clinician of {clinic} could not clear you for {service} on {when}, and booking {reference} has been cancelled. Please speak to your doctor before booking a drip again. You can read the details in your account.",
  rejectedReason: "The clinic's reason: {reason}",
  chooseAnotherTime: "You are welcome to choose another time: {url}",

  // Cancelled
  cancelledSubject: "Booking {reference} cancelled",
  cancelledHeading: "Your booking is cancelled",
  cancelledBody: "Booking {reference} for {service} on {when} has been cancelled.",
  cancelledBySupportBody:
    "Booking {reference} for {service} on {when} has been cancelled by IV Drips support. Reason: {reason}",

  // Paid after the window was let go
  attentionSubject: "We received your payment for {reference}",
  attentionHeading: "We received your payment",
  attentionBody:
    "Your payment of {amount} for {service} on {when} reached us after the time window was no longer held for you, so the visit is not booked yet.",
  attentionSafe:
    "Your money is safe. Our team will contact you within 24 hours to book another time or refund you in full.",

  // Rescheduled by the customer
  rescheduledSubject: "Booking rescheduled: {service} on {date} ({reference})",
  rescheduledHeading: "Your booking has a new time",
  rescheduledBody: "Booking {reference} has moved from {previous} to {when}.",
  rescheduledReview:
    "{clinic} will review the new time within 15-30 minutes, and we will email you as soon as it is approved.",
  rescheduledReviewAfterOpening:
    "{clinic} is closed now and will review the new time once it opens on {when}; we will email you as soon as it is approved.",

  // Reminders 24 h and 2 h before
  reminderTomorrow: "tomorrow",
  reminderSoon: "in about 2 hours",
  reminderSubject: "Reminder: {service} {relative}, {window} ({reference})",
  reminderHeading: "Your visit is {relative}",
  reminderBody: "A reminder of your {service} visit on {when}.",
  beforeVisit: "Before the visit",
  rescheduleFree: "Need another time? Rescheduling is free up to 24 hours before the visit: {url}",
  remindersOff: "You can turn these reminders off under My Account, Support, Update Preferences.",

  // Password reset
  resetSubject: "Choose a new password for IV Drips",
  resetHeading: "Choose a new password",
  resetBody:
    "We received a request to reset the password of your IV Drips account. The link below works once, for 60 minutes.",
  resetAction: "Choose a new password",
  resetIgnore: "If you did not ask for this, you can ignore this email: your password stays as it is.",

  // The visit day (issue 37): the clinician sets off, and a visit that could not take place
  onTheWaySubject: "Your clinician is on the way: {reference}",
  onTheWayHeading: "Your clinician is on the way",
  onTheWayBody:
    "{clinician} is on the way to your {service} visit and expects to arrive at about {eta} (Kuala Lumpur time).",
  yourClinician: "Your clinician",
  onTheWayFollow: "You can follow the visit live under My Account.",
  outcomeSubject: "Your visit {reference} could not take place",
  outcomeHeading: "Your visit could not take place",
  outcomePatientAbsent:
    "Our clinician came to your {service} visit on {when} and waited at the door, but nobody was there to receive them.",
  outcomeAccessRefused:
    "Our clinician came to your {service} visit on {when} but was not let in (for example at the guardhouse or the hotel's front desk).",
  outcomeNotTreatable:
    "Our clinician came to your {service} visit on {when} and, after checking, could not give the treatment on site. The clinic keeps its call-out fee; everything else is refunded. If you have questions about your health, please consult a doctor.",
  outcomeClinicianLate:
    "You called off your {service} visit on {when} because our clinician had not arrived in time. We are sorry: everything you paid is refunded.",
  outcomeClinicianNote: "The clinician's note: {note}",
  giftCardSubject: "{buyer} sent you an IV Drips gift card of {amount}",
  giftCardHeading: "A gift card for you",
  giftCardBody:
    "{buyer} has given you an IV Drips gift card of {amount}, for an IV drip delivered at home, at your hotel, on a yacht or a private jet in Kuala Lumpur.",
  giftCardMessage: "Their message: {message}",
  giftCardCode: "Your gift card code",
  giftCardHowTo:
    "Enter the code at the checkout when you book: it pays up to its balance, and the rest goes to the card, FPX or GrabPay you choose. Keep it like cash: anyone with the code can spend it.",
  giftCardAction: "Book a drip",
} satisfies CatalogueSource;

export type EmailTextId = keyof typeof EMAIL_TEXTS_EN;
