import type { Provider } from "@ivdrips/contract/providers";
import type { Database, Executor } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { findProviderById, listActiveProviders, type ProviderRow } from "./providers.repository";

// What other modules may use of the providers' records (bookings, clinics): the repository stays private.
export {
  findProviderById,
  insertProvider,
  listActiveProviders,
  listAllProviders,
  listProvidersOfClinic,
  lockProvider,
  updateProvider,
  type ProviderRow,
} from "./providers.repository";

export function toProvider(row: ProviderRow): Provider {
  return {
    _id: row.id,
    name: row.name,
    isActive: row.isActive,
    locations: row.locations,
    capacityPerWindow: row.capacityPerWindow,
  };
}

/** An active provider, or NOT_FOUND: an inactive one is not shown to customers. */
export async function activeProvider(db: Executor, id: string): Promise<ProviderRow> {
  const provider = await findProviderById(db, id);
  if (!provider?.isActive) throw new AppError("NOT_FOUND", "providerNotFound");
  return provider;
}

/** The providers of `providers` serving `location` (a city, matched case-insensitively); all without one. */
export function providersServing(providers: Provider[], location: string | undefined): Provider[] {
  if (!location) return providers;
  const city = location.toLowerCase();
  return providers.filter((provider) => provider.locations.some((place) => place.toLowerCase() === city));
}

/** The active provider `id` of `providers`, or NOT_FOUND: an inactive one is not shown to customers. */
export function providerOf(providers: Map<string, Provider>, id: string): Provider {
  const provider = providers.get(id);
  if (!provider) throw new AppError("NOT_FOUND", "providerNotFound");
  return provider;
}

export function createProvidersService(db: Database) {
  return {
    /** Every active provider, oldest first: what customers may see. */
    async active(): Promise<Provider[]> {
      return (await listActiveProviders(db)).map(toProvider);
    },
  };
}

export type ProvidersService = ReturnType<typeof createProvidersService>;
