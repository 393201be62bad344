import type { BookingRequest } from "@ivdrips/contract/bookings";
import { useEffect } from "react";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { rememberCheckoutHold } from "../../../lib/checkout-hold";
import { useT } from "../../../lib/i18n/use-t";
import { redirectTo } from "../../../lib/redirect";
import { useCreateCheckoutSession } from "../api/create-checkout-session";
import type { BookingFormValues } from "../lib/booking-form";

/**
 * SPEC §4 "Payment": a booking paid by card (or Apple Pay, Google Pay) holds its place and goes to the hosted
 * checkout; one paid in USDT/USDC goes to the page's crypto payment (`onCryptoCheckout`). `busy` from the
 * request until the browser has left.
 */
export function useBookingCheckout(onCryptoCheckout: (booking: BookingRequest) => void) {
  const t = useT();
  const checkout = useCreateCheckoutSession();

  // Back from the checkout, restored from the back/forward cache: the form is usable again (the service page
  // lets the hold go, useReleaseAbandonedHold).
  const resetCheckout = checkout.reset;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) resetCheckout();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [resetCheckout]);

  const pay = (booking: BookingRequest, paymentMethod: BookingFormValues["paymentMethod"]) => {
    if (paymentMethod === "usdt") {
      onCryptoCheckout(booking);
      return;
    }
    checkout.mutate(
      { bookingData: booking, paymentMethod },
      {
        onSuccess: ({ url, bookingId }) => {
          if (url) {
            // Coming back to this page without paying lets the hold go (useReleaseAbandonedHold).
            rememberCheckoutHold(bookingId);
            redirectTo(url);
          } else {
            checkout.reset();
            toast({
              title: t.booking.toasts.failedTitle,
              description: t.booking.toasts.noPaymentSession,
              variant: "destructive",
            });
          }
        },
        onError: (error) => {
          toast({
            title: t.booking.toasts.failedTitle,
            description: errorMessage(error, t.booking.toasts.failedDescription),
            variant: "destructive",
          });
        },
      },
    );
  };

  return { pay, busy: checkout.isPending || checkout.isSuccess };
}
