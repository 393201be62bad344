import type { AdminResolvePaymentRequest } from "@ivdrips/contract/admin-bookings";
import { apiFetch } from "../../../lib/api-client";
import { useBookingAction } from "./booking-action";

/** PUT /api/admin/bookings/:id/resolve-payment {note}: a flagged payment is dealt with. */
export function resolvePayment({
  id,
  ...body
}: AdminResolvePaymentRequest & { id: string }): Promise<unknown> {
  return apiFetch(`/admin/bookings/${encodeURIComponent(id)}/resolve-payment`, {
    method: "PUT",
    auth: "staff",
    body,
  });
}

export function useResolvePayment() {
  return useBookingAction(resolvePayment);
}
