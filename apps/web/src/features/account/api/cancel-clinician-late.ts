import type { Booking } from "@ivdrips/contract/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { availabilityKey } from "../../../lib/availability";
import { bookingChanged, myBookingsKey } from "./get-my-bookings";

/**
 * POST /api/bookings/{id}/clinician-late → the booking: the clinician is more than 45 minutes past the window's
 * start and has not arrived, so the customer calls the visit off with everything back (issue 37).
 */
export function cancelClinicianLate(bookingId: string): Promise<Booking> {
  return apiFetch<Booking>(`/bookings/${encodeURIComponent(bookingId)}/clinician-late`, {
    method: "POST",
    auth: "customer",
  });
}

/** The called-off booking moves to the history at once; a refusal (arrived meanwhile) reads the list again. */
export function useCancelClinicianLate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelClinicianLate,
    onSuccess: (booking) => bookingChanged(queryClient, booking),
    onError: () => queryClient.invalidateQueries({ queryKey: myBookingsKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityKey }),
  });
}
