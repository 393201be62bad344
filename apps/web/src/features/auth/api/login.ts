import type { AuthResponse, LoginRequest } from "@ivdrips/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/auth/login → {token, user}. */
export function login(body: LoginRequest): Promise<AuthResponse> {
  return apiFetch<AuthResponse>("/auth/login", { method: "POST", body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
