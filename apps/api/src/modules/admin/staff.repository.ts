import { asc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { staff } from "../../db/schema";

export type StaffRow = typeof staff.$inferSelect;

export async function findStaffByEmail(db: Executor, email: string): Promise<StaffRow | undefined> {
  const rows = await db.select().from(staff).where(eq(staff.email, email)).limit(1);
  return rows[0];
}

export async function findStaffById(db: Executor, id: string): Promise<StaffRow | undefined> {
  const rows = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  return rows[0];
}

/** Returns undefined when the email is taken. */
export async function insertStaff(
  db: Executor,
  values: { email: string; name: string; passwordHash: string },
): Promise<StaffRow | undefined> {
  const rows = await db.insert(staff).values(values).onConflictDoNothing({ target: staff.email }).returning();
  return rows[0];
}

export function listStaff(db: Executor): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.createdAt), asc(staff.email));
}

/** Disables an active account and ends its sessions; undefined when there is none or it was already disabled. */
export async function disableStaff(db: Executor, id: string, at: Date): Promise<StaffRow | undefined> {
  const rows = await db
    .update(staff)
    .set({ disabledAt: at, sessionVersion: sql`${staff.sessionVersion} + 1` })
    .where(sql`${staff.id} = ${id} and ${isNull(staff.disabledAt)}`)
    .returning();
  return rows[0];
}

/**
 * Sets an account's password and raises its session version (every token signed before is refused); returns
 * the new version, or undefined when there is no such account or it is disabled.
 */
export async function setStaffPassword(
  db: Executor,
  id: string,
  passwordHash: string,
): Promise<number | undefined> {
  const rows = await db
    .update(staff)
    .set({ passwordHash, sessionVersion: sql`${staff.sessionVersion} + 1` })
    .where(sql`${staff.id} = ${id} and ${isNull(staff.disabledAt)}`)
    .returning({ sessionVersion: staff.sessionVersion });
  return rows[0]?.sessionVersion;
}
