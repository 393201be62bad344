import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { prepared } from "../../db/prepared";
import { reviews, services } from "../../db/schema";

export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;

export interface RatingSummary {
  average: number | null;
  count: number;
}

/** Average review and count per service (the reviews module writes them), for the services that have reviews (all when `serviceIds` is omitted). */
export async function ratingsByService(
  db: Executor,
  serviceIds?: string[],
): Promise<Map<string, RatingSummary>> {
  const rows = await db
    .select({
      serviceId: reviews.serviceId,
      average: sql<string>`round(avg(${reviews.rating}), 2)`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(serviceIds ? inArray(reviews.serviceId, serviceIds) : undefined)
    .groupBy(reviews.serviceId);
  return new Map(rows.map((row) => [row.serviceId, { average: Number(row.average), count: row.count }]));
}

export function listActiveServices(db: Executor): Promise<ServiceRow[]> {
  return db
    .select()
    .from(services)
    .where(eq(services.isActive, true))
    .orderBy(asc(services.sortOrder), asc(services.id));
}

export async function findActiveService(db: Executor, id: string): Promise<ServiceRow | undefined> {
  const statement = prepared(db, "active_service_by_id", () =>
    db
      .select()
      .from(services)
      .where(and(eq(services.id, sql.placeholder("id")), eq(services.isActive, true)))
      .limit(1)
      .prepare("active_service_by_id"),
  );
  const rows = await statement.execute({ id });
  return rows[0];
}

/** Inserts or refreshes catalogue entries by id. */
export async function upsertServices(db: Executor, rows: NewServiceRow[]): Promise<void> {
  for (const row of rows) {
    const { id: _id, ...changes } = row;
    await db.insert(services).values(row).onConflictDoUpdate({ target: services.id, set: changes });
  }
}

/** The whole catalogue, active or not, in its display order (for the console). */
export function listAllServices(db: Executor): Promise<ServiceRow[]> {
  return db.select().from(services).orderBy(asc(services.sortOrder), asc(services.id));
}

/** The service's row, active or not, locked until the transaction ends. */
export async function lockService(db: Executor, id: string): Promise<ServiceRow | undefined> {
  const rows = await db.select().from(services).where(eq(services.id, id)).limit(1).for("update");
  return rows[0];
}

export type ServiceChanges = Pick<
  NewServiceRow,
  "name" | "tagline" | "description" | "priceSen" | "duration" | "ingredients" | "benefits" | "isActive"
>;

export async function updateService(
  db: Executor,
  id: string,
  changes: ServiceChanges,
  now: Date,
): Promise<ServiceRow | undefined> {
  const rows = await db
    .update(services)
    .set({ ...changes, updatedAt: now })
    .where(eq(services.id, id))
    .returning();
  return rows[0];
}
