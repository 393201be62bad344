import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { TIME_WINDOWS, windowBounds, type TimeWindow } from "@ivdrips/contract/time-windows";
import type { BookingEmailView } from "../src/modules/notifications/booking-email-view";

const MORNING = TIME_WINDOWS[0];

/** When the sample booking was paid: Monday 1 June 2026, 10:00 in KL, while its clinic is open. */
export const SAMPLE_PAID_AT = new Date("2026-06-01T10:00:00+08:00");

/**
 * A paid booking of two NutriGlow drips on Tuesday 2 June 2026, morning (00:00-04:00 UTC), whose customer
 * typed characters that HTML and iCalendar both have to escape.
 */
export function sampleBookingView(
  overrides: Partial<BookingEmailView> = {},
  window: TimeWindow = MORNING,
): BookingEmailView {
  const date = overrides.date ?? "2026-06-02";
  const { startsAt, endsAt } = windowBounds(date, window);
  return {
    bookingId: randomUUID(),
    reference: "IVD-ABC234",
    serviceName: "NutriGlow",
    date,
    timeSlot: window.timeSlot,
    windowStartsAt: startsAt,
    windowEndsAt: endsAt,
    quantity: 2,
    unitPriceSen: 60_000,
    totalSen: 120_000,
    customerName: `Aisha <b>Rahman</b> & "Co"`,
    customerEmail: "aisha@example.com",
    accountEmail: "aisha@example.com",
    customerPhone: "+60 12-345 6789",
    customerAddress: "Level 3; Menara <Ampang>, 12 Jalan Ampang, 50450 Kuala Lumpur",
    city: "Kuala Lumpur",
    country: "Malaysia",
    clinicName: "IV Drips KL Clinic",
    refundSen: null,
    cancellationFeeSen: null,
    cancelledBy: null,
    cancellationNote: null,
    clinicalDecline: false,
    paid: true,
    rescheduleCount: 0,
    publicUrl: "http://localhost:3000",
    supportEmail: "support@ivdrips.my",
    language: "en",
    clinicianName: null,
    etaAt: null,
    visitOutcome: null,
    ...overrides,
  };
}

/** Runs `work` with the process's time zone set to `timeZone`, so tests prove output does not depend on it. */
export function inTimeZone<T>(timeZone: string, work: () => T): T {
  const previous = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    return work();
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}

/** Parses an .ics invite the way a calendar app would, with its own VTIMEZONE registered. */
export function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezone = calendar.getFirstSubcomponent("vtimezone");
  if (!timezone) throw new Error("no VTIMEZONE");
  ICAL.TimezoneService.register(timezone);
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}
