import type { AdminClinic, UpdateClinicRequest } from "@ivdrips/contract/admin-clinics";
import { apiFetch } from "../../../lib/api-client";
import { useClinicMutation } from "./clinic-mutation";

/** PUT /api/admin/clinics/:id {name, email}. */
export function updateClinic({ id, ...body }: UpdateClinicRequest & { id: string }): Promise<AdminClinic> {
  return apiFetch<AdminClinic>(`/admin/clinics/${encodeURIComponent(id)}`, {
    method: "PUT",
    auth: "staff",
    body,
  });
}

export function useUpdateClinic() {
  return useClinicMutation(updateClinic);
}
