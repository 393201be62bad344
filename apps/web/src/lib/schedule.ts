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
  | { timeSlot: TimeSlot; status: "loading" }
  /** Open, but priced otherwise than the booking being moved (a reschedule keeps the price). */
  | { timeSlot: TimeSlot; status: "otherPrice" };

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

/** A moved booking's windows: an open one it would pay another price in cannot be chosen (moveKeepsPrice). */
export function samePriceWindows(
  windows: readonly WindowState[],
  keepsPrice: (timeSlot: TimeSlot) => boolean,
): WindowState[] {
  return windows.map((window) =>
    window.status === "open" && !keepsPrice(window.timeSlot)
      ? { timeSlot: window.timeSlot, status: "otherPrice" }
      : window,
  );
}

/** Why a day the calendar allows still cannot be chosen: no window has a place at any provider. */
export type DayUnavailable = "closed" | "full";

/**
 * A day of the strip judged by its places: "closed" when every window still ahead has no capacity at any
 * provider (the clinic closed it), "full" when none has a place left, null when one does or while the
 * places are not known.
 */
export function dayUnavailable(
  date: string,
  now: Date,
  availability: readonly AvailabilityResponse[] | undefined,
): DayUnavailable | null {
  if (!availability || availability.length === 0) return null;
  const ahead = new Set(
    TIME_WINDOWS.filter((window) => isWindowBookable(date, window, now)).map((window) => window.timeSlot),
  );
  const windows = availability
    .flatMap((provider) => provider.windows)
    .filter((entry) => ahead.has(entry.timeSlot));
  if (windows.length === 0 || windows.some((entry) => entry.available && entry.remaining > 0)) return null;
  return windows.every((entry) => entry.capacity === 0) ? "closed" : "full";
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
