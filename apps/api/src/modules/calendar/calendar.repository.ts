import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { calendarClosures, providerWeeklyHours } from "../../db/schema";

export type WeeklyHoursRow = typeof providerWeeklyHours.$inferSelect;
export type ClosureRow = typeof calendarClosures.$inferSelect;
export type NewClosureRow = typeof calendarClosures.$inferInsert;

export function listWeeklyHours(db: Executor, providerIds: readonly string[]): Promise<WeeklyHoursRow[]> {
  if (providerIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(providerWeeklyHours)
    .where(inArray(providerWeeklyHours.providerId, [...providerIds]));
}

/** Replaces the provider's whole week (call inside a transaction). */
export async function replaceWeeklyHours(
  db: Executor,
  providerId: string,
  windows: readonly Omit<WeeklyHoursRow, "providerId" | "updatedAt">[],
  now: Date,
): Promise<void> {
  await db.delete(providerWeeklyHours).where(eq(providerWeeklyHours.providerId, providerId));
  if (windows.length === 0) return;
  await db
    .insert(providerWeeklyHours)
    .values(windows.map((window) => ({ ...window, providerId, updatedAt: now })));
}

/** The clinic's closures and overrides on dates in [from, to), by date. */
export function listClosures(
  db: Executor,
  clinicId: string,
  from: string,
  to?: string,
): Promise<ClosureRow[]> {
  return db
    .select()
    .from(calendarClosures)
    .where(
      and(
        eq(calendarClosures.clinicId, clinicId),
        gte(calendarClosures.date, from),
        to === undefined ? undefined : lt(calendarClosures.date, to),
      ),
    )
    .orderBy(asc(calendarClosures.date), asc(calendarClosures.createdAt));
}

/** Undefined when that clinic, provider, date and window already have one. */
export async function insertClosure(db: Executor, values: NewClosureRow): Promise<ClosureRow | undefined> {
  const rows = await db.insert(calendarClosures).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function deleteClosure(
  db: Executor,
  clinicId: string,
  id: string,
): Promise<ClosureRow | undefined> {
  const rows = await db
    .delete(calendarClosures)
    .where(and(eq(calendarClosures.id, id), eq(calendarClosures.clinicId, clinicId)))
    .returning();
  return rows[0];
}
