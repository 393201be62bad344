import type { AdminWaitlist, WaitlistQuery } from "@ivdrips/contract/admin-inbox";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_QUERY_ROOT } from "../../../lib/admin-query-key";
import { toSearch } from "../../../lib/admin-format";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/admin/waitlist?country=: who waits for a coming-soon country, and how many per country. */
export function getWaitlist(query: WaitlistQuery, signal?: AbortSignal): Promise<AdminWaitlist> {
  return apiFetch<AdminWaitlist>(`/admin/waitlist${toSearch(query)}`, {
    auth: "staff",
    ...(signal ? { signal } : {}),
  });
}

export function waitlistQueryOptions(query: WaitlistQuery) {
  return queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, "waitlist", query],
    queryFn: ({ signal }) => getWaitlist(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useWaitlist(query: WaitlistQuery) {
  return useQuery(waitlistQueryOptions(query));
}
