import type { VisitFees } from "@ivdrips/contract/visit-fees";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-client";

/** GET /api/visit-fees?city={city}: the city's surcharges, so the card prices a visit as the server will. */
export function getVisitFees(city: string, signal?: AbortSignal): Promise<VisitFees> {
  return apiFetch<VisitFees>(`/visit-fees?city=${encodeURIComponent(city)}`, signal ? { signal } : {});
}

export function visitFeesQueryOptions(city: string) {
  return queryOptions({
    queryKey: ["visit-fees", city],
    queryFn: ({ signal }) => getVisitFees(city, signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function useVisitFees(city: string) {
  return useQuery(visitFeesQueryOptions(city));
}
