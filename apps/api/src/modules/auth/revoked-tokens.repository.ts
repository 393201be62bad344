import type { TokenType } from "@ivdrips/contract/auth";
import { eq, lt, sql, type SQL } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { clinics, revokedTokens, staff, users } from "../../db/schema";

export async function revokeToken(db: Executor, jti: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
}

/** Revocations of tokens that have expired anyway are no longer needed. */
export async function purgeExpiredRevocations(db: Executor, now: Date): Promise<void> {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
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

export async function endStaffSessions(db: Executor, staffId: string): Promise<void> {
  await db
    .update(staff)
    .set({ sessionVersion: sql`${staff.sessionVersion} + 1` })
    .where(eq(staff.id, staffId));
}

/**
 * What a guard reads of a token's session: whether it was revoked, and its account's state. Deleting a
 * customer's account revokes every token it was given (a deleted account has no session version), and a token
 * signed at an older version than the account's is refused.
 */
export interface SessionState {
  revoked: boolean;
  /** The account's session version; undefined when there is no such account (a customer's: or it is deleted). */
  sessionVersion: number | undefined;
  /** Staff only: whether the account is disabled. */
  disabled: boolean;
}

/**
 * What the guards read on every request, in one statement per kind of account, prepared once per database
 * (docs/decisions/023): whether the token's jti was revoked, and the customer (not deleted), clinic or staff
 * account `accountId`. `accountId` must be a UUID, or null for none.
 */
export function createSessionChecks(db: Database) {
  const check = (name: string, account: SQL) =>
    db
      .select({
        revoked: sql<boolean>`exists (select 1 from ${revokedTokens} r where r.jti = ${sql.placeholder("jti")})`,
        sessionVersion: sql<number | null>`a.session_version`,
        disabled: sql<boolean>`coalesce(a.disabled, false)`,
      })
      .from(
        sql`(values (${sql.placeholder("accountId")}::uuid)) as k(id) left join lateral (${account}) as a on true`,
      )
      .prepare(name);
  const queries = {
    customer: check(
      "session_state_customer",
      sql`select u.session_version, false as disabled from ${users} u where u.id = k.id and u.deleted_at is null`,
    ),
    clinic: check(
      "session_state_clinic",
      sql`select c.session_version, false as disabled from ${clinics} c where c.id = k.id`,
    ),
    staff: check(
      "session_state_staff",
      sql`select s.session_version, s.disabled_at is not null as disabled from ${staff} s where s.id = k.id`,
    ),
  };
  return async (kind: TokenType, jti: string, accountId: string | null): Promise<SessionState> => {
    const [row] = await queries[kind].execute({ jti, accountId });
    return {
      revoked: row?.revoked ?? false,
      sessionVersion: row?.sessionVersion ?? undefined,
      disabled: row?.disabled ?? false,
    };
  };
}
