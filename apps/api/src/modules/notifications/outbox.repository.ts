import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { outboxEmails } from "../../db/schema";
import type { OutboxEmailInput } from "./outbox-email";

export type OutboxEmailRow = typeof outboxEmails.$inferSelect;

/** Inserts an email to send; false when one with its dedupeKey is already queued (or sent). */
export async function insertOutboxEmail(db: Executor, email: OutboxEmailInput): Promise<boolean> {
  const rows = await db
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
      sealedCredential: email.sealedCredential ?? null,
      heldForChain: email.heldForChain ?? null,
      ...(email.availableAt ? { availableAt: email.availableAt } : {}),
    })
    .onConflictDoNothing({ target: outboxEmails.dedupeKey })
    .returning({ id: outboxEmails.id });
  return rows.length > 0;
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
          isNull(outboxEmails.heldForChain),
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

/** How many emails of `kind` were queued to `toAddress` to go out after `after` (any letter case). */
export async function countOutboxEmailsTo(
  db: Executor,
  filter: { kind: string; toAddress: string; after: Date },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.kind, filter.kind),
        eq(sql`lower(${outboxEmails.toAddress})`, filter.toAddress.toLowerCase()),
        gt(outboxEmails.availableAt, filter.after),
      ),
    );
  return row?.count ?? 0;
}

/** Records that the email went out, and forgets the credential it carried. */
export async function markEmailSent(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(outboxEmails)
    .set({ sentAt: now, lockedUntil: null, lastError: null, sealedCredential: null })
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
      // An email given up on will never need its credential.
      ...(outcome.giveUpAt ? { failedAt: outcome.giveUpAt, sealedCredential: null } : {}),
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

/**
 * Deletes emails sent, or given up on, before `before`: their bodies (names, addresses, bookings) need not be
 * kept once delivered. So are emails still held for a message queued before then (one whose phone never
 * reported back). Returns how many went.
 */
export async function purgeFinishedEmails(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(outboxEmails)
    .where(
      or(
        lt(outboxEmails.sentAt, before),
        lt(outboxEmails.failedAt, before),
        and(isNotNull(outboxEmails.heldForChain), lt(outboxEmails.createdAt, before)),
      ),
    )
    .returning({ id: outboxEmails.id });
  return rows.length;
}

export function listOutboxEmails(db: Executor): Promise<OutboxEmailRow[]> {
  return db.select().from(outboxEmails).orderBy(asc(outboxEmails.createdAt), asc(outboxEmails.id));
}

/** Deletes the booking's unsent emails of `kinds`. */
export async function deleteUnsentEmailsOfBooking(
  db: Executor,
  bookingId: string,
  kinds: readonly string[],
): Promise<void> {
  if (kinds.length === 0) return;
  await db
    .delete(outboxEmails)
    .where(
      and(
        eq(outboxEmails.bookingId, bookingId),
        inArray(outboxEmails.kind, [...kinds]),
        isNull(outboxEmails.sentAt),
      ),
    );
}

export const ERASED = "[erased]";

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Account deletion: removes a customer's personal data from the outbox. Emails to the customer, and every
 * email about their bookings that was already sent, are deleted; unsent emails to others about those bookings
 * (a clinic's notice, support's refund to make) still go out, with the personal values replaced. Emails of an
 * `unboundKinds` kind that belong to no booking are about the customer when their text names one of the
 * customer's email addresses or phone numbers, and are treated the same way.
 */
export async function eraseCustomerEmails(
  db: Executor,
  subject: {
    bookingIds: string[];
    customerEmails: string[];
    customerPhones: string[];
    personalValues: string[];
    unboundKinds: readonly string[];
  },
  escapeHtml: (value: string) => string,
): Promise<void> {
  const emails = [...new Set(subject.customerEmails.map((email) => email.trim().toLowerCase()))].filter(
    (email) => email.length > 0,
  );
  const byCustomer = emails.length > 0 ? inArray(sql`lower(${outboxEmails.toAddress})`, emails) : undefined;
  const ofBookings =
    subject.bookingIds.length > 0 ? inArray(outboxEmails.bookingId, subject.bookingIds) : undefined;
  const identifiers = [
    ...emails,
    ...subject.customerPhones.map((phone) => phone.trim()).filter((phone) => phone.length >= 5),
  ];
  const namingCustomer =
    subject.unboundKinds.length > 0 && identifiers.length > 0
      ? and(
          inArray(outboxEmails.kind, [...subject.unboundKinds]),
          isNull(outboxEmails.bookingId),
          or(
            ...identifiers.map(
              (value) => sql`strpos(lower(${outboxEmails.textBody}), ${value.toLowerCase()}) > 0`,
            ),
          ),
        )
      : undefined;
  const aboutCustomer = or(ofBookings, namingCustomer);
  await db
    .delete(outboxEmails)
    .where(or(byCustomer, aboutCustomer && and(aboutCustomer, isNotNull(outboxEmails.sentAt))));
  if (!aboutCustomer) return;

  // Longest first, so a value that contains another (a full name and its first name) is replaced whole; in
  // any letter case, as a customer may type their email address.
  const values = [
    ...new Set(subject.personalValues.map((value) => value.trim()).filter((value) => value.length >= 2)),
  ].flatMap((value) => [value, escapeHtml(value)]);
  const pattern = new RegExp(
    [...new Set(values)]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join("|"),
    "gi",
  );
  const scrub = (text: string) => (values.length > 0 ? text.replace(pattern, ERASED) : text);
  const remaining = await db.select().from(outboxEmails).where(aboutCustomer);
  for (const row of remaining) {
    await db
      .update(outboxEmails)
      .set({
        subject: scrub(row.subject),
        textBody: scrub(row.textBody),
        htmlBody: scrub(row.htmlBody),
        attachments: row.attachments.map((attachment) => ({
          ...attachment,
          content: scrub(attachment.content),
        })),
      })
      .where(eq(outboxEmails.id, row.id));
  }
}

/** The email held for a chain of messages goes out now: the messages failed. True when there was one. */
export async function releaseHeldEmail(db: Executor, chainId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(outboxEmails)
    .set({ heldForChain: null, availableAt: now })
    .where(and(eq(outboxEmails.heldForChain, chainId), isNull(outboxEmails.sentAt)))
    .returning({ id: outboxEmails.id });
  return rows.length > 0;
}

/** The email held for a chain of messages is not needed: a message arrived. */
export async function dropHeldEmail(db: Executor, chainId: string): Promise<void> {
  await db
    .delete(outboxEmails)
    .where(and(eq(outboxEmails.heldForChain, chainId), isNull(outboxEmails.sentAt)));
}
