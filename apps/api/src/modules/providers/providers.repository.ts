import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { prepared } from "../../db/prepared";
import { providers } from "../../db/schema";
import { isUuid } from "../../lib/uuid";

export type ProviderRow = typeof providers.$inferSelect;

/** Active providers, optionally only those serving `location` (a city, matched case-insensitively). */
export function listActiveProviders(db: Executor, location?: string): Promise<ProviderRow[]> {
  const servesLocation =
    location === undefined
      ? undefined
      : sql`exists (select 1 from unnest(${providers.locations}) as city where lower(city) = lower(${location}))`;
  return db
    .select()
    .from(providers)
    .where(and(eq(providers.isActive, true), servesLocation))
    .orderBy(asc(providers.createdAt), asc(providers.name));
}

export async function findProviderById(db: Executor, id: string): Promise<ProviderRow | undefined> {
  if (!isUuid(id)) return undefined;
  const statement = prepared(db, "provider_by_id", () =>
    db
      .select()
      .from(providers)
      .where(eq(providers.id, sql.placeholder("id")))
      .limit(1)
      .prepare("provider_by_id"),
  );
  const rows = await statement.execute({ id });
  return rows[0];
}

export function listProvidersOfClinic(db: Executor, clinicId: string): Promise<ProviderRow[]> {
  return db.select().from(providers).where(eq(providers.clinicId, clinicId)).orderBy(asc(providers.name));
}

export function listAllProviders(db: Executor): Promise<ProviderRow[]> {
  return db.select().from(providers).orderBy(asc(providers.createdAt));
}

/** Returns undefined when the clinic already has a provider of that name. */
export async function insertProvider(
  db: Executor,
  values: { clinicId: string; name: string; locations: string[]; capacityPerWindow: number },
): Promise<ProviderRow | undefined> {
  const rows = await db.insert(providers).values(values).onConflictDoNothing().returning();
  return rows[0];
}

/** The provider's row, locked until the transaction ends. */
export async function lockProvider(db: Executor, id: string): Promise<ProviderRow | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db.select().from(providers).where(eq(providers.id, id)).limit(1).for("update");
  return rows[0];
}

/** Throws the unique violation `providers_clinic_id_name_key` when the clinic has another of that name. */
export async function updateProvider(
  db: Executor,
  id: string,
  values: { name: string; locations: string[]; capacityPerWindow: number; isActive: boolean },
): Promise<ProviderRow | undefined> {
  const rows = await db.update(providers).set(values).where(eq(providers.id, id)).returning();
  return rows[0];
}
