import type { BookingEvent } from "@ivdrips/contract/clinic-calendar";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { followLiveEvents } from "../../../lib/live-events";
import { clinicBookingsQueryOptions } from "../api/get-clinic-bookings";

export type LiveConnection = "connecting" | "open" | "reconnecting";

/**
 * Follows GET /api/clinics/events while mounted: each event reads the clinic's bookings again (so a new paid
 * booking shows without a reload) and is handed to `onEvent`. Returns the connection's state.
 */
export function useClinicLiveEvents(
  clinicId: string,
  onEvent: (event: BookingEvent) => void,
): LiveConnection {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<LiveConnection>("connecting");
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    setConnection("connecting");
    return followLiveEvents({
      path: "/clinics/events",
      auth: "clinic",
      onEvent: (event) => {
        void queryClient.invalidateQueries({ queryKey: clinicBookingsQueryOptions(clinicId).queryKey });
        handler.current(event);
      },
      onConnection: (open) => setConnection(open ? "open" : "reconnecting"),
    });
  }, [clinicId, queryClient]);
  return connection;
}
