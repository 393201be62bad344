import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { followLiveEvents } from "../../../lib/live-events";
import { myBookingsKey } from "../api/get-my-bookings";

/**
 * Follows GET /api/bookings/events while the customer's account is open: the clinic's decision (or any other
 * change to their bookings) reads the bookings again, so My Bookings shows it without a reload.
 */
export function useMyLiveEvents(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      followLiveEvents({
        path: "/bookings/events",
        auth: "customer",
        onEvent: () => void queryClient.invalidateQueries({ queryKey: myBookingsKey }),
      }),
    // A different customer signing in on this tab gets a stream of their own.
    [userId, queryClient],
  );
}
