import type { Booking, BookingRequest } from "@ivdrips/contract/bookings";
import type { CheckoutMethod } from "@ivdrips/contract/payment-methods";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { accountCreditsKey } from "../../../lib/account-credits";
import { apiFetch } from "../../../lib/api-client";
import { availabilityKey } from "../../../lib/availability";
import { bookingsKey } from "../../../lib/bookings-key";
import { releaseHold } from "../../../lib/release-hold";
import { resumeCheckout } from "../../../lib/resume-checkout";

/**
 * POST /api/bookings: holds the window for the request. With `payWith` a package's credits pay its drips and
 * a gift card up to the rest (issue 39): with nothing left the booking comes back paid; else it is a hold for
 * what is left (`amountDue`).
 */
export function createBooking(request: BookingRequest): Promise<Booking> {
  return apiFetch<Booking>("/bookings", { method: "POST", auth: "customer", body: request });
}

/** A booking paid ahead (credits, a gift card): paid outright (`url` null), or the checkout of what is left. */
export interface PaidAheadBooking {
  booking: Booking;
  url: string | null;
}

export interface PayAheadInput {
  /** A request whose `payWith` names the package credit and/or the gift card code. */
  request: BookingRequest;
  /** How the rest is paid in the hosted checkout; none: the checkout's default (card). */
  method?: CheckoutMethod | undefined;
}

/**
 * Books paying ahead with what the request's `payWith` names (issue 39): a package's credits pay the drips, a
 * gift card up to the rest. Paid whole, the booking is done; else the hosted checkout opens for what is left
 * (`amountDue`: a surcharge, what the card did not cover), by `method`. A checkout that cannot be opened lets
 * the hold go at once, and the credits and the card's part with it. Either way the customer's credits and
 * bookings are read again (a gift card's balance is read afresh wherever it is next shown); a refusal reads
 * the places again too.
 */
export function usePayAhead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, method }: PayAheadInput): Promise<PaidAheadBooking> => {
      const booking = await createBooking(request);
      if (booking.amountDue === 0) return { booking, url: null };
      try {
        return { booking, url: (await resumeCheckout(booking, method)).url };
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
