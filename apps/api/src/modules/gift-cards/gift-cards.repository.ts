import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { giftCardLedger, giftCardOrders, giftCards, purchases } from "../../db/schema";

export type GiftCardRow = typeof giftCards.$inferSelect;
export type NewGiftCardRow = typeof giftCards.$inferInsert;
export type GiftCardEntryRow = typeof giftCardLedger.$inferSelect;
export type NewGiftCardEntry = Pick<
  typeof giftCardLedger.$inferInsert,
  "kind" | "deltaSen" | "bookingId" | "purchaseId" | "createdAt"
>;

/** What a redemption paid for, and what its refund gives back to: a booking, or a purchase (a package). */
export type GiftCardUse = { bookingId: string } | { purchaseId: string };

export async function insertGiftCard(db: Executor, values: NewGiftCardRow): Promise<GiftCardRow> {
  const [row] = await db.insert(giftCards).values(values).returning();
  if (!row) throw new Error("the gift card was not written");
  return row;
}

export async function findGiftCardByCodeHash(
  db: Executor,
  codeHash: string,
): Promise<GiftCardRow | undefined> {
  const rows = await db.select().from(giftCards).where(eq(giftCards.codeHash, codeHash)).limit(1);
  return rows[0];
}

export async function findGiftCard(db: Executor, id: string): Promise<GiftCardRow | undefined> {
  const rows = await db.select().from(giftCards).where(eq(giftCards.id, id)).limit(1);
  return rows[0];
}

/** Locks the card: every append to its ledger happens under this lock, one at a time. */
export async function lockGiftCard(db: Executor, id: string): Promise<GiftCardRow | undefined> {
  const rows = await db.select().from(giftCards).where(eq(giftCards.id, id)).for("update");
  return rows[0];
}

export async function markGiftCardVoid(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(giftCards).set({ status: "void", voidedAt: now }).where(eq(giftCards.id, id));
}

export async function lastGiftCardEntry(
  db: Executor,
  giftCardId: string,
): Promise<GiftCardEntryRow | undefined> {
  const rows = await db
    .select()
    .from(giftCardLedger)
    .where(eq(giftCardLedger.giftCardId, giftCardId))
    .orderBy(desc(giftCardLedger.seq))
    .limit(1);
  return rows[0];
}

/**
 * Appends an entry after `last` (the card locked by the caller): its sequence number follows, and the balance
 * after it is checked by the database never to go below zero.
 */
export async function appendGiftCardEntry(
  db: Executor,
  giftCardId: string,
  last: GiftCardEntryRow | undefined,
  entry: NewGiftCardEntry,
): Promise<GiftCardEntryRow> {
  const [row] = await db
    .insert(giftCardLedger)
    .values({
      ...entry,
      giftCardId,
      seq: (last?.seq ?? 0) + 1,
      balanceAfterSen: (last?.balanceAfterSen ?? 0) + entry.deltaSen,
    })
    .returning();
  if (!row) throw new Error("the gift card entry was not written");
  return row;
}

/** An entry as the console lists it: with the reference of the purchase it was for, if any. */
export type LedgerLine = GiftCardEntryRow & { purchaseReference: string | null };

export async function giftCardEntries(db: Executor, giftCardId: string): Promise<LedgerLine[]> {
  const rows = await db
    .select({ entry: giftCardLedger, purchaseReference: purchases.reference })
    .from(giftCardLedger)
    .leftJoin(purchases, eq(purchases.id, giftCardLedger.purchaseId))
    .where(eq(giftCardLedger.giftCardId, giftCardId))
    .orderBy(asc(giftCardLedger.seq));
  return rows.map(({ entry, purchaseReference }) => ({ ...entry, purchaseReference }));
}

/** The entries of one use (a booking, a purchase) on every card, oldest first: what a refund gives back. */
export function giftCardEntriesOfUse(db: Executor, use: GiftCardUse): Promise<GiftCardEntryRow[]> {
  return db
    .select()
    .from(giftCardLedger)
    .where(
      "bookingId" in use
        ? eq(giftCardLedger.bookingId, use.bookingId)
        : eq(giftCardLedger.purchaseId, use.purchaseId),
    )
    .orderBy(asc(giftCardLedger.createdAt), asc(giftCardLedger.seq));
}

export type GiftCardOrderRow = typeof giftCardOrders.$inferSelect;

export async function insertGiftCardOrder(
  db: Executor,
  values: typeof giftCardOrders.$inferInsert,
): Promise<void> {
  await db.insert(giftCardOrders).values(values);
}

export async function findGiftCardOrder(
  db: Executor,
  purchaseId: string,
): Promise<GiftCardOrderRow | undefined> {
  return (
    await db.select().from(giftCardOrders).where(eq(giftCardOrders.purchaseId, purchaseId)).limit(1)
  )[0];
}

/** The order of a gift card `userId` bought (paid or not); none when it is another customer's. */
export async function findGiftCardOrderOfBuyer(
  db: Executor,
  purchaseId: string,
  userId: string,
): Promise<GiftCardOrderRow | undefined> {
  const rows = await db
    .select({ order: giftCardOrders })
    .from(giftCardOrders)
    .innerJoin(purchases, eq(purchases.id, giftCardOrders.purchaseId))
    .where(and(eq(giftCardOrders.purchaseId, purchaseId), eq(purchases.userId, userId)))
    .limit(1);
  return rows[0]?.order;
}

export async function setGiftCardOfOrder(
  db: Executor,
  purchaseId: string,
  giftCardId: string,
): Promise<void> {
  await db.update(giftCardOrders).set({ giftCardId }).where(eq(giftCardOrders.purchaseId, purchaseId));
}

/** What every card still holds, in sen: the ledger's sum (a void card's void entry took its balance to 0). */
export async function outstandingBalanceSen(db: Executor): Promise<number> {
  const [row] = await db
    .select({ sen: sql<number>`coalesce(sum(${giftCardLedger.deltaSen}), 0)::int` })
    .from(giftCardLedger);
  return row?.sen ?? 0;
}
