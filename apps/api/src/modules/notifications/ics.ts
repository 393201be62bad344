import { TZDate } from "@date-fns/tz";
import { BRAND_NAME } from "@ivdrips/contract/brand";
import { KL_TIME_ZONE } from "@ivdrips/contract/time-windows";
import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from "ical-generator";
import type { BookingEmailView } from "./booking-email-view";
import type { Translate } from "./email-texts";

/** Kuala Lumpur keeps +08:00 all year (no daylight saving), so its VTIMEZONE is one fixed rule. */
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
].join("\r\n");

/**
 * A calendar entry (METHOD:PUBLISH) for the booked visit, in Kuala Lumpur time, described in the customer's
 * language (`t`, with `window` the visit's window in their words).
 */
export function buildBookingIcs(
  view: BookingEmailView,
  t: Translate,
  window: string,
  stampedAt: Date = new Date(),
): string {
  const calendar = ical({
    prodId: { company: BRAND_NAME, product: "Bookings", language: t.language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: (zone) => (zone === KL_TIME_ZONE ? KL_VTIMEZONE : null) },
  });
  calendar.createEvent({
    id: `${view.bookingId}@ivdrips.my`,
    stamp: stampedAt,
    // TZDate reads as a wall clock in KL whatever the server's own time zone.
    start: new TZDate(view.windowStartsAt, KL_TIME_ZONE),
    end: new TZDate(view.windowEndsAt, KL_TIME_ZONE),
    timezone: KL_TIME_ZONE,
    summary: `${BRAND_NAME}: ${view.serviceName}`,
    location: view.customerAddress,
    description: [
      t("calendarReference", { reference: view.reference }),
      t("calendarQuantity", { quantity: view.quantity }),
      t("calendarWindow", { window }),
      t("calendarQuestions", { email: view.supportEmail }),
      t("calendarBookings", { url: `${view.publicUrl}/account` }),
    ].join("\n"),
    status: ICalEventStatus.CONFIRMED,
    transparency: ICalEventTransparency.OPAQUE,
    // A rescheduled visit keeps its UID with a higher SEQUENCE, so calendars move the entry instead of adding one.
    sequence: view.rescheduleCount,
  });
  // RFC 5545 ends every line, the last included, with CRLF.
  return `${calendar.toString()}\r\n`;
}
