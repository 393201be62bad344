import type { AvailabilityResponse } from "@ivdrips/contract/providers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-client";

/** GET /api/providers/{id}/availability?date=YYYY-MM-DD: one provider's four windows of a KL day. */
export function getAvailability(providerId: string, date: string, signal?: AbortSignal) {
  return apiFetch<AvailabilityResponse>(
    `/providers/${encodeURIComponent(providerId)}/availability?date=${encodeURIComponent(date)}`,
    signal ? { signal } : {},
  );
}

/** Every key under this one is availability: invalidate it after a failed booking or a reschedule. */
export const availabilityKey = ["availability"] as const;

/**
 * The availability of all the given providers on a KL day, one answer per provider: the city's providers for
 * a new booking (booking card), the booking's own provider for a reschedule (My Bookings).
 */
export function availabilityQueryOptions(providerIds: readonly string[], date: string) {
  return queryOptions({
    queryKey: [...availabilityKey, date, ...providerIds],
    queryFn: ({ signal }) => Promise.all(providerIds.map((id) => getAvailability(id, date, signal))),
    // Places change as others book: never trust an answer older than the 60-second refresh.
    staleTime: 30 * 1000,
  });
}

export function useAvailability(providerIds: readonly string[] | undefined, date: string | null) {
  return useQuery({
    ...availabilityQueryOptions(providerIds ?? [], date ?? ""),
    enabled: Boolean(date && providerIds && providerIds.length > 0),
  });
}
