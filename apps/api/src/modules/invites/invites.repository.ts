import { and, asc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { inviteCodes } from "../../db/schema";

export type InviteCodeRow = typeof inviteCodes.$inferSelect;

const sameCode = (code: string) => eq(sql`lower(${inviteCodes.code})`, code.toLowerCase());

/**
 * Counts one use of a code if it is usable now, in one statement, so concurrent verifications can never
 * take more uses than `maxUses` allows. Returns the code's id when a use was counted, else null.
 */
export async function consumeInviteUse(db: Executor, code: string, now: Date): Promise<string | null> {
  const rows = await db
    .update(inviteCodes)
    .set({ uses: sql`${inviteCodes.uses} + 1` })
    .where(
      and(
        sameCode(code),
        isNull(inviteCodes.revokedAt),
        or(isNull(inviteCodes.expiresAt), gt(inviteCodes.expiresAt, now)),
        or(isNull(inviteCodes.maxUses), lt(inviteCodes.uses, inviteCodes.maxUses)),
      ),
    )
    .returning({ id: inviteCodes.id });
  return rows[0]?.id ?? null;
}

/** When the code with this id was revoked and when it expires, or undefined when there is no such code. */
export async function findInviteTerms(
  db: Executor,
  id: string,
): Promise<{ revokedAt: Date | null; expiresAt: Date | null } | undefined> {
  const rows = await db
    .select({ revokedAt: inviteCodes.revokedAt, expiresAt: inviteCodes.expiresAt })
    .from(inviteCodes)
    .where(eq(inviteCodes.id, id))
    .limit(1);
  return rows[0];
}

export async function findInviteByCode(db: Executor, code: string): Promise<InviteCodeRow | undefined> {
  const rows = await db.select().from(inviteCodes).where(sameCode(code)).limit(1);
  return rows[0];
}

/** Inserts a code unless one with the same letters (any case) exists; returns undefined then. */
export async function insertInvite(
  db: Executor,
  values: { code: string; maxUses: number | null; expiresAt: Date | null },
): Promise<InviteCodeRow | undefined> {
  const rows = await db.insert(inviteCodes).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export function listInvites(db: Executor): Promise<InviteCodeRow[]> {
  return db.select().from(inviteCodes).orderBy(asc(inviteCodes.createdAt), asc(inviteCodes.code));
}

export async function revokeInvite(
  db: Executor,
  code: string,
  now: Date,
): Promise<InviteCodeRow | undefined> {
  const rows = await db
    .update(inviteCodes)
    .set({ revokedAt: sql`coalesce(${inviteCodes.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(sameCode(code))
    .returning();
  return rows[0];
}

/** The code's row, locked until the transaction ends. */
export async function lockInvite(db: Executor, id: string): Promise<InviteCodeRow | undefined> {
  const rows = await db.select().from(inviteCodes).where(eq(inviteCodes.id, id)).limit(1).for("update");
  return rows[0];
}
