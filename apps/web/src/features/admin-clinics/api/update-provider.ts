import type { AdminProvider, UpdateProviderRequest } from "@ivdrips/contract/admin-clinics";
import { apiFetch } from "../../../lib/api-client";
import { useClinicMutation } from "./clinic-mutation";

/** PUT /api/admin/providers/:id {name, cities, capacityPerWindow, isActive}. */
export function updateProvider({
  id,
  ...body
}: UpdateProviderRequest & { id: string }): Promise<AdminProvider> {
  return apiFetch<AdminProvider>(`/admin/providers/${encodeURIComponent(id)}`, {
    method: "PUT",
    auth: "staff",
    body,
  });
}

export function useUpdateProvider() {
  return useClinicMutation(updateProvider);
}
