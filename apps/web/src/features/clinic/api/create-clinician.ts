import type { Clinician, NewClinician } from "@ivdrips/contract/clinical";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { cliniciansQueryOptions } from "./get-clinicians";

/** POST /api/clinics/clinicians → 201 the clinician (409 clinicianExists: that registration is listed already). */
export function createClinician(body: NewClinician): Promise<Clinician> {
  return apiFetch<Clinician>("/clinics/clinicians", { method: "POST", auth: "clinic", body });
}

/** The new clinician joins the list at once; the list is then read again. */
export function useCreateClinician(clinicId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = cliniciansQueryOptions(clinicId);
  return useMutation({
    mutationFn: createClinician,
    onSuccess: (created) => {
      queryClient.setQueryData(queryKey, (list) => (list ? [...list, created] : list));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
