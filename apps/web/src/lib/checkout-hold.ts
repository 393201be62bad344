/**
 * The unpaid hold this tab left for a hosted checkout. The booking form remembers it just before the browser
 * goes to the checkout; the service page lets it go when the customer comes back without paying (the
 * browser's Back, or the page restored from the back/forward cache); the confirmation page forgets it.
 * Session storage: per tab, gone with the tab, never sent anywhere.
 */
const HOLD_KEY = "checkout_hold";

export function rememberCheckoutHold(bookingId: string): void {
  try {
    sessionStorage.setItem(HOLD_KEY, bookingId);
  } catch {
    // Storage may be unavailable (private mode): the hold then runs out on its own, or the checkout's
    // cancel link names it.
  }
}

export function readCheckoutHold(): string | null {
  try {
    return sessionStorage.getItem(HOLD_KEY);
  } catch {
    return null;
  }
}

export function forgetCheckoutHold(): void {
  try {
    sessionStorage.removeItem(HOLD_KEY);
  } catch {
    // Nothing was stored.
  }
}
