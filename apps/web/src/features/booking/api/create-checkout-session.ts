import type { CheckoutMethod } from "@ivdrips/contract/payment-methods";
import type { BookingRequest } from "@ivdrips/contract/bookings";
import type { CheckoutSessionResponseSchema } from "@ivdrips/contract/payments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api-client";
import { availabilityKey } from "../../../lib/availability";

export type CheckoutSession = z.infer<typeof CheckoutSessionResponseSchema>;

export interface CheckoutWithBookingInput {
  bookingData: BookingRequest;
  paymentMethod: CheckoutMethod;
}

/** POST /api/payments/create-checkout-session-with-booking: hold the window and open a hosted checkout. */
export function createCheckoutSessionWithBooking({
  bookingData,
  paymentMethod,
}: CheckoutWithBookingInput): Promise<CheckoutSession> {
  return apiFetch<CheckoutSession>("/payments/create-checkout-session-with-booking", {
    method: "POST",
    auth: "customer",
    body: { bookingData, amount: bookingData.totalAmount, currency: "MYR", paymentMethod },
  });
}

/** The checkout mutation; a failure refreshes the city's availability (the window may have filled). */
export function useCreateCheckoutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheckoutSessionWithBooking,
    onError: () => queryClient.invalidateQueries({ queryKey: availabilityKey }),
  });
}
