import type { AdminClinic, NewClinicRequest } from "@ivdrips/contract/admin-clinics";
import { apiFetch } from "../../../lib/api-client";
import { useClinicMutation } from "./clinic-mutation";

/** POST /api/admin/clinics: a clinic with its first provider. */
export function createClinic(body: NewClinicRequest): Promise<AdminClinic> {
  return apiFetch<AdminClinic>("/admin/clinics", { method: "POST", auth: "staff", body });
}

export function useCreateClinic() {
  return useClinicMutation(createClinic);
}
