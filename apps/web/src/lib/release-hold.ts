import type { Booking } from "@ivdrips/contract/bookings";
import type { QueryClient } from "@tanstack/react-query";
import { apiFetch } from "./api-client";
import { availabilityKey } from "./availability";
import { bookingsKey } from "./bookings-key";

/**
 * PUT /api/bookings/{id}/release: lets an unpaid hold go at once, freeing its place (answered with the
 * booking as it now stands; a hold already released answers the same; a paid booking is a 409). Shared by
 * My Bookings (Release) and the service page (a checkout left without paying). No mutation hook here: the
 * service page loads this module, and mutations belong to the lazily loaded form code.
 */
export function releaseHold(bookingId: string): Promise<Booking> {
  return apiFetch<Booking>(`/bookings/${encodeURIComponent(bookingId)}/release`, {
    method: "PUT",
    auth: "customer",
  });
}

/** After a release, whatever the answer: the places and the customer's bookings are read again. */
export async function refreshAfterRelease(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: availabilityKey }),
    queryClient.invalidateQueries({ queryKey: bookingsKey }),
  ]);
}
