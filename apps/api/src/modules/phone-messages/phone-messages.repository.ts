import type { MessageChannels, MessageStatus, PhoneChannel } from "@ivdrips/contract/phone-messages";
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import {
  bookings,
  clinics,
  outboxMessages,
  phoneOptOuts,
  phoneVerifications,
  providers,
  users,
  verifiedPhones,
} from "../../db/schema";

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
export type NewOutboxMessage = Omit<typeof outboxMessages.$inferInsert, "id" | "chainId"> & {
  id?: string;
  chainId?: string;
};
export type VerifiedPhoneRow = typeof verifiedPhones.$inferSelect;
export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;

// ---------------------------------------------------------------------------------------------------------
// The message outbox

/** Inserts a message (its own chain unless one is given); undefined when its dedupeKey is already taken. */
export async function insertOutboxMessage(
  db: Executor,
  message: NewOutboxMessage,
): Promise<OutboxMessageRow | undefined> {
  const id = message.id ?? crypto.randomUUID();
  const rows = await db
    .insert(outboxMessages)
    .values({ ...message, id, chainId: message.chainId ?? id })
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning();
  return rows[0];
}

/** As claimDueEmails: up to `limit` queued messages, claimed until `leaseUntil`, an attempt counted. */
export function claimDueMessages(
  db: Executor,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxMessageRow[]> {
  const due = db.$with("due").as(
    db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.status, "queued"),
          sql`${outboxMessages.availableAt} <= ${options.now}`,
          or(isNull(outboxMessages.lockedUntil), lt(outboxMessages.lockedUntil, options.now)),
        ),
      )
      .orderBy(asc(outboxMessages.availableAt), asc(outboxMessages.createdAt))
      .limit(options.limit)
      .for("update", { skipLocked: true }),
  );
  return db
    .with(due)
    .update(outboxMessages)
    .set({ lockedUntil: options.leaseUntil, attempts: sql`${outboxMessages.attempts} + 1` })
    .where(inArray(outboxMessages.id, db.select({ id: due.id }).from(due)))
    .returning();
}

export async function releaseMessageClaims(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outboxMessages)
    .set({ lockedUntil: null, attempts: sql`greatest(${outboxMessages.attempts} - 1, 0)` })
    .where(and(inArray(outboxMessages.id, ids), eq(outboxMessages.status, "queued")));
}

/**
 * The provider took it: sent. Its code is forgotten when nothing more can come of it (`final`: an SMS has no
 * delivery reports); a WhatsApp message keeps it until delivered or failed, for the SMS that may stand in.
 * Only while the claim is this sender's.
 */
export async function markMessageSent(
  db: Executor,
  claim: { id: string; claimedUntil: Date },
  sent: { providerMessageId: string; at: Date; final: boolean },
): Promise<boolean> {
  const rows = await db
    .update(outboxMessages)
    .set({
      status: "sent",
      providerMessageId: sent.providerMessageId,
      sentAt: sent.at,
      statusAt: sent.at,
      lockedUntil: null,
      lastError: null,
      ...(sent.final ? { sealedCredential: null } : {}),
    })
    .where(
      and(
        eq(outboxMessages.id, claim.id),
        eq(outboxMessages.lockedUntil, claim.claimedUntil),
        eq(outboxMessages.status, "queued"),
      ),
    )
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
}

/**
 * A failed attempt: tried again from `retryAt`, or failed for good at `failedAt` (its code kept for the
 * fallback, which forgets it: message-dispatcher.ts fallBack). Only under the claim.
 */
export async function markMessageAttemptFailed(
  db: Executor,
  claim: { id: string; claimedUntil: Date },
  outcome: { error: string; retryAt: Date; failedAt?: Date },
): Promise<OutboxMessageRow | undefined> {
  const rows = await db
    .update(outboxMessages)
    .set({
      lockedUntil: null,
      availableAt: outcome.retryAt,
      lastError: outcome.error,
      ...(outcome.failedAt
        ? {
            status: "failed" as const,
            failedAt: outcome.failedAt,
            statusAt: outcome.failedAt,
          }
        : {}),
    })
    .where(
      and(
        eq(outboxMessages.id, claim.id),
        eq(outboxMessages.lockedUntil, claim.claimedUntil),
        eq(outboxMessages.status, "queued"),
      ),
    )
    .returning();
  return rows[0];
}

/** Where each status may come from: a status only moves forward, and a failure ends a message not yet delivered. */
const EARLIER: Record<Exclude<MessageStatus, "queued">, MessageStatus[]> = {
  sent: ["queued"],
  delivered: ["queued", "sent"],
  read: ["queued", "sent", "delivered"],
  failed: ["queued", "sent"],
};

