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

const DRAFT_KEY = "checkout_draft";

/**
 * What the booking card held as it left for the checkout (issue 35: Back from the checkout keeps the date,
 * window and address). `values` is read back through the card's own schema: storage is the browser's.
 */
export interface CheckoutDraft {
  serviceId: string;
  date: string;
  timeSlot: string;
  values: unknown;
}

export function rememberCheckoutDraft(draft: CheckoutDraft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Without storage, a page loaded anew after Back starts empty.
  }
}

/** The draft left by `serviceId`'s booking card, once: it is forgotten as it is read. */
export function takeCheckoutDraft(serviceId: string): CheckoutDraft | null {
  try {
    const text = sessionStorage.getItem(DRAFT_KEY);
    if (text === null) return null;
    sessionStorage.removeItem(DRAFT_KEY);
    const draft = JSON.parse(text) as Partial<CheckoutDraft> | null;
    return draft?.serviceId === serviceId &&
      typeof draft.date === "string" &&
      typeof draft.timeSlot === "string"
      ? { serviceId, date: draft.date, timeSlot: draft.timeSlot, values: draft.values }
      : null;
  } catch {
    return null;
  }
}

/** Paid, or the card came back whole from the back/forward cache: nothing to put back. */
export function forgetCheckoutDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was stored.
  }
}
