import type { RangeAvailabilityResponse } from "@ivdrips/contract/clinic-calendar";
import type { AvailabilityResponse } from "@ivdrips/contract/providers";
import { addDays, TIME_WINDOWS, windowBounds } from "@ivdrips/contract/time-windows";

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

/** A provider's day the clinic closed: every window at capacity 0. */
export function closedAvailability(providerId: string, date: string): AvailabilityResponse {
  const day = availability(providerId, date);
  return {
    ...day,
    windows: day.windows.map((window) => ({ ...window, available: false, remaining: 0, capacity: 0 })),
  };
}

/**
 * The answer of GET /api/availability?providers=…&from=…&days=… for a stubbed fetch: `day` gives each
 * provider's answer for each day asked.
 */
export function rangeAvailability(
  url: URL,
  day: (providerId: string, date: string) => AvailabilityResponse = availability,
): RangeAvailabilityResponse {
  const providers = (url.searchParams.get("providers") ?? "").split(",").filter(Boolean);
  const from = url.searchParams.get("from") ?? "";
  const days = Number(url.searchParams.get("days") ?? "7");
  const dates = Array.from({ length: days }, (_, index) => addDays(from, index));
  return { days: dates.flatMap((date) => providers.map((providerId) => day(providerId, date))) };
}
