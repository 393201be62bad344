import type { VisitFeesList } from "@ivdrips/contract/visit-fees";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_QUERY_ROOT } from "../../../lib/admin-query-key";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/admin/visit-fees: the cities with fees of their own, in RM (any other city has the defaults). */
export function getVisitFees(signal?: AbortSignal): Promise<VisitFeesList> {
  return apiFetch<VisitFeesList>("/admin/visit-fees", { auth: "staff", ...(signal ? { signal } : {}) });
}

/** Every read of visit fees in the console lives under this key: saving a city's fees invalidates it. */
export function visitFeesQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, "visit-fees"],
    queryFn: ({ signal }) => getVisitFees(signal),
    staleTime: 0,
  });
}

export function useVisitFees() {
  return useQuery(visitFeesQueryOptions());
}
