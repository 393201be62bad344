import type { RangeAvailabilityResponse } from "@ivdrips/contract/clinic-calendar";
import type { AvailabilityResponse } from "@ivdrips/contract/providers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-client";

/** SPEC §9: the date strip shows seven days, and their places are read in one request. */
export const RANGE_DAYS = 7;

/**
 * GET /api/availability?providers=a,b&from=YYYY-MM-DD&days=7: every given provider's four windows on each
 * of the days, one answer per provider and day.
 */
export function getRangeAvailability(
  providerIds: readonly string[],
  from: string,
  signal?: AbortSignal,
): Promise<RangeAvailabilityResponse> {
  const providers = providerIds.map(encodeURIComponent).join(",");
  return apiFetch<RangeAvailabilityResponse>(
    `/availability?providers=${providers}&from=${encodeURIComponent(from)}&days=${RANGE_DAYS}`,
    signal ? { signal } : {},
  );
}

/** Every key under this one is availability: invalidate it after a failed booking or a reschedule. */
export const availabilityKey = ["availability"] as const;

/**
 * The availability of the given providers over the strip's seven days from `from`: the city's providers for
 * a new booking (booking card), the booking's own provider for a reschedule (My Bookings).
 */
export function rangeAvailabilityQueryOptions(providerIds: readonly string[], from: string) {
  return queryOptions({
    queryKey: [...availabilityKey, from, ...providerIds],
    queryFn: ({ signal }) => getRangeAvailability(providerIds, from, signal),
    // Places change as others book: never trust an answer older than the 60-second refresh.
    staleTime: 30 * 1000,
  });
}

export function useRangeAvailability(providerIds: readonly string[] | undefined, from: string) {
  return useQuery({
    ...rangeAvailabilityQueryOptions(providerIds ?? [], from),
    enabled: Boolean(providerIds && providerIds.length > 0),
  });
}

/** The answers for one day of a range (one per provider), or undefined while the range is not known. */
export function availabilityOn(
  range: RangeAvailabilityResponse | undefined,
  date: string,
): AvailabilityResponse[] | undefined {
  return range?.days.filter((day) => day.date === date);
}
