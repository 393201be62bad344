import type { Dashboard } from "@ivdrips/contract/admin-bookings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_QUERY_ROOT } from "../../../lib/admin-query-key";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/admin/dashboard: what needs the team today, each with the list it comes from. */
export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiFetch<Dashboard>("/admin/dashboard", { auth: "staff", ...(signal ? { signal } : {}) });
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, "dashboard"],
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
