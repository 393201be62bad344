import type { VerifyInviteResponse } from "@ivdrips/contract/invites";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, isInviteRequired } from "../../../lib/api-client";

/**
 * SPEC §7: POST /invite-codes/verify {code} → {valid}; no auth header. A valid code also sets the httpOnly
 * cookie that every other API call needs (the browser keeps and sends it; the app never reads it).
 */
export function verifyInvite(code: string): Promise<VerifyInviteResponse> {
  return apiFetch<VerifyInviteResponse>("/invite-codes/verify", { method: "POST", body: { code } });
}

/** Once a code is accepted, everything the gate refused is fetched again. */
export function useVerifyInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyInvite,
    onSuccess: ({ valid }) => {
      if (!valid) return;
      void queryClient.invalidateQueries({ predicate: (query) => isInviteRequired(query.state.error) });
    },
  });
}
