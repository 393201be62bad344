import type { MessageResponse } from "@ivdrips/contract/common";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/admin/logout-all: every token of the staff account, this one included, is refused from now on. */
export function logoutStaffEverywhere(): Promise<MessageResponse> {
  return apiFetch<MessageResponse>("/admin/logout-all", { method: "POST", auth: "staff" });
}

export function useLogoutStaffEverywhere() {
  return useMutation({ mutationFn: logoutStaffEverywhere });
}
