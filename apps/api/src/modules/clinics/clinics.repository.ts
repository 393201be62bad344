import { asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { clinics } from "../../db/schema";

export type ClinicRow = typeof clinics.$inferSelect;

export async function findClinicById(db: Executor, id: string): Promise<ClinicRow | undefined> {
  const rows = await db.select().from(clinics).where(eq(clinics.id, id)).limit(1);
  return rows[0];
}

export async function findClinicByUsername(db: Executor, username: string): Promise<ClinicRow | undefined> {
  const rows = await db.select().from(clinics).where(eq(clinics.username, username)).limit(1);
  return rows[0];
}

/** Returns undefined when the username is taken. */
export async function insertClinic(
  db: Executor,
  values: { name: string; username: string; passwordHash: string | null; email?: string | null },
): Promise<ClinicRow | undefined> {
  const rows = await db
    .insert(clinics)
    .values(values)
    .onConflictDoNothing({ target: clinics.username })
    .returning();
  return rows[0];
}

/** A new password ends every session the clinic had (its tokens carry the older session version). */
export async function setClinicPasswordHash(db: Executor, id: string, passwordHash: string): Promise<void> {
  await db
    .update(clinics)
    .set({ passwordHash, sessionVersion: sql`${clinics.sessionVersion} + 1` })
    .where(eq(clinics.id, id));
}

export function listClinics(db: Executor): Promise<ClinicRow[]> {
  return db.select().from(clinics).orderBy(asc(clinics.createdAt), asc(clinics.username));
}

/** The clinic's row, locked until the transaction ends (a staff edit reads its "before" under the lock). */
export async function lockClinic(db: Executor, id: string): Promise<ClinicRow | undefined> {
  const rows = await db.select().from(clinics).where(eq(clinics.id, id)).limit(1).for("update");
  return rows[0];
}

export async function updateClinic(
  db: Executor,
  id: string,
  values: { name: string; email: string | null; coordinatorPhone?: string | null },
): Promise<ClinicRow | undefined> {
  const rows = await db.update(clinics).set(values).where(eq(clinics.id, id)).returning();
  return rows[0];
}
