import type { InboxList, InboxQuery } from "@ivdrips/contract/admin-inbox";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_QUERY_ROOT } from "../../../lib/admin-query-key";
import { toSearch } from "../../../lib/admin-format";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/admin/inbox?kind=&status=&page=: partner applications, support or contact messages. */
export function getInbox(query: InboxQuery, signal?: AbortSignal): Promise<InboxList> {
  return apiFetch<InboxList>(`/admin/inbox${toSearch(query)}`, {
    auth: "staff",
    ...(signal ? { signal } : {}),
  });
}

export const inboxKey = [ADMIN_QUERY_ROOT, "inbox"] as const;

export function inboxQueryOptions(query: InboxQuery) {
  return queryOptions({
    queryKey: [...inboxKey, query],
    queryFn: ({ signal }) => getInbox(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useInbox(query: InboxQuery) {
  return useQuery(inboxQueryOptions(query));
}
