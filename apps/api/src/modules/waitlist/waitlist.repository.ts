import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { waitlistEntries } from "../../db/schema";

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

/**
 * Adds the address for the country unless it is already there, whatever its case (the unique key on
 * lower(email), country decides, so two requests at once still leave one row). True when it was added.
 */
export async function insertWaitlistEntry(
  db: Executor,
  values: typeof waitlistEntries.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(waitlistEntries)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}

/** Everyone waiting, or only those waiting for `country`, oldest first. */
export function listWaitlistEntries(db: Executor, country?: string): Promise<WaitlistEntryRow[]> {
  return db
    .select()
    .from(waitlistEntries)
    .where(country === undefined ? undefined : eq(waitlistEntries.country, country))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}
