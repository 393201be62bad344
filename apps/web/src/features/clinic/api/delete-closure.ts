import type { MessageResponse } from "@ivdrips/contract/common";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { invalidateAfterClosureChange } from "./create-closure";

/** DELETE /api/clinics/closures/{id} → {message}: the date or window takes bookings again. */
export function deleteClosure(id: string): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/clinics/closures/${encodeURIComponent(id)}`, {
    method: "DELETE",
    auth: "clinic",
  });
}

export function useDeleteClosure(clinicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClosure,
    onSuccess: () => invalidateAfterClosureChange(queryClient, clinicId),
  });
}
