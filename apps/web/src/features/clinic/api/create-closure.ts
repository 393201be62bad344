import type { CreateClosureRequest, CreateClosureResponse } from "@ivdrips/contract/clinic-calendar";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { clinicBookingsQueryOptions } from "./get-clinic-bookings";
import { clinicCalendarKey } from "./get-clinic-calendar";
import { clinicClosuresQueryOptions } from "./get-clinic-closures";

/** POST /api/clinics/closures, with a decision for every booking the preview listed → 201 {closure, kept, rejected}. */
export function createClosure(body: CreateClosureRequest): Promise<CreateClosureResponse> {
  return apiFetch<CreateClosureResponse>("/clinics/closures", { method: "POST", auth: "clinic", body });
}

/** A closure changes the list, the week's places and (when bookings were rejected) the bookings. */
export function useCreateClosure(clinicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClosure,
    onSuccess: () => invalidateAfterClosureChange(queryClient, clinicId),
  });
}

export function invalidateAfterClosureChange(
  queryClient: ReturnType<typeof useQueryClient>,
  clinicId: string,
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: clinicClosuresQueryOptions(clinicId).queryKey }),
    queryClient.invalidateQueries({ queryKey: clinicCalendarKey(clinicId) }),
    queryClient.invalidateQueries({ queryKey: clinicBookingsQueryOptions(clinicId).queryKey }),
  ]);
}
