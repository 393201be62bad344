import type { AdminResendEmailRequest } from "@ivdrips/contract/admin-bookings";
import { apiFetch } from "../../../lib/api-client";
import { useBookingAction } from "./booking-action";

/** POST /api/admin/bookings/:id/resend-email {kind, note?}: the customer's email again. */
export function resendEmail({ id, ...body }: AdminResendEmailRequest & { id: string }): Promise<unknown> {
  return apiFetch(`/admin/bookings/${encodeURIComponent(id)}/resend-email`, {
    method: "POST",
    auth: "staff",
    body,
  });
}

export function useResendEmail() {
  return useBookingAction(resendEmail);
}
