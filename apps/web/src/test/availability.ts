import type { AvailabilityResponse } from "@ivdrips/contract/providers";
import { TIME_WINDOWS, windowBounds } from "@ivdrips/contract/time-windows";

/** One provider's answer for a day: `remaining` per window label (default 2 of 2). */
export function availability(
  providerId: string,
  date: string,
  remaining: Partial<Record<string, number>> = {},
): AvailabilityResponse {
  return {
    providerId,
    date,
    timeZone: "Asia/Kuala_Lumpur",
    windows: TIME_WINDOWS.map((window) => {
      const { startsAt, endsAt } = windowBounds(date, window);
      const left = remaining[window.timeSlot] ?? 2;
      return {
        timeSlot: window.timeSlot,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        available: left > 0,
        remaining: left,
        capacity: 2,
      };
    }),
  };
}
