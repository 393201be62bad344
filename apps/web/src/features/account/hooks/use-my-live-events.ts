import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { followLiveEvents } from "../../../lib/live-events";
import { useSession } from "../../../lib/session";
import { myBookingsKey } from "../api/get-my-bookings";

/**
 * Follows GET /api/bookings/events while the customer's account is open: the clinic's decision (or any other
 * change to their bookings) reads the bookings again, so My Bookings shows it without a reload. When the
 * session ends elsewhere (signed out everywhere, a new password) the server ends the stream and refuses the
 * token: this browser is signed out too.
 */
export function useMyLiveEvents(userId: string): void {
  const queryClient = useQueryClient();
  const { signOut } = useSession();
  useEffect(
    () =>
      followLiveEvents({
        path: "/bookings/events",
        auth: "customer",
        onEvent: () => void queryClient.invalidateQueries({ queryKey: myBookingsKey }),
        onSessionEnded: () => void signOut({ server: false }),
      }),
    // A different customer signing in on this tab gets a stream of their own.
    [userId, queryClient, signOut],
  );
}
