import type { Booking, RescheduleRequest } from "@ivdrips/contract/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { availabilityKey } from "../../../lib/availability";
import { bookingChanged } from "./get-my-bookings";

export interface RescheduleInput extends RescheduleRequest {
  bookingId: string;
}

/**
 * PUT /api/bookings/{id}/reschedule: move a confirmed booking to another window of its provider (free up to
 * 24 hours before the visit); it goes back to awaiting the clinic's approval.
 */
export function rescheduleBooking({ bookingId, date, timeSlot }: RescheduleInput): Promise<Booking> {
  return apiFetch<Booking>(`/bookings/${encodeURIComponent(bookingId)}/reschedule`, {
    method: "PUT",
    auth: "customer",
    body: { date, timeSlot } satisfies RescheduleRequest,
  });
}

/** Success or not, the places have changed (or were not what we showed): availability is read again. */
export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleBooking,
    onSuccess: (booking) => bookingChanged(queryClient, booking),
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityKey }),
  });
}
