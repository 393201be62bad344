import type { Booking } from "@ivdrips/contract/bookings";
import type { AssignClinician } from "@ivdrips/contract/visit-day";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "../../../lib/api-client";
import { clinicBookingChanged, clinicBookingsQueryOptions } from "./get-clinic-bookings";

export type ClinicianAssignment = AssignClinician & { id: string };

/**
 * PUT /api/clinics/bookings/{id}/clinician → the booking: who the clinic sends to an approved visit. Changing
 * who was assigned carries a reason (the booking's history keeps it; the customer never reads it).
 */
export function assignClinician({ id, ...assignment }: ClinicianAssignment): Promise<Booking> {
  return apiFetch<Booking>(`/clinics/bookings/${encodeURIComponent(id)}/clinician`, {
    method: "PUT",
    auth: "clinic",
    body: assignment,
  });
}

/** The card shows the server's booking at once; a 409 (the visit moved on meanwhile) reads the list again. */
export function useAssignClinician(clinicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignClinician,
    onSuccess: (updated) => clinicBookingChanged(queryClient, clinicId, updated),
    onError: (error) => {
      if (error instanceof ApiError && error.statusCode === 409)
        void queryClient.invalidateQueries({ queryKey: clinicBookingsQueryOptions(clinicId).queryKey });
    },
  });
}
