import type { Booking } from "@ivdrips/contract/bookings";

/** The references' prefix, which a clinic may leave out when it types one ("abc234" finds IVD-ABC234). */
const REFERENCE_PREFIX = /^ivd-?/;

/**
 * Whether a booking answers the desk's search: part of its reference, with or without the `IVD-` prefix, or
 * part of its customer's name; any case. An empty search keeps every booking. The clinic's list is all in
 * the browser, so the search runs there.
 */
export function matchesSearch(
  booking: Pick<Booking, "reference"> & { customerInfo: Pick<Booking["customerInfo"], "name"> },
  search: string,
): boolean {
  const query = search.trim().toLowerCase().replace(/\s+/g, " ");
  if (query === "") return true;
  const bare = query.replace(REFERENCE_PREFIX, "");
  const reference = booking.reference.toLowerCase();
  return (
    reference.includes(query) ||
    (bare !== "" && reference.replace(REFERENCE_PREFIX, "").includes(bare)) ||
    booking.customerInfo.name.toLowerCase().replace(/\s+/g, " ").includes(query)
  );
}
