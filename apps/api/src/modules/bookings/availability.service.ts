import {
  TIME_WINDOWS,
  addDays,
  isWindowBookable,
  windowBounds,
  type TimeSlot,
  type TimeWindow,
} from "@ivdrips/contract/time-windows";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { createRecentReads } from "../../lib/recent-reads";
import { isUuid } from "../../lib/uuid";
import { createAvailabilityQueries, type WindowKey } from "./availability.repository";

/** One window of a KL day: its bounds and the places left in it now. */
export interface WindowPlaces {
  timeSlot: TimeSlot;
  startsAt: Date;
  endsAt: Date;
  available: boolean;
  remaining: number;
  /** The window's capacity that day: 0 when the clinic's week or a closure shuts it. */
  capacity: number;
}

/** A provider's KL day (`YYYY-MM-DD`), window by window. */
export interface DayAvailability {
  providerId: string;
  date: string;
  windows: WindowPlaces[];
}

/** Each window of each day from `from`, in order: what the statement is asked and the answer is built from. */
function windowsOf(from: string, days: number): (WindowKey & { window: TimeWindow })[] {
  const keys: (WindowKey & { window: TimeWindow })[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(from, offset);
    for (const window of TIME_WINDOWS) {
      keys.push({ date, timeSlot: window.timeSlot, startsAt: windowBounds(date, window).startsAt, window });
    }
  }
  return keys;
}

/**
 * What providers have free: each window's capacity on its date (the database's `window_capacity`, the same
 * the capacity trigger reads) less the places bookings hold, read in one statement whatever the range. The
 * same question asked again within `keepForMs` is answered from that read (decision 029), unless forget()
 * came between: the places may then be that much older, the window's being bookable never is.
 */
export function createAvailabilityService(db: Database, clock: Clock, { keepForMs = 0 } = {}) {
  const queries = createAvailabilityQueries(db);
  const recent = createRecentReads<Awaited<ReturnType<typeof queries.windowPlaces>>>({ keepForMs });

  /** Each day from `from` for each of `providerIds` that is active, in the order asked. */
  async function daysOf(providerIds: readonly string[], from: string, days: number) {
    const now = clock();
    const keys = windowsOf(from, days);
    const rows = await recent.read(`${providerIds.join(",")} ${from} ${days}`, () =>
      queries.windowPlaces(providerIds, keys, now),
    );
    const byProvider = new Map<string, { capacity: number; taken: number }[]>();
    for (const row of rows) {
      let places = byProvider.get(row.providerId);
      if (!places) byProvider.set(row.providerId, (places = []));
      places[row.window] = row;
    }
    const result: DayAvailability[] = [];
    for (const providerId of providerIds) {
      const places = byProvider.get(providerId);
      if (!places) continue;
      for (let day = 0; day < days; day += 1) {
        const windows: WindowPlaces[] = [];
        for (let index = day * TIME_WINDOWS.length; index < (day + 1) * TIME_WINDOWS.length; index += 1) {
          const key = keys[index];
          if (!key) throw new Error("no such window");
          const { capacity = 0, taken = 0 } = places[index] ?? {};
          const remaining = isWindowBookable(key.date, key.window, now) ? Math.max(0, capacity - taken) : 0;
          windows.push({
            timeSlot: key.window.timeSlot,
            startsAt: key.startsAt,
            endsAt: windowBounds(key.date, key.window).endsAt,
            available: remaining > 0,
            remaining,
            capacity,
          });
        }
        result.push({ providerId, date: addDays(from, day), windows });
      }
    }
    return result;
  }

  return {
    /** After a write that may have moved places: the next read of each question asks the database. */
    forget: recent.forget,

    /** The four windows of a KL day; a window is available while it is bookable now and has room. */
    async ofDay(providerId: string, date: string): Promise<DayAvailability> {
      // As the database writes it: a UUID asked in capitals answers with the provider's own id.
      const [day] = isUuid(providerId) ? await daysOf([providerId.toLowerCase()], date, 1) : [];
      if (!day) throw new AppError("NOT_FOUND", "providerNotFound");
      return day;
    },

    /**
     * Each day from `from` for each active provider asked (a date strip's week, in one request). Unknown or
     * inactive providers are left out, as a customer would not be offered them.
     */
    async ofRange(providerIds: readonly string[], from: string, days: number): Promise<DayAvailability[]> {
      const ids = [...new Set(providerIds)].filter(isUuid);
      return daysOf(
        ids.map((id) => id.toLowerCase()),
        from,
        days,
      );
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
