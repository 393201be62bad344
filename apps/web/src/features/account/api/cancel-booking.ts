import type { Booking } from "@ivdrips/contract/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { availabilityKey } from "../../../lib/availability";
import { bookingChanged, myBookingsKey } from "./get-my-bookings";

/**
 * PUT /api/bookings/{id}/cancel: the customer calls a paid visit off before it starts; the server refunds
 * per the Refund Policy (in full 24 hours or more before, half later) and answers with the booking and its
 * refund. Once the visit has started it refuses (409).
 */
export function cancelBooking(bookingId: string): Promise<Booking> {
  return apiFetch<Booking>(`/bookings/${encodeURIComponent(bookingId)}/cancel`, {
    method: "PUT",
    auth: "customer",
  });
}

/**
 * The cancelled booking moves to the history at once and its place is free again for others; a refusal
 * (the visit started meanwhile) reads the list again.
 */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: (booking) => bookingChanged(queryClient, booking),
    onError: () => queryClient.invalidateQueries({ queryKey: myBookingsKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityKey }),
  });
}
