import type { Booking } from "@ivdrips/contract/bookings";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { apiFetch, storedToken } from "../../../lib/api-client";
import { bookingsKey } from "../../../lib/bookings-key";

/** GET /api/bookings: the signed-in customer's bookings, latest window first. */
export function getMyBookings(signal?: AbortSignal): Promise<Booking[]> {
  return apiFetch<Booking[]>("/bookings", { auth: "customer", ...(signal ? { signal } : {}) });
}

/** A list asked for ahead of its first read, with the token it was asked with. */
let startedList: { token: string | null; answer: Promise<Booking[]> } | undefined;

/**
 * Asks for the list while My Account's code loads (routes/account.tsx), beside the profile whose id keys it:
 * the list's next read takes that answer instead of asking after the profile has come.
 */
export function startMyBookings(): void {
  startedList ??= { token: storedToken("customer"), answer: getMyBookings() };
}

/** The early answer, once, and only for the token still stored: another sign-in since reads its own list. */
function takeStartedList(signal: AbortSignal): Promise<Booking[]> {
  const started = startedList;
  startedList = undefined;
  return started?.token === storedToken("customer") ? started.answer : getMyBookings(signal);
}

/** Every customer's list lives under this key: mutations invalidate it. */
export const myBookingsKey = [...bookingsKey, "mine"] as const;

/**
 * Keyed ["bookings", "mine", userId]: invalidating `myBookingsKey` still reaches it, and one customer's
 * list is never shown to the next person who signs in on the same tab.
 */
export function myBookingsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...myBookingsKey, userId] as const,
    queryFn: ({ signal }) => takeStartedList(signal),
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
