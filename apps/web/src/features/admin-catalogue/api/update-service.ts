import type { AdminService, UpdateServiceRequest } from "@ivdrips/contract/admin-catalogue";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { adminServicesQueryOptions } from "../../../lib/admin-services";

/** PUT /api/admin/services/:id: the whole editable record; a new price applies to new bookings only. */
export function updateService({ id, ...body }: UpdateServiceRequest & { id: string }): Promise<AdminService> {
  return apiFetch<AdminService>(`/admin/services/${encodeURIComponent(id)}`, {
    method: "PUT",
    auth: "staff",
    body,
  });
}

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    // The list's key: the editor stays open while any save of the catalogue is under way.
    mutationKey: adminServicesQueryOptions().queryKey,
    mutationFn: updateService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminServicesQueryOptions().queryKey }),
  });
}
