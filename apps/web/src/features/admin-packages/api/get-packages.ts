import type { AdminDripPackageList } from "@ivdrips/contract/drip-packages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_QUERY_ROOT } from "../../../lib/admin-query-key";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/admin/packages: every drip package, on sale or not, cheapest first. */
export function getPackages(signal?: AbortSignal): Promise<AdminDripPackageList> {
  return apiFetch<AdminDripPackageList>("/admin/packages", { auth: "staff", ...(signal ? { signal } : {}) });
}

export function packagesQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, "packages"],
    queryFn: ({ signal }) => getPackages(signal),
    staleTime: 0,
  });
}

export function usePackages() {
  return useQuery(packagesQueryOptions());
}
