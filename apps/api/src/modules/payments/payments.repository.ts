import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { CheckoutPaymentType } from "@ivdrips/contract/payment-methods";
import type { Executor } from "../../db/client";
import { bookings, cryptoPayments, paymentEvents, paymentSessions, purchases } from "../../db/schema";

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
export type NewPaymentSessionRow = typeof paymentSessions.$inferInsert;
export type CryptoPaymentRow = typeof cryptoPayments.$inferSelect;

/** Records a session; a second insert of the same id (an idempotent create) changes nothing. */
export async function insertPaymentSession(db: Executor, values: NewPaymentSessionRow): Promise<void> {
  await db.insert(paymentSessions).values(values).onConflictDoNothing({ target: paymentSessions.id });
}

export async function findPaymentSession(db: Executor, id: string): Promise<PaymentSessionRow | undefined> {
  const rows = await db.select().from(paymentSessions).where(eq(paymentSessions.id, id)).limit(1);
  return rows[0];
}

/** The booking's session that can still be paid, if any. */
export async function findOpenSessionOfBooking(
  db: Executor,
  bookingId: string,
  now: Date,
): Promise<PaymentSessionRow | undefined> {
  const rows = await db
    .select()
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.bookingId, bookingId),
        eq(paymentSessions.status, "open"),
        sql`${paymentSessions.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * Closes an open session, or one whose payment awaits the bank; false when it was neither (another request
 * closed it first). `paymentType`: what it was paid with, when the provider said.
 */
export async function closePaymentSession(
  db: Executor,
  id: string,
  status: "paid" | "cancelled" | "expired",
  now: Date,
  paymentType?: CheckoutPaymentType | null,
): Promise<boolean> {
  const rows = await db
    .update(paymentSessions)
    .set({ status, closedAt: now, ...(paymentType ? { paymentType } : {}) })
    .where(and(eq(paymentSessions.id, id), inArray(paymentSessions.status, ["open", "pending"])))
    .returning({ id: paymentSessions.id });
  return rows.length > 0;
}

/** An open session's payment left the checkout and awaits the bank or wallet; false when it was not open. */
export async function markSessionPending(
  db: Executor,
  id: string,
  paymentType: CheckoutPaymentType | null,
): Promise<boolean> {
  const rows = await db
    .update(paymentSessions)
    .set({ status: "pending", ...(paymentType ? { paymentType } : {}) })
    .where(and(eq(paymentSessions.id, id), eq(paymentSessions.status, "open")))
    .returning({ id: paymentSessions.id });
  return rows.length > 0;
}

/**
 * Sessions that must not be paid any more: open ones past their time, and open or pending ones whose booking
 * is no longer held. A pending session's own expiry does not count: the bank answers after the checkout closed.
 * Two reads, so the open ones' partial index serves the first.
 */
export async function listSessionsToClose(
  db: Executor,
  now: Date,
  limit: number,
): Promise<PaymentSessionRow[]> {
  const ofStatus = (status: "open" | "pending", condition: SQL | undefined) =>
    db
      .select({ session: paymentSessions })
      .from(paymentSessions)
      .innerJoin(bookings, eq(bookings.id, paymentSessions.bookingId))
      .where(and(eq(paymentSessions.status, status), condition))
      .limit(limit)
      .then((rows) => rows.map((row) => row.session));
  const open = await ofStatus(
    "open",
    or(lte(paymentSessions.expiresAt, now), ne(bookings.status, "pending")),
  );
  if (open.length >= limit) return open;
  return [...open, ...(await ofStatus("pending", ne(bookings.status, "pending")))].slice(0, limit);
}

/**
 * Sessions the provider took money for whose booking never heard of it: the sandbox records Pay before it
 * fulfils, so a process that died between the two leaves exactly this behind (Stripe redelivers its webhook
 * instead). Bookings that were paid and later refunded are not included.
 */
export function listPaidSessionsOfUnpaidBookings(db: Executor, limit: number): Promise<PaymentSessionRow[]> {
  return db
    .select({ session: paymentSessions })
    .from(paymentSessions)
    .innerJoin(bookings, eq(bookings.id, paymentSessions.bookingId))
    .where(and(eq(paymentSessions.status, "paid"), inArray(bookings.paymentStatus, ["pending", "expired"])))
    .limit(limit)
    .then((rows) => rows.map((row) => row.session));
}

/**
 * A purchase's sessions the sweep must finish (issue 39), as listSessionsToClose and
 * listPaidSessionsOfUnpaidBookings do for bookings: `toClose`, open ones past their time or whose purchase is
 * no longer pending (a pending one waits for the bank, as a booking's does); `paidUnfulfilled`, paid at the
 * provider while the purchase never heard of it (and was not flagged for support).
 */
export function listPurchaseSessions(
  db: Executor,
  which: "toClose" | "paidUnfulfilled",
  now: Date,
  limit: number,
): Promise<PaymentSessionRow[]> {
  const condition =
    which === "toClose"
      ? and(
          eq(paymentSessions.status, "open"),
          or(lte(paymentSessions.expiresAt, now), ne(purchases.status, "pending")),
        )
      : and(
          eq(paymentSessions.status, "paid"),
          ne(purchases.status, "paid"),
          isNull(purchases.attentionReason),
        );
  return db
    .select({ session: paymentSessions })
    .from(paymentSessions)
    .innerJoin(purchases, eq(purchases.id, paymentSessions.purchaseId))
    .where(condition)
    .orderBy(asc(paymentSessions.expiresAt))
    .limit(limit)
    .then((rows) => rows.map((row) => row.session));
}

export async function isEventProcessed(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, id));
  return rows.length > 0;
}

export async function markEventProcessed(db: Executor, id: string, type: string): Promise<void> {
  await db.insert(paymentEvents).values({ id, type }).onConflictDoNothing({ target: paymentEvents.id });
}

/** Inserts unless the hash is already recorded; false then (it paid for something already). */
export async function insertCryptoPayment(
  db: Executor,
  values: typeof cryptoPayments.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(cryptoPayments)
    .values(values)
    .onConflictDoNothing({ target: cryptoPayments.txHash })
    .returning({ txHash: cryptoPayments.txHash });
  return rows.length > 0;
}

export async function findCryptoPayment(db: Executor, txHash: string): Promise<CryptoPaymentRow | undefined> {
  const rows = await db.select().from(cryptoPayments).where(eq(cryptoPayments.txHash, txHash)).limit(1);
  return rows[0];
}

export async function setCryptoPaymentAttention(db: Executor, txHash: string, reason: string): Promise<void> {
  await db.update(cryptoPayments).set({ attentionReason: reason }).where(eq(cryptoPayments.txHash, txHash));
}

export function listCryptoPayments(db: Executor): Promise<CryptoPaymentRow[]> {
  return db.select().from(cryptoPayments);
}

/** Payments that paid their booking or purchase, not final yet: what the finality sweep looks at, oldest first. */
export function listUnsettledCryptoPayments(db: Executor, limit: number): Promise<CryptoPaymentRow[]> {
  return db
    .select()
    .from(cryptoPayments)
    .where(
      and(
        isNull(cryptoPayments.finalizedAt),
        isNull(cryptoPayments.attentionReason),
        or(isNotNull(cryptoPayments.bookingId), isNotNull(cryptoPayments.purchaseId)),
      ),
    )
    .orderBy(asc(cryptoPayments.createdAt))
    .limit(limit);
}

/** Still in its block at the finality depth: never checked again. */
export async function markCryptoPaymentFinal(db: Executor, txHash: string, now: Date): Promise<void> {
  await db
    .update(cryptoPayments)
    .set({ finalizedAt: now })
    .where(and(eq(cryptoPayments.txHash, txHash), isNull(cryptoPayments.finalizedAt)));
}

/**
 * Flags a payment that is not final for support; false when it was flagged or made final meanwhile (another
 * process's sweep), so support hears of it once.
 */
export async function flagUnsettledCryptoPayment(
  db: Executor,
  txHash: string,
  reason: string,
): Promise<boolean> {
  const rows = await db
    .update(cryptoPayments)
    .set({ attentionReason: reason })
    .where(
      and(
        eq(cryptoPayments.txHash, txHash),
        isNull(cryptoPayments.finalizedAt),
        isNull(cryptoPayments.attentionReason),
      ),
    )
    .returning({ txHash: cryptoPayments.txHash });
  return rows.length > 0;
}
