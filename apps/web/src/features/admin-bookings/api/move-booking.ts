import type { AdminMoveRequest } from "@ivdrips/contract/admin-bookings";
import { apiFetch } from "../../../lib/api-client";
import { useBookingAction } from "./booking-action";

/** PUT /api/admin/bookings/:id/move {date, timeSlot, providerId?, reason}. */
export function moveBooking({ id, ...body }: AdminMoveRequest & { id: string }): Promise<unknown> {
  return apiFetch(`/admin/bookings/${encodeURIComponent(id)}/move`, { method: "PUT", auth: "staff", body });
}

export function useMoveBooking() {
  return useBookingAction(moveBooking);
}
