import type { TimeSlot } from "@ivdrips/contract/time-windows";
import type { Catalogue } from "../../../locales/catalogue";

/** Each window's key in the booking texts: the value sent to the API stays the English time slot. */
const WINDOW_KEYS: Record<TimeSlot, keyof Catalogue["booking"]["timeWindows"]> = {
  "Morning 8AM - 12PM": "morning",
  "Afternoon 12PM - 4PM": "afternoon",
  "Evening 4PM - 8PM": "evening",
  "Night 8PM - 12AM": "night",
};

/** A time slot as the current language reads it. */
export function timeWindowLabel(timeSlot: TimeSlot, texts: Catalogue["booking"]["timeWindows"]): string {
  return texts[WINDOW_KEYS[timeSlot]];
}
