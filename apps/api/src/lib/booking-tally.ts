/**
 * What happened to bookings through this process since it started, for /metrics' counters (per process, as
 * Prometheus expects: a restart starts again at zero, and rate() and increase() allow for it).
 *
 * - made: a new hold (asking again for an open hold returns it, and is not counted);
 * - paid: the payment moved a hold (or a lapsed one) to awaiting the clinic;
 * - cancelled: a paid booking called off: by the customer or staff, rejected by the clinic or for want of an
 *   answer, or dropped by a closure;
 * - refunded: the payment provider confirmed a refund.
 *
 * Each is counted once its transaction has committed, never for work rolled back or retried.
 */
export const BOOKING_OUTCOMES = ["made", "paid", "cancelled", "refunded"] as const;
export type BookingOutcome = (typeof BOOKING_OUTCOMES)[number];

export interface BookingTally {
  count(outcome: BookingOutcome): void;
  totals(): Record<BookingOutcome, number>;
}

export function createBookingTally(): BookingTally {
  const totals: Record<BookingOutcome, number> = { made: 0, paid: 0, cancelled: 0, refunded: 0 };
  return {
    count(outcome) {
      totals[outcome] += 1;
    },
    totals: () => ({ ...totals }),
  };
}
