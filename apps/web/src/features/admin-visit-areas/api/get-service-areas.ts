import type { ServiceAreaList } from "@ivdrips/contract/service-areas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_QUERY_ROOT } from "../../../lib/admin-query-key";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/admin/service-areas: every city's areas, active or not, by city and first postcode. */
export function getServiceAreas(signal?: AbortSignal): Promise<ServiceAreaList> {
  return apiFetch<ServiceAreaList>("/admin/service-areas", { auth: "staff", ...(signal ? { signal } : {}) });
}

export function serviceAreasQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, "service-areas"],
    queryFn: ({ signal }) => getServiceAreas(signal),
    staleTime: 0,
  });
}

export function useServiceAreas() {
  return useQuery(serviceAreasQueryOptions());
}
