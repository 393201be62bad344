import type { Clearance } from "@ivdrips/contract/clinical";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/**
 * GET /api/clinics/bookings/{id}/clearance: the booking's clinical record (the flags, the answers as they were
 * when it was made, the consent as signed, the decision). Clinical: held in memory only, never stored.
 */
export function getBookingClearance(bookingId: string, signal?: AbortSignal): Promise<Clearance> {
  return apiFetch<Clearance>(`/clinics/bookings/${encodeURIComponent(bookingId)}/clearance`, {
    auth: "clinic",
    ...(signal ? { signal } : {}),
  });
}

export function bookingClearanceQueryOptions(clinicId: string, bookingId: string) {
  return queryOptions({
    queryKey: ["clinic", clinicId, "clearance", bookingId] as const,
    queryFn: ({ signal }) => getBookingClearance(bookingId, signal),
    // Read when a clinician opens the booking, dropped soon after it closes: no clinical record lingers.
    gcTime: 60_000,
  });
}

export function useBookingClearance(clinicId: string, bookingId: string) {
  return useQuery(bookingClearanceQueryOptions(clinicId, bookingId));
}
