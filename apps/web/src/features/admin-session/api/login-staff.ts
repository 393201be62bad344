import type { StaffLoginRequest, StaffLoginResponse } from "@ivdrips/contract/admin";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/admin/login {email, password} → {token, staff}. */
export function loginStaff(body: StaffLoginRequest): Promise<StaffLoginResponse> {
  return apiFetch<StaffLoginResponse>("/admin/login", { method: "POST", body });
}

export function useStaffLogin() {
  return useMutation({ mutationKey: ["staff-login"], mutationFn: loginStaff });
}
