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
import { ApiError } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n/use-t";
import { redirectTo } from "../../../lib/redirect";
import { useNavigate } from "../../../lib/router";
import { usePayAhead } from "../api/create-booking";
import { useCreateCheckoutSession } from "../api/create-checkout-session";
import { PAY_WITH_CREDIT, type BookingFormValues } from "../lib/booking-form";
import { forgetCardDraft } from "../lib/card-draft";
import { clearanceRefusal, type ClearanceRefusal } from "../lib/clinical-refusal";
import { isGiftCardRefusal } from "../../../lib/use-gift-card";

/**
 * SPEC §4 "Payment": a booking paid by card (or Apple Pay, Google Pay) holds its place and goes to the hosted
 * checkout; one paid in USDT/USDC goes to the page's crypto payment (`onCryptoCheckout`); one paid ahead with
 * a package credit and/or a gift card (issue 39, the request's `payWith`) is booked, and goes to its
 * confirmation when they paid it all, else to the checkout of what is left, by the method chosen. `busy` from
 * the request until the browser has left. A refusal on clinical grounds (issue 36) is the card's to show, at
 * the step it names (`onRefused`), and a gift card refused (no such code, void, too many tries) at its field
 * (`onGiftCardRefused`), rather than a toast.
 */
export function useBookingCheckout(
  onCryptoCheckout: (booking: BookingRequest) => void,
  onRefused: (refusal: ClearanceRefusal) => void,
  onGiftCardRefused: (error: Error) => void,
) {
  const t = useT();
  const checkout = useCreateCheckoutSession();
  const payAhead = usePayAhead();
  const navigate = useNavigate();

  // Back from the checkout, restored from the back/forward cache: the form is usable again (the service page
  // lets the hold go, useReleaseAbandonedHold).
  const resetCheckout = checkout.reset;
  const resetPayAhead = payAhead.reset;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      resetCheckout();
      resetPayAhead();
      // The card came back whole: the draft it left is not needed.
      forgetCheckoutDraft();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [resetCheckout, resetPayAhead]);

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
    // With the credit chosen, what is left is paid by the checkout's default: a card.
    const method = paymentMethod === PAY_WITH_CREDIT ? undefined : paymentMethod;
    if (booking.payWith) {
      payAhead.mutate(
        { request: booking, method },
        {
          onSuccess: ({ booking: booked, url }) => {
            forgetCardDraft(draft.serviceId);
            if (url === null) {
              // Paid ahead whole: the booking's own confirmation (the page reads it by id).
              void navigate(`/booking-confirmation?booking_id=${encodeURIComponent(booked._id)}`);
              return;
            }
            // The checkout of what is left: coming back without paying lets the hold (and what paid ahead) go.
            rememberCheckoutHold(booked._id);
            rememberCheckoutDraft(draft);
            redirectTo(url);
          },
          onError: (error) => {
            if (booking.payWith?.giftCardCode && isGiftCardRefusal(error)) onGiftCardRefused(error);
            else refused(error, creditRefusal(error));
          },
        },
      );
      return;
    }
    checkout.mutate(
      { bookingData: booking, paymentMethod: method ?? "card" },
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
        onError: (error) => refused(error),
      },
    );
  };

  /** A refusal: on clinical grounds the card's to show; else a toast, titled `title` when given. */
  const refused = (error: Error, title = t.booking.toasts.failedTitle) => {
    const refusal = clearanceRefusal(error);
    if (refusal) {
      onRefused(refusal);
      return;
    }
    toast({
      title,
      description: errorMessage(error, t.booking.toasts.failedDescription),
      variant: "destructive",
    });
  };

  /** CREDIT_UNUSABLE (expired, used up, the drip not covered) or no such credit: the credit was not used. */
  const creditRefusal = (error: Error) =>
    error instanceof ApiError &&
    (error.code === "CREDIT_UNUSABLE" || error.ref?.messageId === "creditNotFound")
      ? t.packages.booking.refusedTitle
      : t.booking.toasts.failedTitle;

  return {
    pay,
    busy: checkout.isPending || checkout.isSuccess || payAhead.isPending || payAhead.isSuccess,
  };
}
