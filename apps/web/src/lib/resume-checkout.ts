import type { Booking } from "@ivdrips/contract/bookings";
import { CHECKOUT_METHODS, type CheckoutMethod } from "@ivdrips/contract/payment-methods";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "./api-client";
import { bookingsKey } from "./bookings-key";
import { redirectTo } from "./redirect";

export interface CheckoutSessionAnswer {
  url: string;
  sessionId: string;
  bookingId: string;
}

const isCheckoutMethod = (method: string | null): method is CheckoutMethod =>
  (CHECKOUT_METHODS as readonly (string | null)[]).includes(method);

/**
 * POST /api/payments/create-checkout-session: Complete Payment for an unpaid hold, and what is left of a hold
 * that a package's credits or a gift card paid part of. The server reopens the booking's open checkout
 * session, or opens a new one for the same booking (never a second hold). `method`: the one the customer
 * chose for the rest (FPX, GrabPay...), else the booking's own when a hosted checkout takes it.
 */
export function resumeCheckout(booking: Booking, method?: CheckoutMethod): Promise<CheckoutSessionAnswer> {
  const paymentMethod = method ?? (isCheckoutMethod(booking.paymentMethod) ? booking.paymentMethod : null);
  return apiFetch<CheckoutSessionAnswer>("/payments/create-checkout-session", {
    method: "POST",
    auth: "customer",
    body: {
      bookingId: booking._id,
      // What is left to pay: the total less what credits and gift cards paid (issue 39).
      amount: booking.amountDue,
      currency: "MYR",
      ...(paymentMethod ? { paymentMethod } : {}),
    },
  });
}

/**
 * Complete Payment (My Bookings, the confirmation page): sends the browser to the checkout. A refusal (the
 * hold ran out meanwhile) reads the bookings again, so the page shows where the booking now stands.
 */
export function useResumeCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (booking: Booking) => resumeCheckout(booking),
    onSuccess: ({ url }) => redirectTo(url),
    onError: () => queryClient.invalidateQueries({ queryKey: bookingsKey }),
  });
}
