import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshAfterRelease, releaseHold } from "../../../lib/release-hold";
import { bookingChanged } from "./get-my-bookings";

/**
 * Release on an unpaid hold (PUT /api/bookings/{id}/release, shared with the service page in lib): the card
 * shows the released booking at once; places and lists are read again whatever the answer.
 */
export function useReleaseBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseHold,
    onSuccess: (booking) => bookingChanged(queryClient, booking),
    onSettled: () => refreshAfterRelease(queryClient),
  });
}
