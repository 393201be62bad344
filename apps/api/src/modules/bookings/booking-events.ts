import { isVisitDayEvent, type LifecycleEvent, type LifecycleState } from "@ivdrips/contract/booking-state";
import type { BookingEventType } from "@ivdrips/contract/clinic-calendar";

const PAID: readonly LifecycleState[] = ["awaiting_clinic", "approved"];

/**
 * The live event a lifecycle move makes, if any: only what a clinic or the customer watches. Unpaid holds
 * (held, released, expired) make none; every move into `rejected` (the clinic's, the system's for an
 * unanswered booking, a closed window's) is a rejection whatever its event's name.
 */
export function bookingEventTypeOf(
  event: LifecycleEvent,
  move: { from: LifecycleState; to: LifecycleState },
): BookingEventType | undefined {
  if (move.to === "rejected" && move.from !== "rejected") return "booking_rejected";
  if (isVisitDayEvent(event)) return "booking_visit";
  switch (event) {
    case "pay":
      return move.to === "awaiting_clinic" ? "booking_paid" : undefined;
    case "approve":
      return "booking_approved";
    case "reschedule":
      return PAID.includes(move.from) ? "booking_rescheduled" : undefined;
    case "cancel":
      return PAID.includes(move.from) && move.to === "cancelled" ? "booking_cancelled" : undefined;
    default:
      return undefined;
  }
}
