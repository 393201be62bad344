import type { AvailabilityResponse, Provider } from "@ivdrips/contract/providers";
import {
  KL_TIME_ZONE,
  TIME_WINDOWS,
  addDays,
  isWindowBookable,
  klInstant,
  windowBounds,
} from "@ivdrips/contract/time-windows";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { placesTakenByWindow } from "../bookings/bookings.repository";
import { findProviderById, listActiveProviders, type ProviderRow } from "./providers.repository";

export function toProvider(row: ProviderRow): Provider {
  return {
    _id: row.id,
    name: row.name,
    isActive: row.isActive,
    locations: row.locations,
    capacityPerWindow: row.capacityPerWindow,
  };
}

const PROVIDER_NOT_FOUND = "Provider not found";

export function createProvidersService(db: Database, clock: Clock) {
  async function activeProvider(id: string): Promise<ProviderRow> {
    const provider = await findProviderById(db, id);
    if (!provider?.isActive) throw new AppError("NOT_FOUND", PROVIDER_NOT_FOUND);
    return provider;
  }

  return {
    async list(location: string | undefined): Promise<Provider[]> {
      return (await listActiveProviders(db, location || undefined)).map(toProvider);
    },

    async get(id: string): Promise<Provider> {
      return toProvider(await activeProvider(id));
    },

    /** The four windows of a KL day; a window is available while it is bookable now and has room. */
    async availability(id: string, date: string): Promise<AvailabilityResponse> {
      const provider = await activeProvider(id);
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

export type ProvidersService = ReturnType<typeof createProvidersService>;
