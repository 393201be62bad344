import type { StaffList } from "@ivdrips/contract/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_QUERY_ROOT } from "../../../lib/admin-query-key";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/admin/staff → every staff account, for the audit log's "who" filter. */
export function getStaff(signal?: AbortSignal): Promise<StaffList> {
  return apiFetch<StaffList>("/admin/staff", { auth: "staff", ...(signal ? { signal } : {}) });
}

export const staffListQueryOptions = queryOptions({
  queryKey: [ADMIN_QUERY_ROOT, "staff"],
  queryFn: ({ signal }) => getStaff(signal),
  staleTime: 5 * 60_000,
});

export function useStaffList() {
  return useQuery(staffListQueryOptions);
}
