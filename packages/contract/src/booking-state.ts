/** A booking's stored status columns (the database's and the API's). */
export const BOOKING_STATUSES = ["pending", "confirmed", "completed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const APPROVAL_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** Why support must look at a booking. */
export const ATTENTION_REASONS = ["paid_after_release", "amount_mismatch"] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/**
 * A booking's place in its life, in one vocabulary for every reader: the server's transition table
 * (apps/api/src/modules/bookings/booking-lifecycle.ts) moves bookings between these states, every API answer
 * carries the one a booking is in (`state`), and the customer's, clinic's and staff's screens word it their way.
 * Never stored: read from the stored statuses by `stateOf`.
 */
export const LIFECYCLE_STATES = [
  /** Unpaid, holding its window for a while. */
  "held",
  /** Unpaid and let go: the hold ran out, or the customer or the payment gave it up. */
  "released",
  /** Paid; the clinic has not decided. */
  "awaiting_clinic",
  "approved",
  "completed",
  /** Refused by the clinic, or by the system when the clinic never answered: refunded in full. */
  "rejected",
  /** Called off after paying, by the customer or by our support on their behalf; refunded per the Refund Policy. */
  "cancelled",
  /** Money that could not pay it (arrived after its release, or the wrong amount): support follows up. */
  "flagged",
] as const;
export type LifecycleState = (typeof LIFECYCLE_STATES)[number];

/** What moves a booking between states (the server's table says from where, by whom and until when). */
export const LIFECYCLE_EVENTS = [
  /** The provider or the chain reports the booking paid, in full. The customer asks for it at the checkout. */
  "pay",
  /** Money arrived that cannot pay it: recorded on the booking for support. */
  "flag_payment",
  /**
   * An FPX or GrabPay payment left the checkout and awaits the bank's or the wallet's answer: the hold waits
   * for it (issue 39), and the customer neither pays again nor lets the hold go meanwhile.
   */
  "await_payment",
  /** The hold's time ran out. */
  "expire",
  /** The customer let the hold go, left the checkout, or the checkout failed. */
  "release",
  "cancel",
  "reschedule",
  "approve",
  "reject",
  /** The clinic never decided before the visit was due. */
  "reject_unanswered",
  /** The clinic closed the booking's window (or lowered its capacity) and chose not to keep the booking. */
  "close_window",
  /**
   * The visit is over: the clinician says so after starting it, or the system 2 h after the window ended for a
   * visit nobody reported any progress on.
   */
  "complete",
  /** Staff settled a flagged payment (refunded by hand, or otherwise dealt with): the flag is cleared. */
  "resolve_payment",
  // The visit day (issue 37): the clinician's progress (the booking stays approved, each step with its time)
  /** The clinician sets off, with an ETA (from 4 h before the window). */
  "on_the_way",
  "arrived",
  "started",
  // and the outcomes of a visit that cannot happen (each cancels it with its reason and money rule).
  "patient_absent",
  "access_refused",
  "not_treatable",
  "clinician_late",
] as const;
export type LifecycleEvent = (typeof LIFECYCLE_EVENTS)[number];

/** The visit day's events (issue 37): the clinician's steps, the end of the visit, and the outcomes. */
export const VISIT_DAY_EVENTS = [
  "on_the_way",
  "arrived",
  "started",
  "complete",
  "patient_absent",
  "access_refused",
  "not_treatable",
  "clinician_late",
] as const satisfies readonly LifecycleEvent[];
export type VisitDayEvent = (typeof VISIT_DAY_EVENTS)[number];

export function isVisitDayEvent(event: LifecycleEvent): event is VisitDayEvent {
  return (VISIT_DAY_EVENTS as readonly LifecycleEvent[]).includes(event);
}

/** The stored statuses a state is read from: the database row's, or an API booking's (dates as text). */
export interface StoredStatuses {
  status: BookingStatus;
  paidAt: Date | string | null;
  clinicApprovalStatus: ApprovalStatus;
  attentionReason: AttentionReason | null;
}

export function stateOf(booking: StoredStatuses): LifecycleState {
  switch (booking.status) {
    case "pending":
      return "held";
    case "confirmed":
      return booking.clinicApprovalStatus === "approved" ? "approved" : "awaiting_clinic";
    case "completed":
      return "completed";
    case "cancelled":
      if (booking.paidAt === null) return "released";
      if (booking.attentionReason !== null) return "flagged";
      return booking.clinicApprovalStatus === "rejected" ? "rejected" : "cancelled";
  }
}

/** States a booking reaches only once it was paid: a receipt exists from then on, whatever happened after. */
export const PAID_STATES = [
  "awaiting_clinic",
  "approved",
  "completed",
  "rejected",
  "cancelled",
  "flagged",
] as const satisfies readonly LifecycleState[];

export function wasPaid(state: LifecycleState): boolean {
  return (PAID_STATES as readonly LifecycleState[]).includes(state);
}

/** Stored statuses that hold a place in their window. The capacity trigger (migration 0002) counts the same. */
export const HOLDING_STATUSES = ["pending", "confirmed"] as const satisfies readonly BookingStatus[];

const timeOf = (instant: Date | string) =>
  typeof instant === "string" ? Date.parse(instant) : instant.getTime();

/**
 * Whether a booking occupies a place in its window at `now`: paid and not called off, or held with time left
 * on its hold. A lapsed hold still counts for the capacity trigger until it is released, which every writer
 * does first under the window's lock; readers that cannot write (availability, screens) leave it out.
 */
export function holdsPlace(
  booking: { status: BookingStatus; holdExpiresAt: Date | string | null },
  now: Date,
): boolean {
  return (
    (HOLDING_STATUSES as readonly string[]).includes(booking.status) &&
    (booking.holdExpiresAt === null || timeOf(booking.holdExpiresAt) > now.getTime())
  );
}

/** Whole minutes left on an unpaid hold at `now` (0 once it has run out). */
export function holdMinutesLeft(holdExpiresAt: string | null, now: Date): number {
  if (holdExpiresAt === null) return 0;
  return Math.max(0, Math.ceil((Date.parse(holdExpiresAt) - now.getTime()) / 60_000));
}
