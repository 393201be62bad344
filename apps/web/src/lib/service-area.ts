import type { ServiceAreaLookup } from "@ivdrips/contract/service-areas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch } from "./api-client";

/**
 * GET /api/service-areas/{postcode}?city=…: the service area a postcode is in, or null when the city's nurses
 * do not visit it (the API's 404 with messageId `outsideServiceArea`). Any other failure stays an error: the
 * server checks the place again when the booking is held.
 */
export async function lookupServiceArea(
  postcode: string,
  city: string,
  signal?: AbortSignal,
): Promise<ServiceAreaLookup | null> {
  try {
    return await apiFetch<ServiceAreaLookup>(
      `/service-areas/${encodeURIComponent(postcode)}?city=${encodeURIComponent(city)}`,
      signal ? { signal } : {},
    );
  } catch (error) {
    if (error instanceof ApiError && error.ref?.messageId === "outsideServiceArea") return null;
    throw error;
  }
}

export function serviceAreaQueryOptions(postcode: string, city: string) {
  return queryOptions({
    queryKey: ["service-areas", city, postcode],
    queryFn: ({ signal }) => lookupServiceArea(postcode, city, signal),
    staleTime: 30 * 60 * 1000,
    retry: false,
  });
}

/** The area of a complete (5-digit) postcode; nothing is asked for one still being typed. */
export function useServiceArea(postcode: string, city: string) {
  const complete = /^\d{5}$/.test(postcode);
  return useQuery({ ...serviceAreaQueryOptions(postcode, city), enabled: complete });
}
