import type { PasswordResetRequest } from "@ivdrips/contract/auth";
import type { MessageResponse } from "@ivdrips/contract/common";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/auth/password-reset/request: always 202 with the same message, known email or not. */
export function requestPasswordReset(body: PasswordResetRequest): Promise<MessageResponse> {
  return apiFetch<MessageResponse>("/auth/password-reset/request", { method: "POST", body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
