import type { Provider } from "@ivdrips/contract/providers";
import type { Database, Executor } from "../../db/client";
import { inTransaction, isConstraintViolation, type AlsoInTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import {
  findProviderById,
  insertProvider,
  listActiveProviders,
  listAllProviders,
  listProvidersOfClinic,
  lockProvider,
  updateProvider,
  type ProviderRow,
} from "./providers.repository";

export type { ProviderRow } from "./providers.repository";

/** What a staff member may change of a provider. */
export type ProviderChanges = Pick<ProviderRow, "name" | "locations" | "capacityPerWindow" | "isActive">;

/** A provider as it was before a staff edit and as the edit left it. */
export interface ProviderEdit {
  before: ProviderRow;
  after: ProviderRow;
}

/**
 * What other modules add to a staff edit of a provider, in its transaction: the bookings' check that the
 * places their windows hold still fit (booking-stats.service.ts keepBookedPlaces), the console's audit row.
 */
export interface ProviderEditRules {
  /**
   * Runs first, given the provider as read without a lock (undefined: there is none): the locks another
   * module must take before the provider's row is locked.
   */
  beforeLock?: (tx: Executor, current: ProviderRow | undefined) => Promise<void>;
  /** Refuses the edit by throwing, given the provider as locked. */
  check?: (tx: Executor, before: ProviderRow) => Promise<void>;
  alsoInTransaction?: AlsoInTransaction<ProviderEdit>;
}

/** A provider, active or not; undefined when `id` names none. */
export function findProvider(db: Executor, id: string): Promise<ProviderRow | undefined> {
  return findProviderById(db, id);
}

/** Active providers, oldest first, optionally only those serving `city` (matched case-insensitively). */
export function activeProvidersServing(db: Executor, city?: string): Promise<ProviderRow[]> {
  return listActiveProviders(db, city);
}

/** Every provider, active or not, oldest first. */
export function allProviders(db: Executor): Promise<ProviderRow[]> {
  return listAllProviders(db);
}

/** The clinic's providers, active or not, by name. */
export function providersOfClinic(db: Executor, clinicId: string): Promise<ProviderRow[]> {
  return listProvidersOfClinic(db, clinicId);
}

/** A clinic's new provider, in the caller's transaction; a CONFLICT when the clinic has one of that name. */
export async function addProvider(
  tx: Executor,
  values: { clinicId: string; name: string; locations: string[]; capacityPerWindow: number },
): Promise<ProviderRow> {
  const provider = await insertProvider(tx, values);
  if (!provider) throw new AppError("CONFLICT", "providerExists", { name: values.name });
  return provider;
}

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

    /**
     * A staff member's edit of a provider, in one transaction with what `rules` add: the row is locked,
     * checked, written and recorded. A name another provider of the clinic has is a CONFLICT. Undefined when
     * there is no such provider.
     */
    async updateAsStaff(
      id: string,
      changes: ProviderChanges,
      rules: ProviderEditRules = {},
    ): Promise<ProviderRow | undefined> {
      return inTransaction(db, async (tx) => {
        if (rules.beforeLock) await rules.beforeLock(tx, await findProviderById(tx, id));
        const before = await lockProvider(tx, id);
        if (!before) return undefined;
        await rules.check?.(tx, before);
        let after: ProviderRow | undefined;
        try {
          after = await updateProvider(tx, id, changes);
        } catch (error) {
          if (isConstraintViolation(error, "providers_clinic_id_name_key")) {
            throw new AppError("CONFLICT", "providerExists", { name: changes.name });
          }
          throw error;
        }
        if (!after) return undefined;
        await rules.alsoInTransaction?.(tx, { before, after });
        return after;
      });
    },
  };
}

export type ProvidersService = ReturnType<typeof createProvidersService>;
