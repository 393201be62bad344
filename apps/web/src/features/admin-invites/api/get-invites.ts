import type { AdminInviteList } from "@ivdrips/contract/admin-invites";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_QUERY_ROOT } from "../../../lib/admin-query-key";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/admin/invites: every invite code with its status and uses. */
export function getInvites(signal?: AbortSignal): Promise<AdminInviteList> {
  return apiFetch<AdminInviteList>("/admin/invites", { auth: "staff", ...(signal ? { signal } : {}) });
}

export function invitesQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, "invites"],
    queryFn: ({ signal }) => getInvites(signal),
    staleTime: 0,
  });
}

export function useInvites() {
  return useQuery(invitesQueryOptions());
}
