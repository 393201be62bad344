import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminBookingsKey } from "./search-bookings";

/**
 * After any action on a booking: its page, the lists it appears in and the dashboard show what the server
 * holds now (the lifecycle may have changed more than the action named: a refund, an email).
 */
export function useBookingAction<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBookingsKey }),
  });
}
