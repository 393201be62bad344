import type { Booking } from "@ivdrips/contract/bookings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { bookingsKey } from "../../../lib/bookings-key";
import { refreshWhilePending } from "../../../lib/complete-payment";

/** GET /api/bookings/session/{sessionId}: the booking a card checkout paid for (its customer only). */
export function getBookingBySession(sessionId: string, signal?: AbortSignal): Promise<Booking> {
  return apiFetch<Booking>(`/bookings/session/${encodeURIComponent(sessionId)}`, {
    auth: "customer",
    ...(signal ? { signal } : {}),
  });
}

/** GET /api/bookings/{id}: one of the signed-in customer's bookings. */
export function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return apiFetch<Booking>(`/bookings/${encodeURIComponent(id)}`, {
    auth: "customer",
    ...(signal ? { signal } : {}),
  });
}

export type ConfirmationLookup = { by: "session"; sessionId: string } | { by: "id"; bookingId: string };

/** By checkout session when the browser came back from one, else by booking id (after a crypto payment). */
export function confirmationBookingQueryOptions(lookup: ConfirmationLookup) {
  const key = lookup.by === "session" ? lookup.sessionId : lookup.bookingId;
  return queryOptions({
    queryKey: [...bookingsKey, lookup.by, key] as const,
    queryFn: ({ signal }) =>
      lookup.by === "session" ? getBookingBySession(key, signal) : getBooking(key, signal),
  });
}

/**
 * Waits for `ready` (the payment completion) so the booking read back already says it is paid; a hold whose
 * FPX or GrabPay payment awaits the bank is read again until it has its answer.
 */
export function useConfirmationBooking(lookup: ConfirmationLookup | null, ready: boolean) {
  return useQuery({
    ...confirmationBookingQueryOptions(lookup ?? { by: "id", bookingId: "" }),
    enabled: lookup !== null && ready,
    refetchInterval: refreshWhilePending(
      (booking: Booking) => booking.state === "held" && booking.paymentProcessingSince !== null,
    ),
  });
}
