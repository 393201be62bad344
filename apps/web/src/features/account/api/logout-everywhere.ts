import type { MessageResponse } from "@ivdrips/contract/common";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/auth/logout-all: every token of the account, this one included, is refused from now on. */
export function logoutEverywhere(): Promise<MessageResponse> {
  return apiFetch<MessageResponse>("/auth/logout-all", { method: "POST", auth: "customer" });
}

export function useLogoutEverywhere() {
  return useMutation({ mutationFn: logoutEverywhere });
}
