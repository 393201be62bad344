import type { LifecycleEvent } from "@ivdrips/contract/booking-state";
import type { Booking } from "@ivdrips/contract/bookings";
import { useEffect, useState } from "react";
import { actionsAt } from "./allowed-actions";

/** Past the instant itself, so the actions have certainly stopped holding when the clock is read. */
const SETTLE_MS = 20;
/** setTimeout's longest delay; a deadline further away is waited for in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * A booking's actions for a card that has no list clock of its own: re-read at the instant they stop holding,
 * so Approve goes the moment the visit's window starts rather than at the next refresh.
 */
export function useActions(booking: Pick<Booking, "actions" | "actionsUntil">): ReadonlySet<LifecycleEvent> {
  const [now, setNow] = useState(() => new Date());
  const until = booking.actionsUntil === null ? null : Date.parse(booking.actionsUntil);
  useEffect(() => {
    if (until === null || until <= now.getTime()) return;
    const delay = Math.min(until - now.getTime() + SETTLE_MS, MAX_DELAY_MS);
    const timer = setTimeout(() => setNow(new Date()), delay);
    return () => clearTimeout(timer);
  }, [until, now]);
  return actionsAt(booking, now);
}
