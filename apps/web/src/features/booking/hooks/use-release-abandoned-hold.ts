import { RELEASE_HOLD_PARAM } from "@ivdrips/contract/checkout-return";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useSearchParams } from "../../../lib/router";
import { toast } from "../../../components/ui/use-toast";
import { ApiError } from "../../../lib/api-client";
import { forgetCheckoutHold, readCheckoutHold, rememberCheckoutHold } from "../../../lib/checkout-hold";
import { useT } from "../../../lib/i18n/use-t";
import { refreshAfterRelease, releaseHold } from "../../../lib/release-hold";

/**
 * The service page lets go of a hold whose checkout was left without paying, so a retry never costs a
 * place: the hold the booking form remembered before leaving for the checkout, when the page is shown again
 * (loaded anew, or restored from the back/forward cache by the browser's Back), and the hold the checkout's
 * cancel link names in `?release_hold=` (dropped from the address at once). A hold paid meanwhile is refused
 * by the server (409) and stays as it is; either way the window's places are read again.
 */
export function useReleaseAbandonedHold(): void {
  const t = useT();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const fromLink = searchParams.get(RELEASE_HOLD_PARAM);
  // Holds being released now: the link and the remembered hold may name the same one (and StrictMode mounts
  // twice in development).
  const inFlight = useRef(new Set<string>());
  const texts = t.booking.toasts;

  useEffect(() => {
    const release = (bookingId: string) => {
      if (inFlight.current.has(bookingId)) return;
      inFlight.current.add(bookingId);
      releaseHold(bookingId)
        .then((booking) => {
          if (booking.paidAt !== null) return;
          toast({
            title: texts.holdReleasedTitle,
            description: texts.holdReleasedDescription,
          });
        })
        .catch((error: unknown) => {
          // Unreachable server: try again the next time the page is shown. Any answer (paid, not found,
          // not signed in) ends it.
          if (error instanceof ApiError && error.statusCode === 0) rememberCheckoutHold(bookingId);
        })
        .finally(() => {
          inFlight.current.delete(bookingId);
          void refreshAfterRelease(queryClient);
        });
    };
    const releaseRemembered = () => {
      const bookingId = readCheckoutHold();
      if (bookingId === null) return;
      forgetCheckoutHold();
      release(bookingId);
    };

    if (fromLink) {
      release(fromLink);
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(RELEASE_HOLD_PARAM);
          return next;
        },
        { replace: true },
      );
    }
    releaseRemembered();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) releaseRemembered();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [fromLink, setSearchParams, queryClient, texts]);
}
