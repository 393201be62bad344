import type { ClinicCalendar } from "@ivdrips/contract/clinic-calendar";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/clinics/calendar?from=YYYY-MM-DD: seven days from `from`, per provider, per window. */
export function getClinicCalendar(from: string, signal?: AbortSignal): Promise<ClinicCalendar> {
  return apiFetch<ClinicCalendar>(`/clinics/calendar?from=${encodeURIComponent(from)}`, {
    auth: "clinic",
    ...(signal ? { signal } : {}),
  });
}

/** Every week of the clinic's calendar: what a schedule or closure change invalidates. */
export function clinicCalendarKey(clinicId: string) {
  return ["clinic", clinicId, "calendar"] as const;
}

export function clinicCalendarQueryOptions(clinicId: string, from: string) {
  return queryOptions({
    queryKey: [...clinicCalendarKey(clinicId), from] as const,
    queryFn: ({ signal }) => getClinicCalendar(from, signal),
    // The counts move as customers book: as fresh as the bookings list.
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useClinicCalendar(clinicId: string, from: string) {
  return useQuery(clinicCalendarQueryOptions(clinicId, from));
}
