import type { AuditList, AuditQuery } from "@ivdrips/contract/admin";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_QUERY_ROOT } from "../../../lib/admin-query-key";
import { toSearch } from "../../../lib/admin-format";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/admin/audit?staffId=&action=&targetType=&targetId=&page= → one page of the audit log, newest first. */
export function getAudit(query: AuditQuery, signal?: AbortSignal): Promise<AuditList> {
  return apiFetch<AuditList>(`/admin/audit${toSearch(query)}`, {
    auth: "staff",
    ...(signal ? { signal } : {}),
  });
}

export function auditQueryOptions(query: AuditQuery) {
  return queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, "audit", query],
    queryFn: ({ signal }) => getAudit(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAudit(query: AuditQuery) {
  return useQuery(auditQueryOptions(query));
}
