import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { savedPlacesKey } from "../../../lib/saved-places";

/** DELETE /api/account/places/{id}: forget one of the customer's saved places (the answer's body is not read). */
export async function deleteSavedPlace(id: string): Promise<void> {
  await apiFetch<unknown>(`/account/places/${encodeURIComponent(id)}`, {
    method: "DELETE",
    auth: "customer",
  });
}

/** Done or refused, the list is read again (it may have changed in another tab). */
export function useDeleteSavedPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedPlace,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedPlacesKey }),
  });
}
