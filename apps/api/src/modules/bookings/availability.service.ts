import {
  TIME_WINDOWS,
  addDays,
  isWindowBookable,
  klInstant,
  windowBounds,
  type TimeSlot,
} from "@ivdrips/contract/time-windows";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { activeProvider } from "../providers/providers.service";
import { placesTakenByWindow } from "./bookings.repository";

/** One window of a KL day: its bounds and the places left in it now. */
export interface WindowPlaces {
  timeSlot: TimeSlot;
  startsAt: Date;
  endsAt: Date;
  available: boolean;
  remaining: number;
  capacity: number;
}

/** A provider's KL day (`YYYY-MM-DD`), window by window. */
export interface DayAvailability {
  providerId: string;
  date: string;
  windows: WindowPlaces[];
}

/** What a provider has free: its capacity less the places bookings hold, window by window. */
export function createAvailabilityService(db: Database, clock: Clock) {
  return {
    /** The four windows of a KL day; a window is available while it is bookable now and has room. */
    async ofDay(providerId: string, date: string): Promise<DayAvailability> {
      const provider = await activeProvider(db, providerId);
      const now = clock();
      const taken = await placesTakenByWindow(
        db,
        provider.id,
        klInstant(date, 0),
        klInstant(addDays(date, 1), 0),
        now,
      );
      return {
        providerId: provider.id,
        date,
        windows: TIME_WINDOWS.map((window) => {
          const { startsAt, endsAt } = windowBounds(date, window);
          const bookable = isWindowBookable(date, window, now);
          const left = provider.capacityPerWindow - (taken.get(startsAt.getTime()) ?? 0);
          const remaining = bookable ? Math.max(0, left) : 0;
          return {
            timeSlot: window.timeSlot,
            startsAt,
            endsAt,
            available: remaining > 0,
            remaining,
            capacity: provider.capacityPerWindow,
          };
        }),
      };
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
