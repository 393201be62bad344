import { timeWindowKey, type TimeSlot } from "@ivdrips/contract/time-window-list";
import type { Catalogue } from "../locales/catalogue";

/** A booking's time window as the current language reads it (the API's own name stays SPEC's English). */
export function timeWindowLabel(t: Pick<Catalogue, "booking">, timeSlot: TimeSlot): string {
  return t.booking.timeWindows[timeWindowKey(timeSlot)];
}