/**
 * Moves a message the provider reports on (by its id) to `status`, when that is a step forward; answers the
 * row as it now is, or undefined when nothing changed (unknown id, a replay, an older report).
 */
export async function advanceMessageStatus(
  db: Executor,
  providerMessageId: string,
  report: { status: Exclude<MessageStatus, "queued">; at: Date; error?: string },
): Promise<OutboxMessageRow | undefined> {
  const stamp = {
    sent: { sentAt: report.at },
    delivered: { deliveredAt: report.at },
    read: { readAt: report.at },
    failed: { failedAt: report.at, lastError: report.error ?? "failed" },
  }[report.status];
  const rows = await db
    .update(outboxMessages)
    .set({ status: report.status, statusAt: report.at, lockedUntil: null, ...stamp })
    .where(
      and(
        eq(outboxMessages.providerMessageId, providerMessageId),
        inArray(outboxMessages.status, EARLIER[report.status]),
      ),
    )
    .returning();
  return rows[0];
}

/** Forgets the code a message carried (it arrived, or failed and its fallback has its own copy). */
export async function forgetMessageCredential(db: Executor, id: string): Promise<void> {
  await db.update(outboxMessages).set({ sealedCredential: null }).where(eq(outboxMessages.id, id));
}

export function findOutboxMessage(db: Executor, id: string): Promise<OutboxMessageRow | undefined> {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.id, id))
    .then((rows) => rows[0]);
}

export function listMessagesOfBooking(db: Executor, bookingId: string): Promise<OutboxMessageRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.bookingId, bookingId))
    .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id));
}

export function listOutboxMessages(db: Executor): Promise<OutboxMessageRow[]> {
  return db.select().from(outboxMessages).orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id));
}

/** Messages by channel and status, for /metrics. */
export function countMessagesByChannelAndStatus(
  db: Executor,
): Promise<{ channel: PhoneChannel; status: MessageStatus; count: number }[]> {
  return db
    .select({
      channel: outboxMessages.channel,
      status: outboxMessages.status,
      count: sql<number>`count(*)::int`,
    })
    .from(outboxMessages)
    .groupBy(outboxMessages.channel, outboxMessages.status);
}

/** Chains whose last message failed (no fallback stands in for it), created after `since`: the dashboard's. */
export async function countFailedMessages(db: Executor, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.status, "failed"),
        gt(outboxMessages.createdAt, since),
        sql`not exists (select 1 from ${outboxMessages} as later where later.fallback_of = ${outboxMessages.id})`,
      ),
    );
  return row?.count ?? 0;
}

/** Deletes messages finished (delivered, read, failed, or sent and never reported on) before `before`. */
export async function purgeFinishedMessages(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(outboxMessages)
    .where(and(sql`${outboxMessages.status} <> 'queued'`, lt(outboxMessages.statusAt, before)))
    .returning({ id: outboxMessages.id });
  return rows.length;
}

// ---------------------------------------------------------------------------------------------------------
// Who a booking's messages go to

