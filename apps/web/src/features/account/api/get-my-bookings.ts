import type { Booking } from "@ivdrips/contract/bookings";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { storedToken } from "../../../lib/stored-tokens";
import { bookingsKey } from "../../../lib/bookings-key";
import { earlyRequest } from "../../../lib/early-request";

/** GET /api/bookings: the signed-in customer's bookings, latest window first. */
export function getMyBookings(signal?: AbortSignal): Promise<Booking[]> {
  return apiFetch<Booking[]>("/bookings", { auth: "customer", ...(signal ? { signal } : {}) });
}

/**
 * The list asked for while My Account's code loads (routes/account.tsx), beside the profile whose id keys it:
 * its first read takes that answer instead of asking after the profile has come.
 */
const startedList = earlyRequest(
  () => storedToken("customer"),
  () => getMyBookings(),
);
export const startMyBookings = startedList.start;

/** Every customer's list lives under this key: mutations invalidate it. */
export const myBookingsKey = [...bookingsKey, "mine"] as const;

/**
 * Keyed ["bookings", "mine", userId]: invalidating `myBookingsKey` still reaches it, and one customer's
 * list is never shown to the next person who signs in on the same tab.
 */
export function myBookingsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...myBookingsKey, userId] as const,
    queryFn: ({ signal }) => startedList.take() ?? getMyBookings(signal),
  });
}

export function useMyBookings(userId: string) {
  return useQuery(myBookingsQueryOptions(userId));
}

/**
 * After a change the server answered with the booking as it now stands: show it at once in every cached
 * list, then read the lists again (the server may have changed others too).
 */
export function bookingChanged(queryClient: QueryClient, booking: Booking): Promise<void> {
  queryClient.setQueriesData<Booking[]>({ queryKey: myBookingsKey }, (list) =>
    list?.map((item) => (item._id === booking._id ? booking : item)),
  );
  return queryClient.invalidateQueries({ queryKey: myBookingsKey });
}
