import type { ProviderWeek, UpdateScheduleRequest } from "@ivdrips/contract/clinic-calendar";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { clinicCalendarKey } from "./get-clinic-calendar";
import { clinicScheduleQueryOptions } from "./get-clinic-schedule";

/** PUT /api/clinics/schedule {providerId, windows (all 28)} → the provider's week as saved. */
export function updateClinicSchedule(body: UpdateScheduleRequest): Promise<ProviderWeek> {
  return apiFetch<ProviderWeek>("/clinics/schedule", { method: "PUT", auth: "clinic", body });
}

/** Saves one provider's week; the schedule holds the server's version, the week view reads its places again. */
export function useUpdateClinicSchedule(clinicId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = clinicScheduleQueryOptions(clinicId);
  return useMutation({
    mutationFn: updateClinicSchedule,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, (schedule) =>
        schedule
          ? {
              providers: schedule.providers.map((week) =>
                week.providerId === saved.providerId ? saved : week,
              ),
            }
          : schedule,
      );
      void queryClient.invalidateQueries({ queryKey: clinicCalendarKey(clinicId) });
    },
  });
}
