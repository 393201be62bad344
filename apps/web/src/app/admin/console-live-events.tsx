import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { adminBookingsKey } from "../../features/admin-bookings/api/search-bookings";
import { dashboardQueryOptions } from "../../features/admin-dashboard/api/get-dashboard";
import { useStaffSession } from "../../features/admin-session/staff-session";
import { followLiveEvents } from "../../lib/live-events";

/**
 * Follows GET /api/admin/events while a staff member is signed in: every booking's change reads the console's
 * bookings and dashboard again, so they show it without a reload. When the member's session ends (signed out
 * everywhere, a new password, disabled, expired) the server ends the stream and refuses the token: the console
 * shows its sign-in page.
 */
export function ConsoleLiveEvents({ staffId }: { staffId: string }) {
  const queryClient = useQueryClient();
  const { expire } = useStaffSession();
  useEffect(
    () =>
      followLiveEvents({
        path: "/admin/events",
        auth: "staff",
        onEvent: () => {
          void queryClient.invalidateQueries({ queryKey: adminBookingsKey });
          void queryClient.invalidateQueries({ queryKey: dashboardQueryOptions().queryKey });
        },
        onSessionEnded: expire,
      }),
    // Another member signing in on this tab gets a stream of their own.
    [staffId, queryClient, expire],
  );
  return null;
}