/** The booking's customer: their channels, language, and verified number (null without one). */
export async function findCustomerOfBooking(
  db: Executor,
  bookingId: string,
): Promise<{ userId: string; messageChannels: unknown; deleted: boolean; phone: string | null } | undefined> {
  const [row] = await db
    .select({
      userId: users.id,
      messageChannels: users.messageChannels,
      deletedAt: users.deletedAt,
      phone: verifiedPhones.phone,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(verifiedPhones, eq(verifiedPhones.userId, users.id))
    .where(eq(bookings.id, bookingId));
  return row && { ...row, deleted: row.deletedAt !== null };
}

/** The booking's clinic and its coordinator's number. */
export async function findClinicOfBooking(
  db: Executor,
  bookingId: string,
): Promise<{ clinicId: string; phone: string | null } | undefined> {
  const [row] = await db
    .select({ clinicId: clinics.id, phone: clinics.coordinatorPhone })
    .from(bookings)
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .innerJoin(clinics, eq(clinics.id, providers.clinicId))
    .where(eq(bookings.id, bookingId));
  return row;
}

// ---------------------------------------------------------------------------------------------------------
// The channels a customer chose (users.message_channels, read through contract messageChannelsOf)

export async function findMessageChannels(db: Executor, userId: string): Promise<unknown> {
  const [row] = await db
    .select({ messageChannels: users.messageChannels })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row?.messageChannels ?? {};
}

export async function saveMessageChannels(
  db: Executor,
  userId: string,
  channels: MessageChannels,
): Promise<void> {
  await db
    .update(users)
    .set({ messageChannels: channels, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
}

// ---------------------------------------------------------------------------------------------------------
// Numbers: verified, verifying, opted out

export function findVerifiedPhone(db: Executor, userId: string): Promise<VerifiedPhoneRow | undefined> {
  return db
    .select()
    .from(verifiedPhones)
    .where(eq(verifiedPhones.userId, userId))
    .then((rows) => rows[0]);
}

export async function saveVerifiedPhone(db: Executor, row: VerifiedPhoneRow): Promise<void> {
  await db
    .insert(verifiedPhones)
    .values(row)
    .onConflictDoUpdate({
      target: verifiedPhones.userId,
      set: {
        phone: row.phone,
        verifiedAt: row.verifiedAt,
        optInAt: row.optInAt,
        optInVersion: row.optInVersion,
      },
    });
}

export async function deleteVerifiedPhone(db: Executor, userId: string): Promise<void> {
  await db.delete(verifiedPhones).where(eq(verifiedPhones.userId, userId));
}

/** The language of the account a number is verified for (the first, when several share it). */
export async function findLanguageOfPhone(db: Executor, phone: string): Promise<string | undefined> {
  const [row] = await db
    .select({ language: users.language })
    .from(verifiedPhones)
    .innerJoin(users, eq(users.id, verifiedPhones.userId))
    .where(eq(verifiedPhones.phone, phone))
    .orderBy(asc(verifiedPhones.verifiedAt))
    .limit(1);
  return row?.language;
}

export async function insertPhoneVerification(
  db: Executor,
  row: typeof phoneVerifications.$inferInsert,
): Promise<PhoneVerificationRow> {
  const [inserted] = await db.insert(phoneVerifications).values(row).returning();
  if (!inserted) throw new Error("the phone verification was not stored");
  return inserted;
}

/** Closes every open code of the customer (a new one replaces them, or one was confirmed). */
export async function closePhoneVerifications(db: Executor, userId: string, at: Date): Promise<void> {
  await db
    .update(phoneVerifications)
    .set({ closedAt: at })
    .where(and(eq(phoneVerifications.userId, userId), isNull(phoneVerifications.closedAt)));
}

/** The customer's latest open code for `phone`, locked (its tries are counted under the lock). */
export function lockOpenVerification(
  db: Executor,
  userId: string,
  phone: string,
): Promise<PhoneVerificationRow | undefined> {
  return db
    .select()
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.userId, userId),
        eq(phoneVerifications.phone, phone),
        isNull(phoneVerifications.closedAt),
      ),
    )
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1)
    .for("update")
    .then((rows) => rows[0]);
}

export async function countVerificationTry(db: Executor, id: string, closeAt?: Date): Promise<void> {
  await db
    .update(phoneVerifications)
    .set({ tries: sql`${phoneVerifications.tries} + 1`, ...(closeAt ? { closedAt: closeAt } : {}) })
    .where(eq(phoneVerifications.id, id));
}

/** Codes the customer asked for since `since` (any number). */
export async function countVerificationsSince(db: Executor, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.userId, userId), gt(phoneVerifications.createdAt, since)));
  return row?.count ?? 0;
}

/** Codes sent to `phone` since `since`, for any account. */
export async function countCodesToPhoneSince(db: Executor, phone: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.phone, phone), gt(phoneVerifications.createdAt, since)));
  return row?.count ?? 0;
}

/** The earliest code the customer asked for since `since`: when the oldest of the window lapses. */
export async function firstVerificationSince(
  db: Executor,
  userId: string,
  since: Date,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: phoneVerifications.createdAt })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.userId, userId), gt(phoneVerifications.createdAt, since)))
    .orderBy(asc(phoneVerifications.createdAt))
    .limit(1);
  return row?.createdAt;
}

export async function isOptedOut(db: Executor, phone: string): Promise<boolean> {
  const rows = await db
    .select({ phone: phoneOptOuts.phone })
    .from(phoneOptOuts)
    .where(eq(phoneOptOuts.phone, phone));
  return rows.length > 0;
}

/** Records a STOP; true when the number was not opted out already. */
export async function insertOptOut(db: Executor, phone: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(phoneOptOuts)
    .values({ phone, optedOutAt: at })
    .onConflictDoNothing()
    .returning({ phone: phoneOptOuts.phone });
  return rows.length > 0;
}

/** Records a START; true when the number was opted out. */
export async function deleteOptOut(db: Executor, phone: string): Promise<boolean> {
  const rows = await db
    .delete(phoneOptOuts)
    .where(eq(phoneOptOuts.phone, phone))
    .returning({ phone: phoneOptOuts.phone });
  return rows.length > 0;
}

/** Account deletion: the number, its codes, and every message to the customer go. */
export async function forgetPhoneOfUser(db: Executor, userId: string): Promise<void> {
  await db.delete(verifiedPhones).where(eq(verifiedPhones.userId, userId));
  await db.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
  await db.delete(outboxMessages).where(eq(outboxMessages.userId, userId));
}
