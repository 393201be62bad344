import { KL_TIME_ZONE } from "@ivdrips/contract/time-windows";
import type { BookingEmailView } from "./booking-email-view";

/** The parts of an instant as a wall clock in Kuala Lumpur shows them, whatever the server's time zone. */
const klWallClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: KL_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** `20260602T080000`: a local date-time in Kuala Lumpur. */
function klLocalDateTime(instant: Date): string {
  const parts = Object.fromEntries(klWallClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

/** `20260602T000000Z`: a UTC date-time. */
function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}/, "")
    .replace(/[-:]/g, "");
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and line breaks escaped. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * RFC 5545 §3.1: lines of at most 75 octets, continued on lines that begin with one space. Splits between
 * characters, never inside a UTF-8 sequence.
 */
export function foldIcsLine(line: string): string {
  const chunks: string[] = [];
  let chunk = "";
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    if (octets + size > limit) {
      chunks.push(chunk);
      chunk = "";
      octets = 0;
      limit = 74; // the leading space of a continuation line counts
    }
    chunk += char;
    octets += size;
  }
  chunks.push(chunk);
  return chunks.join("\r\n ");
}

const KL_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${KL_TIME_ZONE}`,
  `X-LIC-LOCATION:${KL_TIME_ZONE}`,
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0800",
  "TZOFFSETTO:+0800",
  "TZNAME:+08",
  "DTSTART:19700101T000000",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** A calendar entry (METHOD:PUBLISH) for the booked visit, in Kuala Lumpur time. */
export function buildBookingIcs(view: BookingEmailView, stampedAt: Date = new Date()): string {
  const description = [
    `Booking reference: ${view.reference}`,
    `Quantity: ${view.quantity}`,
    `Time window: ${view.timeSlot} (Kuala Lumpur time)`,
    `Questions: ${view.supportEmail}`,
    `Your bookings: ${view.publicUrl}/account`,
  ].join("\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "PRODID:-//IV Drips//Bookings//EN",
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...KL_VTIMEZONE,
    "BEGIN:VEVENT",
    `UID:${view.bookingId}@ivdrips.my`,
    `DTSTAMP:${utcDateTime(stampedAt)}`,
    `DTSTART;TZID=${KL_TIME_ZONE}:${klLocalDateTime(view.windowStartsAt)}`,
    `DTEND;TZID=${KL_TIME_ZONE}:${klLocalDateTime(view.windowEndsAt)}`,
    `SUMMARY:${escapeIcsText(`IV Drips: ${view.serviceName}`)}`,
    `LOCATION:${escapeIcsText(view.customerAddress)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    // A rescheduled visit keeps its UID with a higher SEQUENCE, so calendars move the entry instead of adding one.
    `SEQUENCE:${view.rescheduleCount}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
