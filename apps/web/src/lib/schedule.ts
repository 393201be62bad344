import type { AvailabilityResponse } from "@ivdrips/contract/providers";
import { intlLocale, KL_TIME_ZONE } from "./format";
import { dateTimeFormat } from "@ivdrips/contract/intl-formatters";
import {
  addDays,
  BOOKING_HORIZON_DAYS,
  earliestBookableDate,
  isWindowBookable,
  klDateOf,
  TIME_WINDOWS,
  type TimeSlot,
} from "@ivdrips/contract/time-windows";

/** SPEC §9: the date strip shows seven days. */
export const STRIP_DAYS = 7;

/** The strip's days for a week: week 0 starts at today's KL date. */
export function stripDays(now: Date, weekOffset: number): string[] {
  const start = addDays(klDateOf(now), weekOffset * STRIP_DAYS);
  return Array.from({ length: STRIP_DAYS }, (_, index) => addDays(start, index));
}

/** The last KL day that can be booked at `now`. */
export function lastBookableDate(now: Date): string {
  return addDays(klDateOf(now), BOOKING_HORIZON_DAYS);
}

/** SPEC §5 "Date": days before today, and today once no window is left, cannot be chosen. */
export function isDaySelectable(day: string, now: Date): boolean {
  return day >= earliestBookableDate(now) && day <= lastBookableDate(now);
}

/** Whether a later week than `weekOffset` still has a bookable day. */
export function hasLaterWeek(now: Date, weekOffset: number): boolean {
  return addDays(klDateOf(now), (weekOffset + 1) * STRIP_DAYS) <= lastBookableDate(now);
}

export type WindowState =
  | { timeSlot: TimeSlot; status: "open"; remaining: number }
  | { timeSlot: TimeSlot; status: "full" }
  /** Past, or starting within 30 minutes. */
  | { timeSlot: TimeSlot; status: "unavailable" }
  /** Places not known yet. */
  | { timeSlot: TimeSlot; status: "loading" };

/**
 * A day's four windows as the customer sees them: time decides first (KL time, `now`), then the city's
 * providers: a window is open when any of them has a place left.
 */
export function windowStates(
  date: string,
  now: Date,
  availability: readonly AvailabilityResponse[] | undefined,
): WindowState[] {
  return TIME_WINDOWS.map((window): WindowState => {
    const { timeSlot } = window;
    if (!isWindowBookable(date, window, now)) return { timeSlot, status: "unavailable" };
    if (!availability) return { timeSlot, status: "loading" };
    const remaining = availability
      .flatMap((provider) => provider.windows)
      .filter((entry) => entry.timeSlot === timeSlot && entry.available)
      .reduce((sum, entry) => sum + entry.remaining, 0);
    return remaining > 0 ? { timeSlot, status: "open", remaining } : { timeSlot, status: "full" };
  });
}

/** "Mon", "1", "Jun" for the strip's button, read in KL time. */
export function dayParts(day: string): { weekday: string; dayOfMonth: string; month: string } {
  const instant = new Date(`${day}T12:00:00+08:00`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(intlLocale(), { timeZone: KL_TIME_ZONE, ...options }).format(instant);
  return {
    weekday: part({ weekday: "short" }),
    dayOfMonth: part({ day: "numeric" }),
    month: part({ month: "short" }),
  };
}
