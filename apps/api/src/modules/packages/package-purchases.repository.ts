import { and, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { bookings, packagePurchases, purchases, services } from "../../db/schema";

export type PurchaseRow = typeof purchases.$inferSelect;
export type PackagePurchaseRow = typeof packagePurchases.$inferSelect;

/** A package bought (or being paid for): the purchase and the terms it copied. */
export interface PackagePurchaseRecord {
  purchase: PurchaseRow;
  terms: PackagePurchaseRow;
}

/** A package's terms as bought, beside its purchase. */
export async function insertPackageTerms(
  db: Executor,
  terms: typeof packagePurchases.$inferInsert,
): Promise<PackagePurchaseRow> {
  const [row] = await db.insert(packagePurchases).values(terms).returning();
  if (!row) throw new Error("package purchase not inserted");
  return row;
}

/** A purchase's package terms. */
export async function findPackageTerms(
  db: Executor,
  purchaseId: string,
): Promise<PackagePurchaseRow | undefined> {
  return (
    await db.select().from(packagePurchases).where(eq(packagePurchases.purchaseId, purchaseId)).limit(1)
  )[0];
}

function selectRecords(db: Executor) {
  return db
    .select({ purchase: purchases, terms: packagePurchases })
    .from(purchases)
    .innerJoin(packagePurchases, eq(packagePurchases.purchaseId, purchases.id));
}

export async function findPackagePurchase(
  db: Executor,
  id: string,
): Promise<PackagePurchaseRecord | undefined> {
  return (await selectRecords(db).where(eq(purchases.id, id)).limit(1))[0];
}

/** Locks the purchase's row in `tx`: its credits are taken and its payment recorded one at a time. */
export async function lockPackagePurchase(
  db: Executor,
  id: string,
): Promise<PackagePurchaseRecord | undefined> {
  return (await selectRecords(db).where(eq(purchases.id, id)).limit(1).for("update", { of: purchases }))[0];
}

/** A customer's packages paid for, the newest first. */
export function listPaidPackagePurchasesOf(db: Executor, userId: string): Promise<PackagePurchaseRecord[]> {
  return selectRecords(db)
    .where(and(eq(purchases.userId, userId), eq(purchases.status, "paid")))
    .orderBy(desc(purchases.paidAt));
}

export async function setCreditsExpiry(db: Executor, purchaseId: string, expiresAt: Date): Promise<void> {
  await db.update(packagePurchases).set({ expiresAt }).where(eq(packagePurchases.purchaseId, purchaseId));
}

/**
 * Credits of each purchase in use: one a drip of each booking that took them and has not given them back. A
 * hold counts while open; a hold let go never paid, so its credits count no more.
 */
export async function creditsInUse(
  db: Executor,
  purchaseIds: readonly string[],
): Promise<Map<string, number>> {
  if (purchaseIds.length === 0) return new Map();
  const rows = await db
    .select({
      purchaseId: bookings.creditPurchaseId,
      used: sql<number>`coalesce(sum(${bookings.quantity}), 0)::int`,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.creditPurchaseId, [...purchaseIds]),
        eq(bookings.creditReturned, false),
        or(isNotNull(bookings.paidAt), eq(bookings.status, "pending")),
      ),
    )
    .groupBy(bookings.creditPurchaseId);
  return new Map(rows.flatMap((row) => (row.purchaseId ? [[row.purchaseId, row.used]] : [])));
}

/** The names of the services a purchase covers, in the catalogue's name order. */
export async function servicesNamed(
  db: Executor,
  ids: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(inArray(services.id, [...ids]))
    .orderBy(services.name);
}
