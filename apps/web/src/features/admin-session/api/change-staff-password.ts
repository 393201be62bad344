import type { StaffLoginResponse } from "@ivdrips/contract/admin";
import type { ChangePasswordRequest } from "@ivdrips/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { useStaffSession } from "../staff-session";

/** PUT /api/admin/password: 403 INCORRECT_PASSWORD for a wrong current one; answers a fresh token. */
export function changeStaffPassword(body: ChangePasswordRequest): Promise<StaffLoginResponse> {
  return apiFetch<StaffLoginResponse>("/admin/password", { method: "PUT", auth: "staff", body });
}

/** The member's other sessions end; this one goes on with the fresh token the answer carries. */
export function useChangeStaffPassword() {
  const { signIn } = useStaffSession();
  return useMutation({ mutationFn: changeStaffPassword, onSuccess: (response) => signIn(response) });
}
