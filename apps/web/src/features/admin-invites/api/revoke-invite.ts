import type { AdminInvite } from "@ivdrips/contract/admin-invites";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { invitesQueryOptions } from "./get-invites";

/** PUT /api/admin/invites/:id/revoke: the code stops working at once. */
export function revokeInvite(id: string): Promise<AdminInvite> {
  return apiFetch<AdminInvite>(`/admin/invites/${encodeURIComponent(id)}/revoke`, {
    method: "PUT",
    auth: "staff",
    body: {},
  });
}

export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesQueryOptions().queryKey }),
  });
}
