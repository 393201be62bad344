import type { Clinician } from "@ivdrips/contract/clinical";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/clinics/clinicians: the signed-in clinic's doctors and nurses, active or not (issue 36). */
export function getClinicians(signal?: AbortSignal): Promise<Clinician[]> {
  return apiFetch<Clinician[]>("/clinics/clinicians", { auth: "clinic", ...(signal ? { signal } : {}) });
}

/** Keyed by clinic, so one clinic's clinicians are never offered to the next clinic signing in on the tab. */
export function cliniciansQueryOptions(clinicId: string) {
  return queryOptions({
    queryKey: ["clinic", clinicId, "clinicians"] as const,
    queryFn: ({ signal }) => getClinicians(signal),
  });
}

export function useClinicians(clinicId: string) {
  return useQuery(cliniciansQueryOptions(clinicId));
}
