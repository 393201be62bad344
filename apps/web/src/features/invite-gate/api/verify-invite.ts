import type { VerifyInviteResponse } from "@ivdrips/contract/invites";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiFetch, isInviteRequired, releaseInviteHold } from "../../../lib/api-client";

/**
 * SPEC §7: POST /invite-codes/verify {code} → {valid}; no auth header. A valid code also sets the httpOnly
 * cookie that every other API call needs (the browser keeps and sends it; the app never reads it).
 */
export function verifyInvite(code: string): Promise<VerifyInviteResponse> {
  return apiFetch<VerifyInviteResponse>("/invite-codes/verify", {
    method: "POST",
    body: { code },
    needsInvitePass: false,
  });
}

interface VerifyCallbacks {
  onSuccess(response: VerifyInviteResponse): void;
  onError(error: unknown): void;
}

/**
 * Verifies a code; once one is accepted, the calls that waited for the pass go out and what the gate refused
 * is fetched again. A small hook rather than useMutation: the gate is part of a first visit to `/`, which has
 * a size budget.
 */
export function useVerifyInvite() {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const mutate = (code: string, { onSuccess, onError }: VerifyCallbacks) => {
    setPending(true);
    verifyInvite(code)
      .then((response) => {
        if (response.valid) {
          releaseInviteHold();
          void queryClient.invalidateQueries({ predicate: (query) => isInviteRequired(query.state.error) });
        }
        onSuccess(response);
      }, onError)
      .finally(() => setPending(false));
  };
  return { isPending, mutate };
}
