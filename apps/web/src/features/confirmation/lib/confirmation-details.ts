import type { Booking } from "@ivdrips/contract/bookings";
import { formatKlDay, formatRm, KL_TIME_ZONE } from "../../../lib/format";
import { dateTimeFormat } from "../../../lib/intl-formatters";

/** What the confirmation page reads from its address (SPEC §2 "Booking confirmation"). */
export interface ConfirmationParams {
  sessionId: string | null;
  cryptoTx: string | null;
  bookingId: string | null;
  service: string | null;
  date: string | null;
  time: string | null;
  city: string | null;
  price: string | null;
}

export function readConfirmationParams(search: URLSearchParams): ConfirmationParams {
  const read = (name: string) => search.get(name)?.trim() || null;
  return {
    sessionId: read("session_id"),
    cryptoTx: read("crypto_tx"),
    bookingId: read("booking_id"),
    service: read("service"),
    date: read("date"),
    time: read("time"),
    city: read("city"),
    price: read("price"),
  };
}

/** Whether there is anything to confirm when no booking could be loaded: a payment or fallback details. */
export function hasFallbackDetails(params: ConfirmationParams): boolean {
  return [
    params.sessionId,
    params.cryptoTx,
    params.service,
    params.date,
    params.time,
    params.city,
    params.price,
  ].some((value) => value !== null);
}

/**
 * What the page shows. A null text is one neither the booking nor the address gives: the page shows SPEC's
 * default in the visitor's language ('IV Therapy Service', 'Not specified', '10:00 AM', Kuala Lumpur).
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
  /** null when neither the booking nor the address says what was paid: better no total than a made-up one. */
  total: string | null;
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
    total: formatRm(booking.totalAmount),
  };
}

/**
 * SPEC §2's fallbacks, with ARCHITECTURE's departures: the city defaults to Kuala Lumpur and money is RM.
 * `now` is the page's first render, so the generated reference does not change on re-render.
 */
export function detailsFromParams(params: ConfirmationParams, now: number): ConfirmationDetails {
  const price = params.price === null ? Number.NaN : Number(params.price.replace(/^RM\s*/i, ""));
  return {
    reference: `IV-${String(now).slice(-6)}`,
    service: params.service,
    name: null,
    email: null,
    phone: null,
    date: formatDateParam(params.date, now),
    time: params.time,
    city: params.city,
    total: Number.isFinite(price) && price >= 0 ? formatRm(price) : null,
  };
}

/** "2026-07-01" (a KL day) or an ISO instant, in the long KL format; today in KL when absent. */
function formatDateParam(date: string | null, now: number): string {
  if (date === null) return formatKlDay(klDay(new Date(now)));
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return formatKlDay(date);
  const instant = new Date(date);
  return Number.isNaN(instant.getTime()) ? date : formatKlDay(klDay(instant));
}

/** The KL calendar day as "YYYY-MM-DD" (en-CA writes dates that way): a machine format, never shown. */
function klDay(instant: Date): string {
  return dateTimeFormat("en-CA", {
    timeZone: KL_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

/** "0x12345678...9abcdef0": the first 10 and the last 8 characters of a transaction hash. */
export function shortenHash(hash: string): string {
  return hash.length <= 18 ? hash : `${hash.slice(0, 10)}...${hash.slice(-8)}`;
}
