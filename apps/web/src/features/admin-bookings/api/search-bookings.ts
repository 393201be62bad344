import type { AdminBookingList, AdminBookingSearchQuery } from "@ivdrips/contract/admin-bookings";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_QUERY_ROOT } from "../../../lib/admin-query-key";
import { toSearch } from "../../../lib/admin-format";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/admin/bookings?query=&status=&refundStatus=&clinicId=&from=&to=&page= → one page of bookings. */
export function searchBookings(
  query: AdminBookingSearchQuery,
  signal?: AbortSignal,
): Promise<AdminBookingList> {
  return apiFetch<AdminBookingList>(`/admin/bookings${toSearch(query)}`, {
    auth: "staff",
    ...(signal ? { signal } : {}),
  });
}

export const adminBookingsKey = [ADMIN_QUERY_ROOT, "bookings"] as const;

export function bookingSearchQueryOptions(query: AdminBookingSearchQuery) {
  return queryOptions({
    queryKey: [...adminBookingsKey, "search", query],
    queryFn: ({ signal }) => searchBookings(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useBookingSearch(query: AdminBookingSearchQuery) {
  return useQuery(bookingSearchQueryOptions(query));
}
