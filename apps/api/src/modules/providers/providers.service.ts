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

export function createProvidersService(db: Database) {
  return {
    async list(location: string | undefined): Promise<Provider[]> {
      return (await listActiveProviders(db, location || undefined)).map(toProvider);
    },

    async get(id: string): Promise<Provider> {
      return toProvider(await activeProvider(db, id));
    },
  };
}

export type ProvidersService = ReturnType<typeof createProvidersService>;
