import type { AvailabilityResponse } from "@ivdrips/contract/providers";
import { KL_TIME_ZONE } from "@ivdrips/contract/time-windows";
import type { DayAvailability } from "./availability.service";

/** A provider's day as the API answers it (instants as ISO strings): made only at the route edge. */
export function toAvailabilityResponse({ providerId, date, windows }: DayAvailability): AvailabilityResponse {
  return {
    providerId,
    date,
    timeZone: KL_TIME_ZONE,
    windows: windows.map((window) => ({
      timeSlot: window.timeSlot,
      startsAt: window.startsAt.toISOString(),
      endsAt: window.endsAt.toISOString(),
      available: window.available,
      remaining: window.remaining,
      capacity: window.capacity,
    })),
  };
}
