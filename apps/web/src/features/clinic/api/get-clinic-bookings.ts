import type { Booking } from "@ivdrips/contract/bookings";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { storedToken } from "../../../lib/stored-tokens";
import { earlyRequest } from "../../../lib/early-request";

/** GET /api/clinics/bookings: the paid bookings of the signed-in clinic's providers. */
export function getClinicBookings(signal?: AbortSignal): Promise<Booking[]> {
  return apiFetch<Booking[]>("/clinics/bookings", { auth: "clinic", ...(signal ? { signal } : {}) });
}

/** The list asked for beside the clinic as /clinic first loads (routes/clinic.tsx): its first read takes it. */
const startedList = earlyRequest(
  () => storedToken("clinic"),
  () => getClinicBookings(),
);
export const startClinicBookings = startedList.start;

/** Keyed by clinic, so one clinic's list is never shown to the next clinic signing in on the same tab. */
export function clinicBookingsQueryOptions(clinicId: string) {
  return queryOptions({
    queryKey: ["clinic", clinicId, "bookings"] as const,
    queryFn: ({ signal }) => startedList.take() ?? getClinicBookings(signal),
    // A clinic keeps this page open: new paid bookings show up without a reload.
    refetchInterval: 60_000,
  });
}

export function useClinicBookings(clinicId: string) {
  return useQuery(clinicBookingsQueryOptions(clinicId));
}

/** After a change the server answered with the booking as it now stands: show it at once in the list. */
export function clinicBookingChanged(queryClient: QueryClient, clinicId: string, booking: Booking): void {
  queryClient.setQueryData(clinicBookingsQueryOptions(clinicId).queryKey, (bookings) =>
    bookings?.map((item) => (item._id === booking._id ? booking : item)),
  );
}
