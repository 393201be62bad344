import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { dripPackageServices, dripPackages, services } from "../../db/schema";

export type DripPackageRow = typeof dripPackages.$inferSelect;
type NewDripPackageRow = typeof dripPackages.$inferInsert;

/** A package with the services it covers (id and name), in the catalogue's name order. */
export interface DripPackageRecord {
  row: DripPackageRow;
  services: { id: string; name: string }[];
}

async function withServices(db: Executor, rows: DripPackageRow[]): Promise<DripPackageRecord[]> {
  if (rows.length === 0) return [];
  const covered = await db
    .select({ packageId: dripPackageServices.packageId, id: services.id, name: services.name })
    .from(dripPackageServices)
    .innerJoin(services, eq(services.id, dripPackageServices.serviceId))
    .where(
      inArray(
        dripPackageServices.packageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(services.name));
  return rows.map((row) => ({
    row,
    services: covered.filter((service) => service.packageId === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

/** Every package (or only those on sale), cheapest first. */
export async function listDripPackages(
  db: Executor,
  options: { activeOnly: boolean },
): Promise<DripPackageRecord[]> {
  const rows = await db
    .select()
    .from(dripPackages)
    .where(options.activeOnly ? eq(dripPackages.isActive, true) : undefined)
    .orderBy(asc(dripPackages.priceSen), asc(dripPackages.name));
  return withServices(db, rows);
}

export async function findDripPackage(db: Executor, id: string): Promise<DripPackageRecord | undefined> {
  const rows = await db.select().from(dripPackages).where(eq(dripPackages.id, id)).limit(1);
  return (await withServices(db, rows))[0];
}

/** Locks the package's row for a change in `tx`. */
export async function lockDripPackage(db: Executor, id: string): Promise<DripPackageRecord | undefined> {
  const rows = await db.select().from(dripPackages).where(eq(dripPackages.id, id)).for("update");
  return (await withServices(db, rows))[0];
}

/** Which of `ids` the catalogue has. */
export async function knownServiceIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(inArray(services.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export async function insertDripPackage(
  db: Executor,
  values: NewDripPackageRow,
  serviceIds: readonly string[],
): Promise<DripPackageRow> {
  const [row] = await db.insert(dripPackages).values(values).returning();
  if (!row) throw new Error("the package was not written");
  await db
    .insert(dripPackageServices)
    .values(serviceIds.map((serviceId) => ({ packageId: row.id, serviceId })));
  return row;
}

/** Writes the changes and, when given, the whole set of services it covers. */
export async function updateDripPackage(
  db: Executor,
  id: string,
  changes: Partial<NewDripPackageRow>,
  serviceIds: readonly string[] | undefined,
): Promise<void> {
  await db.update(dripPackages).set(changes).where(eq(dripPackages.id, id));
  if (serviceIds === undefined) return;
  await db.delete(dripPackageServices).where(eq(dripPackageServices.packageId, id));
  await db.insert(dripPackageServices).values(serviceIds.map((serviceId) => ({ packageId: id, serviceId })));
}
