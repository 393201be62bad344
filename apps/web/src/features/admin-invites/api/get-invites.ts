import type { AdminInviteList } from "@ivdrips/contract/admin-invites";
import { INVITE_REVOCATION_SECONDS } from "@ivdrips/contract/invites";
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
    // Uses grow as visitors enter, and a revoked code's passes run out within this time: while the list is
    // open it reads again as often (revoking and creating invalidate it at once).
    refetchInterval: INVITE_REVOCATION_SECONDS * 1000,
  });
}

export function useInvites() {
  return useQuery(invitesQueryOptions());
}
