import type { VisitFees } from "@ivdrips/contract/visit-fees";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { visitFeesQueryOptions } from "./get-visit-fees";

/**
 * GET /api/visit-fees?city=: what a city charges as the booking card reads it. The console asks it only for a
 * city with no fees of its own, to show the defaults that city charges.
 */
export function getCityFees(city: string, signal?: AbortSignal): Promise<VisitFees> {
  return apiFetch<VisitFees>(`/visit-fees?city=${encodeURIComponent(city)}`, signal ? { signal } : {});
}

/** Under the console's visit-fees key, so that saving a city's fees reads these again too. */
export function cityFeesQueryOptions(city: string) {
  return queryOptions({
    queryKey: [...visitFeesQueryOptions().queryKey, "city", city.toLowerCase()],
    queryFn: ({ signal }) => getCityFees(city, signal),
    staleTime: 0,
  });
}

export function useCityFees(city: string, enabled: boolean) {
  return useQuery({ ...cityFeesQueryOptions(city), enabled });
}
