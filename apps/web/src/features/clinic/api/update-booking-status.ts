import type { Booking, BookingDecision } from "@ivdrips/contract/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../components/ui/use-toast";
import { ApiError, apiFetch, errorMessage } from "../../../lib/api-client";

import { useT } from "../../../lib/i18n/use-t";
import { clinicBookingsQueryOptions } from "./get-clinic-bookings";

export type BookingStatusUpdate = BookingDecision & { id: string };

/**
 * PUT /api/clinics/bookings/{id}/status → the updated booking. Approving names the clinician who cleared the
 * patient; rejecting gives the reason, and a clinical rejection names the clinician who declined (issue 36).
 */
export function updateBookingStatus({ id, ...decision }: BookingStatusUpdate): Promise<Booking> {
  return apiFetch<Booking>(`/clinics/bookings/${encodeURIComponent(id)}/status`, {
    method: "PUT",
    auth: "clinic",
    body: decision,
  });
}

/**
 * SPEC §4 "Clinic approval status": after the update the booking is replaced by the server's version, and a
 * toast says so. The toasts live here, not in `mutate` callbacks: the card leaves the Pending tab (unmounts)
 * as soon as the cache holds the decided booking.
 */
export function useUpdateBookingStatus(clinicId: string) {
  const queryClient = useQueryClient();
  const texts = useT().clinic.update;
  const { queryKey } = clinicBookingsQueryOptions(clinicId);
  return useMutation({
    mutationFn: updateBookingStatus,
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKey, (bookings) =>
        bookings?.map((booking) => (booking._id === updated._id ? updated : booking)),
      );
      toast({ title: texts.successTitle, description: texts.success[updated.clinicApprovalStatus] });
    },
    onError: (error) => {
      toast({
        title: texts.failedTitle,
        description: errorMessage(error, texts.failedFallback),
        variant: "destructive",
      });
      // 409: someone else decided first (another tab, a colleague); show what the server holds now.
      if (error instanceof ApiError && error.statusCode === 409)
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
