import type { AdminBookingDetail } from "@ivdrips/contract/admin-bookings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { adminBookingsKey } from "./search-bookings";

/** GET /api/admin/bookings/:id → the booking, everything about it, and its timeline oldest first. */
export function getBooking(id: string, signal?: AbortSignal): Promise<AdminBookingDetail> {
  return apiFetch<AdminBookingDetail>(`/admin/bookings/${encodeURIComponent(id)}`, {
    auth: "staff",
    ...(signal ? { signal } : {}),
  });
}

export function bookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...adminBookingsKey, "detail", id],
    queryFn: ({ signal }) => getBooking(id, signal),
    staleTime: 0,
  });
}

export function useBooking(id: string) {
  return useQuery(bookingQueryOptions(id));
}
