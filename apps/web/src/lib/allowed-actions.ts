import type { LifecycleEvent } from "@ivdrips/contract/booking-state";
import type { Booking } from "@ivdrips/contract/bookings";

type WithActions = Pick<Booking, "actions" | "actionsUntil">;

const NONE: ReadonlySet<LifecycleEvent> = new Set();

/**
 * What the reader may do to a booking at `now`: the `actions` the server's transition table gave it, until the
 * instant they stop holding (`actionsUntil`: a hold running out, a window starting). Past it, nothing until the
 * booking is read again, so a button never outlives the rule behind it.
 */
export function actionsAt(booking: WithActions, now: Date): ReadonlySet<LifecycleEvent> {
  if (booking.actionsUntil !== null && Date.parse(booking.actionsUntil) <= now.getTime()) return NONE;
  return new Set(booking.actions);
}

/** Whether any of these bookings' actions stopped holding by `now`: the list is then read again. */
export function actionsLapsed(bookings: readonly WithActions[], now: Date): boolean {
  return bookings.some(
    (booking) => booking.actionsUntil !== null && Date.parse(booking.actionsUntil) <= now.getTime(),
  );
}

/** The next instant after `now` at which one of these bookings' actions stop holding, or null. */
export function nextActionsChange(bookings: readonly WithActions[], now: Date): number | null {
  let next: number | null = null;
  for (const { actionsUntil } of bookings) {
    const at = actionsUntil === null ? null : Date.parse(actionsUntil);
    if (at !== null && at > now.getTime() && (next === null || at < next)) next = at;
  }
  return next;
}
