import type { Booking } from "@ivdrips/contract/bookings";
import { weekdayOf } from "@ivdrips/contract/clinic-calendar";
import { addDays, klDateOf, type TimeSlot } from "@ivdrips/contract/time-windows";

/** The Monday of the KL week `weekOffset` weeks from the one `now` falls in. */
export function weekStart(now: Date, weekOffset = 0): string {
  const today = klDateOf(now);
  return addDays(today, 1 - weekdayOf(today) + weekOffset * 7);
}

/** The bookings of one provider's window on one day, from the clinic's list the portal already holds. */
export function windowBookings(
  bookings: readonly Booking[],
  slot: { providerId: string; date: string; timeSlot: TimeSlot },
): Booking[] {
  return bookings.filter(
    (booking) =>
      booking.providerId === slot.providerId &&
      booking.date === slot.date &&
      booking.timeSlot === slot.timeSlot,
  );
}
