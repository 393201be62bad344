import type { Booking } from "@ivdrips/contract/bookings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/bookings: the signed-in customer's bookings, latest window first. */
export function getMyBookings(signal?: AbortSignal): Promise<Booking[]> {
  return apiFetch<Booking[]>("/bookings", { auth: "customer", ...(signal ? { signal } : {}) });
}

/**
 * Keyed ["bookings", "mine", userId]: invalidating ["bookings", "mine"] still reaches it, and one customer's
 * list is never shown to the next person who signs in on the same tab.
 */
export function myBookingsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ["bookings", "mine", userId] as const,
    queryFn: ({ signal }) => getMyBookings(signal),
  });
}

export function useMyBookings(userId: string) {
  return useQuery(myBookingsQueryOptions(userId));
}
