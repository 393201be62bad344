import {
  TIME_SLOTS,
  TIME_WINDOWS,
  addDays,
  isWindowBookable,
  klInstant,
  windowBounds,
  type TimeSlot,
} from "@ivdrips/contract/time-windows";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { activeProvider, findProviderById } from "../providers/providers.service";
import { placesTakenByWindow, windowCapacities } from "./bookings.repository";

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

/**
 * What providers have free: each window's capacity on its date (the database's `window_capacity`, the same
 * the capacity trigger reads) less the places bookings hold.
 */
export function createAvailabilityService(db: Database, clock: Clock) {
  async function daysOf(providerIds: readonly string[], from: string, days: number) {
    const now = clock();
    const capacities = await windowCapacities(db, providerIds, from, days, TIME_SLOTS);
    const result: DayAvailability[] = [];
    for (const providerId of providerIds) {
      const taken = await placesTakenByWindow(
        db,
        providerId,
        klInstant(from, 0),
        klInstant(addDays(from, days), 0),
        now,
      );
      for (let offset = 0; offset < days; offset += 1) {
        const date = addDays(from, offset);
        result.push({
          providerId,
          date,
          windows: TIME_WINDOWS.map((window) => {
            const { startsAt, endsAt } = windowBounds(date, window);
            const capacity = capacities.get(`${providerId}|${date}|${window.timeSlot}`) ?? 0;
            const left = capacity - (taken.get(startsAt.getTime()) ?? 0);
            const remaining = isWindowBookable(date, window, now) ? Math.max(0, left) : 0;
            return {
              timeSlot: window.timeSlot,
              startsAt,
              endsAt,
              available: remaining > 0,
              remaining,
              capacity,
            };
          }),
        });
      }
    }
    return result;
  }

  return {
    /** The four windows of a KL day; a window is available while it is bookable now and has room. */
    async ofDay(providerId: string, date: string): Promise<DayAvailability> {
      const provider = await activeProvider(db, providerId);
      const [day] = await daysOf([provider.id], date, 1);
      if (!day) throw new Error("no day computed");
      return day;
    },

    /**
     * Each day from `from` for each active provider asked (a date strip's week, in one request). Unknown or
     * inactive providers are left out, as a customer would not be offered them.
     */
    async ofRange(providerIds: readonly string[], from: string, days: number): Promise<DayAvailability[]> {
      const active: string[] = [];
      for (const id of new Set(providerIds)) {
        const provider = await findProviderById(db, id);
        if (provider?.isActive) active.push(provider.id);
      }
      return daysOf(active, from, days);
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
