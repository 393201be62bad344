import type { TimeSlot } from "@ivdrips/contract/time-windows";
import type { Catalogue } from "../../../locales/catalogue";

/** The API's time slot (its English label) → the key of its label in the account texts. */
const SLOT_KEYS: Record<TimeSlot, keyof Catalogue["account"]["timeSlots"]> = {
  "Morning 8AM - 12PM": "morning",
  "Afternoon 12PM - 4PM": "afternoon",
  "Evening 4PM - 8PM": "evening",
  "Night 8PM - 12AM": "night",
};

/** A booking's time window in the current language. */
export function timeSlotLabel(t: Catalogue, slot: TimeSlot): string {
  return t.account.timeSlots[SLOT_KEYS[slot]];
}
