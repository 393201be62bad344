/**
 * Where a hosted checkout's cancel link sends the customer back to: the service page, naming the unpaid hold
 * to let go (its owner alone can release it, and only while unpaid). The web app releases it on arrival, as
 * it does when the customer comes back by the browser's Back button. Zod-free: the service page loads it.
 */
export const RELEASE_HOLD_PARAM = "release_hold";

export function checkoutCancelPath(serviceId: string, bookingId: string): string {
  return `/service/${encodeURIComponent(serviceId)}?${RELEASE_HOLD_PARAM}=${encodeURIComponent(bookingId)}`;
}

/**
 * Where a purchase's checkout comes back to: its page (a package's, a gift card's) when given up, its
 * confirmation with `?session_id=` once paid.
 */
export const PURCHASE_RETURN_PATHS = {
  package: { page: "/packages", confirmation: "/packages/confirmation" },
  gift_card: { page: "/gift-cards", confirmation: "/gift-cards/confirmation" },
} as const;
