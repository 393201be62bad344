import type { VerifyInviteResponse } from "@ivdrips/contract/invites";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** SPEC §7: POST /invite-codes/verify {code} → {valid}; no auth header. */
export function verifyInvite(code: string): Promise<VerifyInviteResponse> {
  return apiFetch<VerifyInviteResponse>("/invite-codes/verify", { method: "POST", body: { code } });
}

export function useVerifyInvite() {
  return useMutation({ mutationFn: verifyInvite });
}
