import { and, asc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { purchases, users } from "../../db/schema";

export type PurchaseRow = typeof purchases.$inferSelect;
export type NewPurchaseRow = typeof purchases.$inferInsert;

export async function insertPurchase(db: Executor, values: NewPurchaseRow): Promise<PurchaseRow> {
  const [row] = await db.insert(purchases).values(values).returning();
  if (!row) throw new Error("purchase not inserted");
  return row;
}

export async function findPurchase(db: Executor, id: string): Promise<PurchaseRow | undefined> {
  return (await db.select().from(purchases).where(eq(purchases.id, id)).limit(1))[0];
}

/** Locks the purchase's row in `tx`: its payment is recorded (and a package's credits taken) one at a time. */
export async function lockPurchase(db: Executor, id: string): Promise<PurchaseRow | undefined> {
  return (await db.select().from(purchases).where(eq(purchases.id, id)).limit(1).for("update"))[0];
}

export async function updatePurchase(
  db: Executor,
  id: string,
  changes: Partial<NewPurchaseRow>,
): Promise<void> {
  await db.update(purchases).set(changes).where(eq(purchases.id, id));
}

/** The buyer's email and language, which the hosted checkout and the emails use. */
export async function buyerOf(
  db: Executor,
  userId: string,
): Promise<{ email: string; fullName: string; language: string } | undefined> {
  const rows = await db
    .select({ email: users.email, fullName: users.fullName, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

/** Purchases paid since `since`, by kind: how many, and what they came to in sen. */
export async function paidTotalsSince(
  db: Executor,
  since: Date,
): Promise<{ kind: PurchaseRow["kind"]; count: number; amountSen: number }[]> {
  return db
    .select({
      kind: purchases.kind,
      count: sql<number>`count(*)::int`,
      amountSen: sql<number>`coalesce(sum(${purchases.amountSen}), 0)::int`,
    })
    .from(purchases)
    .where(and(eq(purchases.status, "paid"), gte(purchases.paidAt, since)))
    .groupBy(purchases.kind);
}

/** Pending purchases waiting for a payment by `method` without a checkout, opened before `before`. */
export async function listPendingWithoutSession(
  db: Executor,
  { method, before, limit }: { method: string; before: Date; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.status, "pending"),
        eq(purchases.paymentMethod, method),
        isNull(purchases.paymentSessionId),
        lt(purchases.createdAt, before),
      ),
    )
    .orderBy(asc(purchases.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
