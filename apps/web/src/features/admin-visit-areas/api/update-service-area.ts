import type { ServiceArea, UpdateServiceAreaRequest } from "@ivdrips/contract/service-areas";
import { apiFetch } from "../../../lib/api-client";
import { useServiceAreaMutation } from "./service-area-mutation";

/** PATCH /api/admin/service-areas/:id {name?, postcodeFrom?, postcodeTo?, isActive?, note?}. */
export function updateServiceArea({
  id,
  ...body
}: UpdateServiceAreaRequest & { id: string }): Promise<ServiceArea> {
  return apiFetch<ServiceArea>(`/admin/service-areas/${encodeURIComponent(id)}`, {
    method: "PATCH",
    auth: "staff",
    body,
  });
}

export function useUpdateServiceArea() {
  return useServiceAreaMutation(updateServiceArea);
}
