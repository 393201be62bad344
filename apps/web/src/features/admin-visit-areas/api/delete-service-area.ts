import type { MessageResponse } from "@ivdrips/contract/common";
import { toSearch } from "../../../lib/admin-format";
import { apiFetch } from "../../../lib/api-client";
import { useServiceAreaMutation } from "./service-area-mutation";

/** DELETE /api/admin/service-areas/:id?note=: its postcodes are no longer visited; bookings made stay. */
export function deleteServiceArea({
  id,
  note,
}: {
  id: string;
  note?: string | undefined;
}): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/admin/service-areas/${encodeURIComponent(id)}${toSearch({ note })}`, {
    method: "DELETE",
    auth: "staff",
  });
}

export function useDeleteServiceArea() {
  return useServiceAreaMutation(deleteServiceArea);
}
