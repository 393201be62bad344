import { wasPaid } from "@ivdrips/contract/booking-state";
import type { Booking } from "@ivdrips/contract/bookings";

/** The booking whose payment was recorded last: its receipt is the one Quick Actions downloads. */
export function latestPaid(bookings: readonly Booking[]): Booking | null {
  return bookings.reduce<Booking | null>(
    (latest, booking) =>
      wasPaid(booking.state) &&
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
      booking.state === "completed" &&
      (latest === null || Date.parse(booking.windowStartsAt) > Date.parse(latest.windowStartsAt))
        ? booking
        : latest,
    null,
  );
}
