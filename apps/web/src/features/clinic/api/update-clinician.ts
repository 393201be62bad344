import type { Clinician } from "@ivdrips/contract/clinical";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { cliniciansQueryOptions } from "./get-clinicians";

export interface ClinicianActiveUpdate {
  id: string;
  isActive: boolean;
}

/**
 * PUT /api/clinics/clinicians/{id} {isActive}: a clinician who left is no longer offered for approvals (the
 * clearances they gave keep their name); marked active again, they are.
 */
export function updateClinician({ id, isActive }: ClinicianActiveUpdate): Promise<Clinician> {
  return apiFetch<Clinician>(`/clinics/clinicians/${encodeURIComponent(id)}`, {
    method: "PUT",
    auth: "clinic",
    body: { isActive },
  });
}

export function useUpdateClinician(clinicId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = cliniciansQueryOptions(clinicId);
  return useMutation({
    mutationFn: updateClinician,
    onSuccess: (_updated, { id, isActive }) => {
      queryClient.setQueryData(queryKey, (list) =>
        list?.map((clinician) => (clinician.id === id ? { ...clinician, isActive } : clinician)),
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
