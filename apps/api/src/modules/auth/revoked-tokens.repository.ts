import { and, eq, isNull, lt } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { revokedTokens, users } from "../../db/schema";

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

/** Whether a customer token's account still exists: deleting an account revokes every token it was given. */
export async function isCustomerActive(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return rows.length > 0;
}
