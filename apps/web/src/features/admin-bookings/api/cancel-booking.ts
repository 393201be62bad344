import type { AdminCancelRequest } from "@ivdrips/contract/admin-bookings";
import { apiFetch } from "../../../lib/api-client";
import { useBookingAction } from "./booking-action";

/** PUT /api/admin/bookings/:id/cancel {refund: "policy" | "full", reason}. */
export function cancelBooking({ id, ...body }: AdminCancelRequest & { id: string }): Promise<unknown> {
  return apiFetch(`/admin/bookings/${encodeURIComponent(id)}/cancel`, { method: "PUT", auth: "staff", body });
}

export function useCancelBooking() {
  return useBookingAction(cancelBooking);
}
