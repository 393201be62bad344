import type { Booking } from "./bookings";

/**
 * Where a booking stands for the person looking at it, derived from its statuses (never stored). The web
 * app's cards and confirmation page read it; the server's lifecycle module decides the statuses themselves.
 */
export type BookingStage =
  /** Held for its customer while unpaid; the hold has not run out. */
  | "awaiting_payment"
  /** Unpaid and let go: the hold ran out, the customer released it or left the checkout. */
  | "payment_expired"
  /** Paid; the clinic has not decided yet. */
  | "awaiting_clinic"
  | "approved"
  | "completed"
  /** Rejected by the clinic, or by the system when the clinic never answered: refunded in full. */
  | "rejected"
  /** Cancelled by the customer after paying (refund per the Refund Policy). */
  | "cancelled"
  /** Money arrived that could not pay the booking (after its release, or the wrong amount): support follows up. */
  | "needs_attention";

type StageFields = Pick<
  Booking,
  "status" | "paymentStatus" | "clinicApprovalStatus" | "holdExpiresAt" | "paidAt" | "attentionReason"
>;

export function bookingStage(booking: StageFields, now: Date): BookingStage {
  if (booking.attentionReason !== null && booking.status === "cancelled") return "needs_attention";
  if (booking.paidAt === null) {
    const held =
      booking.status === "pending" &&
      booking.holdExpiresAt !== null &&
      Date.parse(booking.holdExpiresAt) > now.getTime();
    return held ? "awaiting_payment" : "payment_expired";
  }
  if (booking.status === "completed") return "completed";
  if (booking.clinicApprovalStatus === "rejected") return "rejected";
  if (booking.status === "cancelled") return "cancelled";
  return booking.clinicApprovalStatus === "approved" ? "approved" : "awaiting_clinic";
}

/** Whole minutes left on an unpaid hold at `now` (0 once it has run out). */
export function holdMinutesLeft(holdExpiresAt: string | null, now: Date): number {
  if (holdExpiresAt === null) return 0;
  return Math.max(0, Math.ceil((Date.parse(holdExpiresAt) - now.getTime()) / 60_000));
}
