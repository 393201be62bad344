import type { Provider } from "@ivdrips/contract/providers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/providers?location={city}: the active providers serving a city (SPEC §7). */
export function getProviders(city: string, signal?: AbortSignal): Promise<Provider[]> {
  return apiFetch<Provider[]>(`/providers?location=${encodeURIComponent(city)}`, signal ? { signal } : {});
}

export function providersQueryOptions(city: string) {
  return queryOptions({
    queryKey: ["providers", city],
    queryFn: ({ signal }) => getProviders(city, signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function useProviders(city: string) {
  return useQuery(providersQueryOptions(city));
}
