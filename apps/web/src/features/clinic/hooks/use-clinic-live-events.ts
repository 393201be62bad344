import type { BookingEvent } from "@ivdrips/contract/clinic-calendar";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { earlyLiveEvents, followLiveEvents } from "../../../lib/live-events";
import { clinicBookingsQueryOptions } from "../api/get-clinic-bookings";
import { useClinicSession } from "../clinic-session";

/** The desk's stream asked for beside its clinic as /clinic first loads (routes/clinic.tsx). */
const startedEvents = earlyLiveEvents("/clinics/events", "clinic");
export const startClinicEvents = startedEvents.start;
/** Its answer to come (routes/clinic.tsx waits for it before painting). */
export const startedClinicEvents = startedEvents.response;

export type LiveConnection = "connecting" | "open" | "reconnecting";

/**
 * Follows GET /api/clinics/events while mounted: each event reads the clinic's bookings again (so a new paid
 * booking shows without a reload) and is handed to `onEvent`. When the clinic's session ends (a password set by
 * staff, signed out everywhere, expired) the server ends the stream and refuses the token: back to the sign-in.
 * Returns the connection's state.
 */
export function useClinicLiveEvents(
  clinicId: string,
  onEvent: (event: BookingEvent) => void,
): LiveConnection {
  const queryClient = useQueryClient();
  const { expire } = useClinicSession();
  // Kept with the clinic it is about: another clinic's stream starts again from "connecting".
  // The stream asked for as /clinic loaded may be open already: the desk's first render says so.
  const [state, setState] = useState<{ clinicId: string; connection: LiveConnection }>(() => ({
    clinicId,
    connection: startedEvents.isOpen() ? "open" : "connecting",
  }));
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    return followLiveEvents({
      path: "/clinics/events",
      auth: "clinic",
      onEvent: (event) => {
        void queryClient.invalidateQueries({ queryKey: clinicBookingsQueryOptions(clinicId).queryKey });
        handler.current(event);
      },
      onConnection: (open) => setState({ clinicId, connection: open ? "open" : "reconnecting" }),
      onSessionEnded: expire,
      first: startedEvents.take(),
    });
  }, [clinicId, queryClient, expire]);
  return state.clinicId === clinicId ? state.connection : "connecting";
}
