import { schemaMessage } from "./api-messages";
import { z } from "zod";
import { DATE_RANGE_MESSAGE, DateOnlySchema, isDateInRange } from "./common";
import { addDays, klDateOf, klInstant } from "./kl-dates";
import { TIME_WINDOWS, type TimeSlot, type TimeWindow } from "./time-window-list";

// Booking days and windows live in Kuala Lumpur time. Its calendar arithmetic is in kl-dates.ts, apart so that
// a page that only needs it loads no schema; named here too for every caller.
export { addDays, klDateOf, klInstant } from "./kl-dates";

// The windows themselves live in a module of their own (data only); they are named here too for every caller.
export {
  KL_TIME_ZONE,
  TIME_WINDOWS,
  timeWindowKey,
  type TimeSlot,
  type TimeWindow,
  type TimeWindowKey,
} from "./time-window-list";

export const TIME_SLOTS = TIME_WINDOWS.map((window) => window.timeSlot) as [TimeSlot, ...TimeSlot[]];

/** A window of today is offered only if it starts more than this many minutes from now. */
export const BOOKING_LEAD_MINUTES = 30;
/** How far ahead a day can be booked. */
export const BOOKING_HORIZON_DAYS = 90;

export function windowBounds(date: string, window: TimeWindow): { startsAt: Date; endsAt: Date } {
  return { startsAt: klInstant(date, window.startHour), endsAt: klInstant(date, window.endHour) };
}

/** The KL day and window that start at `startsAt`, when a window starts then. */
export function windowStartingAt(startsAt: Date): { date: string; window: TimeWindow } | undefined {
  const date = klDateOf(startsAt);
  const window = TIME_WINDOWS.find(
    (each) => klInstant(date, each.startHour).getTime() === startsAt.getTime(),
  );
  return window && { date, window };
}

export function findTimeWindow(timeSlot: string): TimeWindow | undefined {
  return TIME_WINDOWS.find((window) => window.timeSlot === timeSlot);
}

/** Whether a window can still be booked at `now`: starts more than 30 minutes away, within the horizon. */
export function isWindowBookable(date: string, window: TimeWindow, now: Date): boolean {
  if (date > addDays(klDateOf(now), BOOKING_HORIZON_DAYS)) return false;
  const { startsAt } = windowBounds(date, window);
  return startsAt.getTime() - now.getTime() > BOOKING_LEAD_MINUTES * 60 * 1000;
}

/** The windows of a KL day that can still be booked at `now` (none for past days). */
export function bookableWindows(date: string, now: Date): TimeWindow[] {
  return TIME_WINDOWS.filter((window) => isWindowBookable(date, window, now));
}

/** The first KL day, from today on, with at least one bookable window. */
export function earliestBookableDate(now: Date): string {
  const today = klDateOf(now);
  return bookableWindows(today, now).length > 0 ? today : addDays(today, 1);
}

/** A booking day: `YYYY-MM-DD`, or a full ISO datetime whose KL day is taken. */
export const BookingDateSchema = z
  .string({ error: schemaMessage("dateRequired") })
  .trim()
  .pipe(
    z.union(
      [
        DateOnlySchema,
        z.iso
          .datetime({ offset: true })
          .transform((value) => klDateOf(new Date(value)))
          .refine(isDateInRange, { error: DATE_RANGE_MESSAGE }),
      ],
      { error: schemaMessage("dateFormat") },
    ),
  );
