import type { AdminInvite, NewInviteRequest } from "@ivdrips/contract/admin-invites";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { invitesQueryOptions } from "./get-invites";

/** POST /api/admin/invites {code, maxUses?, expiresOn?, note?}. */
export function createInvite(body: NewInviteRequest): Promise<AdminInvite> {
  return apiFetch<AdminInvite>("/admin/invites", { method: "POST", auth: "staff", body });
}

export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesQueryOptions().queryKey }),
  });
}
