import { BOOKING_REFERENCE_PREFIX } from "@ivdrips/contract/booking-reference";

/** What the page under the gate was about: a service (by id) or a booking (by its reference), or nothing. */
export type OpenedFrom = { serviceId: string } | { reference: string } | null;

const SERVICE_PAGE = /^\/service\/([^/]+)\/?$/;
/** A reference anywhere in the address (a link's path or query): IVD- and at least four letters or digits. */
const REFERENCE = new RegExp(`\\b${BOOKING_REFERENCE_PREFIX}[A-Z0-9]{4,}\\b`, "i");

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The gate's prefilled chat names this: the service page's service, else a booking reference in the address. */
export function openedFrom(pathname: string, search: string): OpenedFrom {
  const service = SERVICE_PAGE.exec(pathname)?.[1];
  if (service) return { serviceId: decoded(service) };
  const reference = REFERENCE.exec(decoded(`${pathname}${search}`))?.[0];
  return reference ? { reference: reference.toUpperCase() } : null;
}
