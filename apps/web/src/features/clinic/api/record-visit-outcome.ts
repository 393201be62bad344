import type { Booking } from "@ivdrips/contract/bookings";
import type { VisitOutcomeRequest } from "@ivdrips/contract/visit-day";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "../../../lib/api-client";
import { clinicBookingChanged, clinicBookingsQueryOptions } from "./get-clinic-bookings";

/**
 * POST /api/clinics/bookings/{id}/outcome → the booking, closed and refunded by the outcome's rule. A
 * not_treatable note goes to the sealed clinical record on the server, never onto the booking.
 */
export function recordVisitOutcome({
  id,
  outcome,
}: {
  id: string;
  outcome: VisitOutcomeRequest;
}): Promise<Booking> {
  return apiFetch<Booking>(`/clinics/bookings/${encodeURIComponent(id)}/outcome`, {
    method: "POST",
    auth: "clinic",
    body: outcome,
  });
}

/** The closed booking replaces the open one in the list at once; a 409 reads the list again. */
export function useRecordVisitOutcome(clinicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordVisitOutcome,
    onSuccess: (updated) => clinicBookingChanged(queryClient, clinicId, updated),
    onError: (error) => {
      if (error instanceof ApiError && error.statusCode === 409)
        void queryClient.invalidateQueries({ queryKey: clinicBookingsQueryOptions(clinicId).queryKey });
    },
  });
}
