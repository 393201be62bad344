import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { clinics, revokedTokens, staff, users } from "../../db/schema";

export async function revokeToken(db: Executor, jti: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
}

export async function isTokenRevoked(db: Executor, jti: string): Promise<boolean> {
  const rows = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, jti))
    .limit(1);
  return rows.length > 0;
}

/** Revocations of tokens that have expired anyway are no longer needed. */
export async function purgeExpiredRevocations(db: Executor, now: Date): Promise<void> {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
}

/**
 * The session version of a customer account that still exists, or undefined once it is deleted: deleting an
 * account revokes every token it was given, and a token signed at an older version is refused.
 */
export async function customerSessionVersion(db: Executor, userId: string): Promise<number | undefined> {
  const rows = await db
    .select({ sessionVersion: users.sessionVersion })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return rows[0]?.sessionVersion;
}

export async function clinicSessionVersion(db: Executor, clinicId: string): Promise<number | undefined> {
  const rows = await db
    .select({ sessionVersion: clinics.sessionVersion })
    .from(clinics)
    .where(eq(clinics.id, clinicId))
    .limit(1);
  return rows[0]?.sessionVersion;
}

/** Ends every session of a customer: tokens signed before this carry an older version. Returns the new one. */
export async function endCustomerSessions(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return rows[0]?.sessionVersion ?? 0;
}

/** Ends every session of a clinic, as endCustomerSessions. */
export async function endClinicSessions(db: Executor, clinicId: string): Promise<void> {
  await db
    .update(clinics)
    .set({ sessionVersion: sql`${clinics.sessionVersion} + 1` })
    .where(eq(clinics.id, clinicId));
}

/** A staff account's session version and whether it is disabled, or undefined when there is no such account. */
export async function staffSession(
  db: Executor,
  staffId: string,
): Promise<{ sessionVersion: number; disabledAt: Date | null } | undefined> {
  const rows = await db
    .select({ sessionVersion: staff.sessionVersion, disabledAt: staff.disabledAt })
    .from(staff)
    .where(eq(staff.id, staffId))
    .limit(1);
  return rows[0];
}

export async function endStaffSessions(db: Executor, staffId: string): Promise<void> {
  await db
    .update(staff)
    .set({ sessionVersion: sql`${staff.sessionVersion} + 1` })
    .where(eq(staff.id, staffId));
}
