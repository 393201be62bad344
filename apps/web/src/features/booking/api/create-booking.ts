import type { Booking, BookingRequest } from "@ivdrips/contract/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { accountCreditsKey } from "../../../lib/account-credits";
import { apiFetch } from "../../../lib/api-client";
import { availabilityKey } from "../../../lib/availability";
import { bookingsKey } from "../../../lib/bookings-key";
import { releaseHold } from "../../../lib/release-hold";
import { resumeCheckout } from "../../../lib/resume-checkout";

/**
 * POST /api/bookings: holds the window for the request. With `payWith.credit` a package's credits pay its
 * drips (issue 39): with no surcharge the booking comes back paid; else it is a hold for the surcharge.
 */
export function createBooking(request: BookingRequest): Promise<Booking> {
  return apiFetch<Booking>("/bookings", { method: "POST", auth: "customer", body: request });
}

/** A booking paid with a package credit: paid outright (`url` null), or the checkout of what is left. */
export interface CreditBooking {
  booking: Booking;
  url: string | null;
}

/**
 * Books with a package credit, then opens the hosted checkout for what the credit does not pay (a Night or
 * same-day surcharge, by card). A checkout that cannot be opened lets the hold go at once, and the credit with
 * it. Either way the customer's credits and bookings are read again; a refusal reads the places again too.
 */
export function useBookWithCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: BookingRequest): Promise<CreditBooking> => {
      const booking = await createBooking(request);
      if (booking.amountDue === 0) return { booking, url: null };
      try {
        return { booking, url: (await resumeCheckout(booking)).url };
      } catch (error) {
        await releaseHold(booking._id).catch(() => undefined);
        throw error;
      }
    },
    // Not awaited: the browser is on its way to the confirmation or the checkout.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: accountCreditsKey });
      void queryClient.invalidateQueries({ queryKey: bookingsKey });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: availabilityKey }),
  });
}
