import type { AuthResponse, ChangePasswordRequest } from "@ivdrips/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";

/** PUT /api/auth/password: 403 INCORRECT_PASSWORD for a wrong current one; answers a fresh token. */
export function changePassword(body: ChangePasswordRequest): Promise<AuthResponse> {
  return apiFetch<AuthResponse>("/auth/password", { method: "PUT", auth: "customer", body });
}

/** The other sessions end; this one goes on with the fresh token the answer carries. */
export function useChangePassword() {
  const { signIn } = useSession();
  return useMutation({ mutationFn: changePassword, onSuccess: (response) => signIn(response) });
}
