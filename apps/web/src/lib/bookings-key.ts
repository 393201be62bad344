/**
 * Every query that reads bookings lives under this key (My Bookings, the confirmation page's booking): a
 * change that may touch any of them (a hold released on the service page) invalidates it.
 */
export const bookingsKey = ["bookings"] as const;
