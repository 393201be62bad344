import type { PasswordResetConfirm } from "@ivdrips/contract/auth";
import type { MessageResponse } from "@ivdrips/contract/common";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/auth/password-reset/confirm: sets the password and ends every session of the account. */
export function confirmPasswordReset(body: PasswordResetConfirm): Promise<MessageResponse> {
  return apiFetch<MessageResponse>("/auth/password-reset/confirm", { method: "POST", body });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
