import type { AdminServiceList } from "@ivdrips/contract/admin-catalogue";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_QUERY_ROOT } from "../../../lib/admin-query-key";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/admin/services: every service, active or not, as staff edit it. */
export function getServices(signal?: AbortSignal): Promise<AdminServiceList> {
  return apiFetch<AdminServiceList>("/admin/services", { auth: "staff", ...(signal ? { signal } : {}) });
}

export function servicesQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, "services"],
    queryFn: ({ signal }) => getServices(signal),
    staleTime: 0,
  });
}

export function useServices() {
  return useQuery(servicesQueryOptions());
}
