import type { Booking } from "@ivdrips/contract/bookings";
import { chargesOf } from "@ivdrips/contract/booking-charges";
import { DEFAULT_LANGUAGE, isLanguage } from "@ivdrips/contract/languages";
import { senToRm } from "@ivdrips/contract/money";
import type { TimeSlot } from "@ivdrips/contract/time-windows";
import {
  VISIT_OUTCOMES,
  type PriceLineKind,
  type RefundLineSen,
  type Visit,
  type VisitOutcome,
  type VisitStep,
} from "@ivdrips/contract/visit-day";
import type { BookingEmailView } from "../notifications/booking-email-view";
import { stateOf } from "@ivdrips/contract/booking-state";
import { actionsFor } from "./booking-lifecycle";
import type { BookingRecord } from "./bookings.repository";

/** Who reads a booking, and when: its `actions` are what this reader may do to it at that instant. */
export interface BookingReader {
  actor: "customer" | "clinic";
  now: Date;
}

/** The booking as the API reads it back (SPEC §3 "Booking (as read)"), with its state and the reader's actions. */
export function toBooking(record: BookingRecord, reader: BookingReader): Booking {
  const { booking, serviceName, review } = record;
  const { actions, actionsUntil } = actionsFor(booking, reader.actor, reader.now);
  const charges = chargesOf(booking);
  return {
    _id: booking.id,
    reference: booking.reference,
    serviceId: { _id: booking.serviceId, name: serviceName },
    providerId: booking.providerId,
    date: booking.date,
    timeSlot: booking.timeSlot as TimeSlot,
    windowStartsAt: booking.windowStartsAt.toISOString(),
    windowEndsAt: booking.windowEndsAt.toISOString(),
    location: { city: booking.city, country: booking.country },
    customerInfo: {
      name: booking.customerName,
      email: booking.customerEmail,
      phone: booking.customerPhone,
      address: booking.customerAddress,
    },
    place: booking.visitPlace,
    quantity: booking.quantity,
    unitPrice: senToRm(booking.unitPriceSen),
    totalAmount: senToRm(booking.totalSen),
    creditAmount: senToRm(charges.creditSen),
    giftCardAmount: senToRm(charges.giftCardSen),
    amountDue: senToRm(charges.dueSen),
    priceLines: charges.lines.map((line) => ({
      kind: line.kind,
      amount: senToRm(line.sen),
      refunded: refundedOf(booking.refundLines, line.kind),
    })),
    currency: "MYR",
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    clinicApprovalStatus: booking.clinicApprovalStatus,
    paymentMethod: booking.paymentMethod,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    paymentProcessingSince: booking.paymentProcessingSince?.toISOString() ?? null,
    cancellationReason: booking.cancellationReason,
    cancellationNote: booking.cancellationNote,
    attentionReason: booking.attentionReason,
    refund:
      booking.refundStatus === null
        ? null
        : {
            amount: senToRm(booking.refundSen ?? 0),
            cancellationFee: senToRm(booking.cancellationFeeSen ?? 0),
            status: booking.refundStatus,
          },
    paidAt: booking.paidAt?.toISOString() ?? null,
    review: review && {
      rating: review.rating,
      comment: review.comment,
      createdAt: review.createdAt.toISOString(),
    },
    createdAt: booking.createdAt.toISOString(),
    state: stateOf(booking),
    actions,
    actionsUntil: actionsUntil?.toISOString() ?? null,
    visit: visitOf(record),
  };
}

/**
 * The visit's day as the customer and the clinic read it: who comes and how far they are. Only a visit that
 * was to happen has one: approved, completed, or ended by one of the visit's outcomes.
 */
/** The visit outcome a cancellation reason names, if it is one. */
export function visitOutcomeOf(reason: string | null): VisitOutcome | null {
  return VISIT_OUTCOMES.find((outcome) => outcome === reason) ?? null;
}

export function visitOf({ booking, clinician }: BookingRecord): Visit | null {
  const state = stateOf(booking);
  const outcome = visitOutcomeOf(booking.cancellationReason) !== null;
  if (state !== "approved" && state !== "completed" && !(state === "cancelled" && outcome)) return null;
  const steps: [VisitStep, Date | null][] = [
    ["on_the_way", booking.onTheWayAt],
    ["arrived", booking.arrivedAt],
    ["started", booking.startedAt],
    ["completed", booking.completedAt],
  ];
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  return {
    clinician,
    step: steps.filter(([, at]) => at !== null).at(-1)?.[0] ?? null,
    etaAt: iso(booking.etaAt),
    onTheWayAt: iso(booking.onTheWayAt),
    arrivedAt: iso(booking.arrivedAt),
    startedAt: iso(booking.startedAt),
    completedAt: iso(booking.completedAt),
  };
}

/** What went back of one price line, in RM; null before a refund. */
function refundedOf(lines: readonly RefundLineSen[] | null, kind: PriceLineKind): number | null {
  if (lines === null) return null;
  return senToRm(lines.find((line) => line.kind === kind)?.refundSen ?? 0);
}

export function toBookingEmailView(
  { booking, serviceName, clinicName, customerLanguage, accountEmail, clinician }: BookingRecord,
  links: { publicUrl: string; supportEmail: string },
): BookingEmailView {
  return {
    bookingId: booking.id,
    reference: booking.reference,
    serviceName,
    date: booking.date,
    timeSlot: booking.timeSlot,
    windowStartsAt: booking.windowStartsAt,
    windowEndsAt: booking.windowEndsAt,
    quantity: booking.quantity,
    unitPriceSen: booking.unitPriceSen,
    totalSen: booking.totalSen,
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    accountEmail,
    customerPhone: booking.customerPhone,
    customerAddress: booking.customerAddress,
    city: booking.city,
    country: booking.country,
    clinicName,
    refundSen: booking.refundSen,
    cancellationFeeSen: booking.cancellationFeeSen,
    cancelledBy:
      booking.cancellationReason === "customer"
        ? "customer"
        : booking.cancellationReason === "staff"
          ? "support"
          : null,
    cancellationNote: booking.cancellationNote,
    clinicalDecline: booking.cancellationReason === "clinical_decline",
    paid: booking.paidAt !== null,
    rescheduleCount: booking.rescheduleCount,
    publicUrl: links.publicUrl,
    supportEmail: links.supportEmail,
    language: isLanguage(customerLanguage) ? customerLanguage : DEFAULT_LANGUAGE,
    clinicianName: clinician?.name ?? null,
    etaAt: booking.etaAt,
    visitOutcome: visitOutcomeOf(booking.cancellationReason),
  };
}
