import { holdsPlace } from "@ivdrips/contract/booking-state";
import type { Booking } from "@ivdrips/contract/bookings";
import { useEffect, useState } from "react";
import { nextActionsChange } from "../../../lib/allowed-actions";
import { REFRESH_INTERVAL_MS } from "../../../lib/use-now";

const MINUTE_MS = 60_000;
/** Past the instant itself, so the minute shown has certainly changed when the clock is read. */
const SETTLE_MS = 20;

/**
 * The next instant after `now` at which the whole minutes left on any of these unpaid holds change (the
 * last one being the hold running out), or null when none is running.
 */
export function nextHoldTick(bookings: readonly Booking[], now: Date): number | null {
  let next: number | null = null;
  for (const booking of bookings) {
    if (booking.state !== "held" || !holdsPlace(booking, now) || booking.holdExpiresAt === null) continue;
    const expiresAt = Date.parse(booking.holdExpiresAt);
    const left = expiresAt - now.getTime();
    // Minutes left are rounded up: they change each time `left` reaches a whole number of minutes.
    const tick = expiresAt - (Math.ceil(left / MINUTE_MS) - 1) * MINUTE_MS;
    if (next === null || tick < next) next = tick;
  }
  return next;
}

const earliest = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/**
 * The instant My Bookings judges its cards at: re-read every minute (Reschedule closes 24 hours before a
 * visit) and, while a hold is running, as its minutes left change and when it runs out, so the countdown
 * moves and a lapsed hold leaves Upcoming without a reload; and when a card's actions stop holding.
 */
export function useBookingClock(bookings: readonly Booking[] | undefined): Date {
  const [now, setNow] = useState(() => new Date());
  const tick = bookings ? earliest(nextHoldTick(bookings, now), nextActionsChange(bookings, now)) : null;
  useEffect(() => {
    const delay = tick === null ? REFRESH_INTERVAL_MS : Math.min(tick - Date.now(), REFRESH_INTERVAL_MS);
    const timer = setTimeout(() => setNow(new Date()), Math.max(delay, 0) + SETTLE_MS);
    return () => clearTimeout(timer);
  }, [now, tick]);
  return now;
}
