import type { Service } from "@ivdrips/contract/catalogue";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { CATALOGUE_KEY } from "../../../lib/catalogue-key";

/** GET /api/services: the whole catalogue (SPEC §7), prices in RM. */
export function getServices(signal?: AbortSignal): Promise<Service[]> {
  return apiFetch<Service[]>("/services", signal ? { signal } : {});
}

/** One catalogue for the home grid, /services, supplier pages and booking: one cache entry. */
export const servicesQueryOptions = queryOptions({
  queryKey: CATALOGUE_KEY,
  queryFn: ({ signal }) => getServices(signal),
});

export function useServices() {
  return useQuery(servicesQueryOptions);
}
