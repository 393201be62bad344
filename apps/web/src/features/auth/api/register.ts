import type { AuthResponse, RegisterRequest } from "@ivdrips/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/auth/register → 201 {token, user}. SPEC §3: phone is sent only when given. */
export function register(body: RegisterRequest): Promise<AuthResponse> {
  return apiFetch<AuthResponse>("/auth/register", { method: "POST", body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
