/**
 * Where a hosted checkout's cancel link sends the customer back to: the service page, naming the unpaid hold
 * to let go (its owner alone can release it, and only while unpaid). The web app releases it on arrival, as
 * it does when the customer comes back by the browser's Back button. Zod-free: the service page loads it.
 */
export const RELEASE_HOLD_PARAM = "release_hold";

export function checkoutCancelPath(serviceId: string, bookingId: string): string {
  return `/service/${encodeURIComponent(serviceId)}?${RELEASE_HOLD_PARAM}=${encodeURIComponent(bookingId)}`;
}

/** The packages on sale (the web app's page): a package's checkout comes back here when given up. */
export const PACKAGES_PATH = "/packages";
/** Where a package's checkout comes back to once paid, with `?session_id=`. */
export const PACKAGE_CONFIRMATION_PATH = "/packages/confirmation";
