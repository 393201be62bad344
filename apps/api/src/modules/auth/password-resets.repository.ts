import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { passwordResetTokens, users } from "../../db/schema";

export async function insertResetToken(
  db: Executor,
  values: { tokenHash: string; userId: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** Holds the account's row until the transaction ends, so that its reset requests are counted one at a time. */
export async function lockAccountForReset(db: Executor, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** Drops every reset token of an account (a newer one replaces them; a used one ends them). */
export async function deleteResetTokensOfUser(db: Executor, userId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}

/**
 * Takes a token that has not expired, once: the row is deleted as it is read, so a second use (even at the
 * same moment) finds nothing. Returns the account it belongs to.
 */
export async function takeResetToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const rows = await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return rows[0]?.userId;
}

export async function purgeExpiredResetTokens(db: Executor, now: Date): Promise<void> {
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
}

/**
 * Sets an active account's password and ends every session it had. Returns the new session version, or
 * undefined when the account is gone.
 */
export async function setUserPassword(
  db: Executor,
  userId: string,
  passwordHash: string,
): Promise<number | undefined> {
  const rows = await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ sessionVersion: users.sessionVersion });
  return rows[0]?.sessionVersion;
}
