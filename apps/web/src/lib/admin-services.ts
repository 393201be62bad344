import type { AdminServiceList } from "@ivdrips/contract/admin-catalogue";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_QUERY_ROOT } from "./admin-query-key";
import { apiFetch } from "./api-client";

/**
 * GET /api/admin/services: every service, active or not, as staff edit it. Shared by the console's pages that
 * read the catalogue (its editor, the drip packages' service choice), so one key holds it and an edit of a
 * service refreshes every page that shows it.
 */
export function getAdminServices(signal?: AbortSignal): Promise<AdminServiceList> {
  return apiFetch<AdminServiceList>("/admin/services", { auth: "staff", ...(signal ? { signal } : {}) });
}

export function adminServicesQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, "services"],
    queryFn: ({ signal }) => getAdminServices(signal),
    staleTime: 0,
  });
}

export function useAdminServices() {
  return useQuery(adminServicesQueryOptions());
}
