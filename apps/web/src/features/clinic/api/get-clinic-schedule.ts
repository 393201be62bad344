import type { ClinicSchedule } from "@ivdrips/contract/clinic-calendar";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/clinics/schedule: every provider's week (28 windows each) and its usual capacity. */
export function getClinicSchedule(signal?: AbortSignal): Promise<ClinicSchedule> {
  return apiFetch<ClinicSchedule>("/clinics/schedule", { auth: "clinic", ...(signal ? { signal } : {}) });
}

export function clinicScheduleQueryOptions(clinicId: string) {
  return queryOptions({
    queryKey: ["clinic", clinicId, "schedule"] as const,
    queryFn: ({ signal }) => getClinicSchedule(signal),
  });
}

export function useClinicSchedule(clinicId: string) {
  return useQuery(clinicScheduleQueryOptions(clinicId));
}
