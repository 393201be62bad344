import type { AvailabilityResponse } from "@ivdrips/contract/providers";
import {
  KL_TIME_ZONE,
  TIME_WINDOWS,
  addDays,
  isWindowBookable,
  klInstant,
  windowBounds,
} from "@ivdrips/contract/time-windows";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { activeProvider } from "../providers/providers.service";
import { placesTakenByWindow } from "./bookings.repository";

/** What a provider has free: its capacity less the places bookings hold, window by window. */
export function createAvailabilityService(db: Database, clock: Clock) {
  return {
    /** The four windows of a KL day; a window is available while it is bookable now and has room. */
    async ofDay(providerId: string, date: string): Promise<AvailabilityResponse> {
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
        timeZone: KL_TIME_ZONE,
        windows: TIME_WINDOWS.map((window) => {
          const { startsAt, endsAt } = windowBounds(date, window);
          const bookable = isWindowBookable(date, window, now);
          const left = provider.capacityPerWindow - (taken.get(startsAt.getTime()) ?? 0);
          const remaining = bookable ? Math.max(0, left) : 0;
          return {
            timeSlot: window.timeSlot,
            startsAt: startsAt.toISOString(),
            endsAt: endsAt.toISOString(),
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
