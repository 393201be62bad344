import type { Booking } from "@ivdrips/contract/bookings";
import type { VisitProgress } from "@ivdrips/contract/visit-day";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "../../../lib/api-client";
import { clinicBookingChanged, clinicBookingsQueryOptions } from "./get-clinic-bookings";

/**
 * POST /api/clinics/bookings/{id}/progress → the booking: the assigned clinician's next step (on the way with
 * an ETA, arrived, started, completed). The server's table keeps the order.
 */
export function recordVisitProgress({
  id,
  progress,
}: {
  id: string;
  progress: VisitProgress;
}): Promise<Booking> {
  return apiFetch<Booking>(`/clinics/bookings/${encodeURIComponent(id)}/progress`, {
    method: "POST",
    auth: "clinic",
    body: progress,
  });
}

/** The Visit page shows the server's booking (and so its next step) at once; a 409 reads the list again. */
export function useRecordVisitProgress(clinicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordVisitProgress,
    onSuccess: (updated) => clinicBookingChanged(queryClient, clinicId, updated),
    onError: (error) => {
      if (error instanceof ApiError && error.statusCode === 409)
        void queryClient.invalidateQueries({ queryKey: clinicBookingsQueryOptions(clinicId).queryKey });
    },
  });
}
