import type { ClinicPasswordRequest } from "@ivdrips/contract/admin-clinics";
import type { MessageResponse } from "@ivdrips/contract/common";
import { apiFetch } from "../../../lib/api-client";
import { useClinicMutation } from "./clinic-mutation";

/** POST /api/admin/clinics/:id/password {password}: a new password; every session of the clinic ends. */
export function resetClinicPassword({
  id,
  ...body
}: ClinicPasswordRequest & { id: string }): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/admin/clinics/${encodeURIComponent(id)}/password`, {
    method: "POST",
    auth: "staff",
    body,
  });
}

export function useResetClinicPassword() {
  return useClinicMutation(resetClinicPassword);
}
