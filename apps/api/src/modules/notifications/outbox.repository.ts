import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { outboxEmails } from "../../db/schema";
import type { EmailAttachment } from "./mail-transport";

export type OutboxEmailRow = typeof outboxEmails.$inferSelect;

export interface OutboxEmailInput {
  kind: string;
  bookingId?: string;
  /** A second email with the same key is not queued (e.g. `booking_approved:{bookingId}`). */
  dedupeKey?: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  attachments?: EmailAttachment[];
  /** When it may be sent; the database's now() when omitted. Callers with an injected clock pass its now. */
  availableAt?: Date;
}

/**
 * Queues an email. Pass the transaction that makes the change it announces: the email then exists exactly
 * when the change committed. An email whose dedupeKey is already queued (or sent) is silently dropped.
 */
export async function enqueueEmail(db: Executor, email: OutboxEmailInput): Promise<void> {
  await db
    .insert(outboxEmails)
    .values({
      kind: email.kind,
      bookingId: email.bookingId ?? null,
      dedupeKey: email.dedupeKey ?? null,
      toAddress: email.toAddress,
      subject: email.subject,
      textBody: email.textBody,
      htmlBody: email.htmlBody,
      attachments: email.attachments ?? [],
      ...(email.availableAt ? { availableAt: email.availableAt } : {}),
    })
    .onConflictDoNothing({ target: outboxEmails.dedupeKey });
}

/**
 * Claims up to `limit` due emails until `leaseUntil`, counting an attempt, in one statement that commits at
 * once. SKIP LOCKED lets concurrent dispatchers take disjoint rows; the lease keeps a claimed row from being
 * claimed again until it runs out, which is also how a row claimed by a process that died gets sent.
 */
export function claimDueEmails(
  db: Executor,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxEmailRow[]> {
  // A CTE that locks is evaluated once, so the update takes exactly the rows it locked (at most `limit`).
  const due = db.$with("due").as(
    db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          isNull(outboxEmails.sentAt),
          isNull(outboxEmails.failedAt),
          lte(outboxEmails.availableAt, options.now),
          or(isNull(outboxEmails.lockedUntil), lt(outboxEmails.lockedUntil, options.now)),
        ),
      )
      .orderBy(asc(outboxEmails.availableAt), asc(outboxEmails.createdAt))
      .limit(options.limit)
      .for("update", { skipLocked: true }),
  );
  return db
    .with(due)
    .update(outboxEmails)
    .set({ lockedUntil: options.leaseUntil, attempts: sql`${outboxEmails.attempts} + 1` })
    .where(inArray(outboxEmails.id, db.select({ id: due.id }).from(due)))
    .returning();
}

export async function markEmailSent(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(outboxEmails)
    .set({ sentAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(outboxEmails.id, id), isNull(outboxEmails.sentAt)));
}

/**
 * Records a failed attempt: tried again from `retryAt`, or given up on when `giveUpAt` is set. Only while the
 * claim is still this sender's (`claimedUntil`): a sender whose lease ran out must not undo another's work.
 */
export async function markEmailAttemptFailed(
  db: Executor,
  claim: { id: string; claimedUntil: Date },
  outcome: { error: string; retryAt: Date; giveUpAt?: Date },
): Promise<boolean> {
  const rows = await db
    .update(outboxEmails)
    .set({
      lockedUntil: null,
      availableAt: outcome.retryAt,
      lastError: outcome.error,
      ...(outcome.giveUpAt ? { failedAt: outcome.giveUpAt } : {}),
    })
    .where(
      and(
        eq(outboxEmails.id, claim.id),
        eq(outboxEmails.lockedUntil, claim.claimedUntil),
        isNull(outboxEmails.sentAt),
      ),
    )
    .returning({ id: outboxEmails.id });
  return rows.length > 0;
}

/** Hands back claimed rows that were not tried (on shutdown), so another dispatcher needn't wait a lease. */
export async function releaseEmailClaims(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outboxEmails)
    .set({ lockedUntil: null, attempts: sql`greatest(${outboxEmails.attempts} - 1, 0)` })
    .where(and(inArray(outboxEmails.id, ids), isNull(outboxEmails.sentAt)));
}

export function listOutboxEmails(db: Executor): Promise<OutboxEmailRow[]> {
  return db.select().from(outboxEmails).orderBy(asc(outboxEmails.createdAt), asc(outboxEmails.id));
}
