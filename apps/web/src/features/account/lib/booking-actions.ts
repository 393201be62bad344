import { canReschedule, type Booking } from "@ivdrips/contract/bookings";

/** The booking whose payment was recorded last: its receipt is the one Quick Actions downloads. */
export function latestPaid(bookings: readonly Booking[]): Booking | null {
  return bookings.reduce<Booking | null>(
    (latest, booking) =>
      booking.paidAt !== null &&
      (latest === null || Date.parse(booking.paidAt) > Date.parse(latest.paidAt ?? ""))
        ? booking
        : latest,
    null,
  );
}

/** The most recent completed visit: its certificate is the one Quick Actions downloads. */
export function latestCompleted(bookings: readonly Booking[]): Booking | null {
  return bookings.reduce<Booking | null>(
    (latest, booking) =>
      booking.status === "completed" &&
      (latest === null || Date.parse(booking.windowStartsAt) > Date.parse(latest.windowStartsAt))
        ? booking
        : latest,
    null,
  );
}

/**
 * Whether an upcoming booking offers Reschedule, and if not why: only a paid (confirmed) booking moves, and
 * only while its window starts at least 24 hours from `now` (Refund Policy, checked again by the server).
 */
export function rescheduleState(booking: Booking, now: Date): "open" | "closed" | "none" {
  if (booking.status !== "confirmed") return "none";
  return canReschedule(new Date(booking.windowStartsAt), now) ? "open" : "closed";
}
