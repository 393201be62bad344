import type { ClosureList } from "@ivdrips/contract/clinic-calendar";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/clinics/closures: the closures from today on, and KL's coming public holidays as suggestions. */
export function getClinicClosures(signal?: AbortSignal): Promise<ClosureList> {
  return apiFetch<ClosureList>("/clinics/closures", { auth: "clinic", ...(signal ? { signal } : {}) });
}

export function clinicClosuresQueryOptions(clinicId: string) {
  return queryOptions({
    queryKey: ["clinic", clinicId, "closures"] as const,
    queryFn: ({ signal }) => getClinicClosures(signal),
  });
}

export function useClinicClosures(clinicId: string) {
  return useQuery(clinicClosuresQueryOptions(clinicId));
}
