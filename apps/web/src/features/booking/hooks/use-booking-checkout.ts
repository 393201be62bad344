import type { BookingRequest } from "@ivdrips/contract/bookings";
import { useEffect } from "react";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import {
  forgetCheckoutDraft,
  rememberCheckoutDraft,
  rememberCheckoutHold,
  type CheckoutDraft,
} from "../../../lib/checkout-hold";
import { useT } from "../../../lib/i18n/use-t";
import { redirectTo } from "../../../lib/redirect";
import { useCreateCheckoutSession } from "../api/create-checkout-session";
import type { BookingFormValues } from "../lib/booking-form";
import { forgetCardDraft } from "../lib/card-draft";
import { clearanceRefusal, type ClearanceRefusal } from "../lib/clinical-refusal";

/**
 * SPEC §4 "Payment": a booking paid by card (or Apple Pay, Google Pay) holds its place and goes to the hosted
 * checkout; one paid in USDT/USDC goes to the page's crypto payment (`onCryptoCheckout`). `busy` from the
 * request until the browser has left. A refusal on clinical grounds (issue 36) is the card's to show, at the
 * step it names (`onRefused`), rather than a toast.
 */
export function useBookingCheckout(
  onCryptoCheckout: (booking: BookingRequest) => void,
  onRefused: (refusal: ClearanceRefusal) => void,
) {
  const t = useT();
  const checkout = useCreateCheckoutSession();

  // Back from the checkout, restored from the back/forward cache: the form is usable again (the service page
  // lets the hold go, useReleaseAbandonedHold).
  const resetCheckout = checkout.reset;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      resetCheckout();
      // The card came back whole: the draft it left is not needed.
      forgetCheckoutDraft();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [resetCheckout]);

  /** `draft`: what the card holds, put back if the customer returns from the checkout by Back. */
  const pay = (
    booking: BookingRequest,
    paymentMethod: BookingFormValues["paymentMethod"],
    draft: CheckoutDraft,
  ) => {
    if (paymentMethod === "usdt") {
      // The card stays on the page behind the crypto payment, as it is.
      forgetCardDraft(draft.serviceId);
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
            rememberCheckoutDraft(draft);
            forgetCardDraft(draft.serviceId);
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
          const refusal = clearanceRefusal(error);
          if (refusal) {
            onRefused(refusal);
            return;
          }
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
