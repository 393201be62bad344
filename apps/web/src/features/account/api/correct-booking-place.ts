import type { Booking } from "@ivdrips/contract/bookings";
import type { PlaceCorrectionRequest } from "@ivdrips/contract/service-areas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { bookingChanged } from "./get-my-bookings";

export interface PlaceCorrectionInput extends PlaceCorrectionRequest {
  bookingId: string;
}

/**
 * PUT /api/bookings/{id}/place: the visit place corrected (issue 37), refused from 24 hours before the window
 * (`placeCorrectionClosesAt`): the clinic plans its route from then.
 */
export function correctBookingPlace({ bookingId, place }: PlaceCorrectionInput): Promise<Booking> {
  return apiFetch<Booking>(`/bookings/${encodeURIComponent(bookingId)}/place`, {
    method: "PUT",
    auth: "customer",
    body: { place } satisfies PlaceCorrectionRequest,
  });
}

export function useCorrectBookingPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctBookingPlace,
    onSuccess: (booking) => bookingChanged(queryClient, booking),
  });
}
