import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { services } from "../../db/schema";

export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;

export function listActiveServices(db: Executor): Promise<ServiceRow[]> {
  return db
    .select()
    .from(services)
    .where(eq(services.isActive, true))
    .orderBy(asc(services.sortOrder), asc(services.id));
}

export async function findActiveService(db: Executor, id: string): Promise<ServiceRow | undefined> {
  const rows = await db
    .select()
    .from(services)
    .where(and(eq(services.id, id), eq(services.isActive, true)))
    .limit(1);
  return rows[0];
}

/** Inserts or refreshes catalogue entries by id. */
export async function upsertServices(db: Executor, rows: NewServiceRow[]): Promise<void> {
  for (const row of rows) {
    const { id: _id, ...changes } = row;
    await db.insert(services).values(row).onConflictDoUpdate({ target: services.id, set: changes });
  }
}
