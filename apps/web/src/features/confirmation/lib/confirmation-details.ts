import type { Booking } from "@ivdrips/contract/bookings";
import type { VisitPlace } from "@ivdrips/contract/visit-place";
import { formatKlDay, formatRm } from "../../../lib/format";

/** What the confirmation page reads from its address (SPEC §2 "Booking confirmation"). */
export interface ConfirmationParams {
  sessionId: string | null;
  cryptoTx: string | null;
  bookingId: string | null;
}

export function readConfirmationParams(search: URLSearchParams): ConfirmationParams {
  const read = (name: string) => search.get(name)?.trim() || null;
  return {
    sessionId: read("session_id"),
    cryptoTx: read("crypto_tx"),
    bookingId: read("booking_id"),
  };
}

/**
 * What the page shows. A null text is one the booking lacks: the page shows SPEC's default in the visitor's
 * language ('IV Therapy Service', 'Not specified', '10:00 AM', Kuala Lumpur).
 */
export interface ConfirmationDetails {
  reference: string;
  service: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  date: string;
  /** The booking's time slot ("Morning 8AM - 12PM", shown translated) or the address's time. */
  time: string | null;
  city: string | null;
  /** Where the nurse comes (issue 37); null on a booking made before places were structured. */
  place: VisitPlace | null;
  /** null when neither the booking nor the address says what was paid: better no total than a made-up one. */
  total: string | null;
  /** What a package's credits paid of the total (issue 39), or null when none did. */
  credit: string | null;
  /** What gift cards paid of the total (issue 39), or null when none did. */
  giftCard: string | null;
}

export function detailsFromBooking(booking: Booking): ConfirmationDetails {
  return {
    reference: booking.reference,
    service: booking.serviceId.name || null,
    name: booking.customerInfo.name || null,
    email: booking.customerInfo.email || null,
    phone: booking.customerInfo.phone || null,
    date: formatKlDay(booking.date),
    time: booking.timeSlot,
    city: booking.location.city,
    place: booking.place,
    total: formatRm(booking.totalAmount),
    credit: booking.creditAmount > 0 ? formatRm(booking.creditAmount) : null,
    giftCard: booking.giftCardAmount > 0 ? formatRm(booking.giftCardAmount) : null,
  };
}

/** "0x12345678...9abcdef0": the first 10 and the last 8 characters of a transaction hash. */
export function shortenHash(hash: string): string {
  return hash.length <= 18 ? hash : `${hash.slice(0, 10)}...${hash.slice(-8)}`;
}
