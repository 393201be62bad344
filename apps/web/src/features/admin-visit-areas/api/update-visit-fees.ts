import type { UpdateVisitFeesRequest, VisitFees } from "@ivdrips/contract/visit-fees";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { visitFeesQueryOptions } from "./get-visit-fees";

/**
 * PUT /api/admin/visit-fees/:city {nightSurcharge, sameDaySurcharge, callOutFee} in RM; new holds are priced
 * with them at once. A city with no service areas is refused (404 `cityNotServed`).
 */
export function updateVisitFees({
  city,
  ...body
}: UpdateVisitFeesRequest & { city: string }): Promise<VisitFees> {
  return apiFetch<VisitFees>(`/admin/visit-fees/${encodeURIComponent(city)}`, {
    method: "PUT",
    auth: "staff",
    body,
  });
}

export function useUpdateVisitFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVisitFees,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitFeesQueryOptions().queryKey }),
  });
}
