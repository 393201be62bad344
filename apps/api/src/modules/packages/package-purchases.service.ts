import type { PackageCredit } from "@ivdrips/contract/drip-packages";
import { addMonths, klDateOf, klInstant } from "@ivdrips/contract/kl-dates";
import { formatRm } from "@ivdrips/contract/money";
import type { Database, Executor } from "../../db/client";
import { inTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { isUuid } from "../../lib/uuid";
import type { PurchaseFulfilment, PurchaseRow, Purchases } from "../purchases/purchases.service";
import { findDripPackage } from "./packages.repository";
import {
  creditsInUse,
  findPackagePurchase,
  findPackageTerms,
  insertPackageTerms,
  listPaidPackagePurchasesOf,
  lockPackagePurchase,
  servicesNamed,
  setCreditsExpiry,
  type PackagePurchaseRecord,
} from "./package-purchases.repository";

/** When a package's credits end: the end of the KL day `validMonths` after the day it was paid. */
export function creditsExpiryOf(paidAt: Date, validMonths: number): Date {
  return klInstant(addMonths(klDateOf(paidAt), validMonths), 24);
}

/** What a booking asks of a purchase's credits. */
export interface CreditRequest {
  purchaseId: string;
  userId: string;
  serviceId: string;
  /** Drips: one credit each. */
  quantity: number;
  windowStartsAt: Date;
  now: Date;
}

/**
 * Packages bought (issue 39): a purchase paid through the hosted checkout gives credits that run for the
 * package's months from the payment; a booking takes one a drip under the purchase's row lock, so two bookings
 * can never spend the same credit.
 */
export function createPackagePurchases({ db, clock }: { db: Database; clock: Clock }) {
  const termsOf = async (tx: Executor, purchase: PurchaseRow) => {
    const terms = await findPackageTerms(tx, purchase.id);
    if (!terms) throw new AppError("NOT_FOUND", "packageNotFound");
    return terms;
  };

  /** What paying for a package does, and how its checkout names it: its credits start running. */
  const fulfilment: PurchaseFulfilment = {
    async fulfil(tx, purchase, { now }) {
      const terms = await termsOf(tx, purchase);
      await setCreditsExpiry(tx, purchase.id, creditsExpiryOf(now, terms.validMonths));
    },
    async describe(tx, purchase) {
      const terms = await termsOf(tx, purchase);
      const valid = `${terms.validMonths} months from payment`;
      return {
        productName: terms.packageName,
        description: `${terms.credits} drips, valid ${valid}`,
        rows: [
          ["Package", terms.packageName],
          ["Drips", String(terms.credits)],
          ["Valid for", valid],
        ],
      };
    },
  };

  /** Refuses a booking's use of a purchase's credits, unless all of them hold; called under its lock. */
  async function refuseUnusable(
    tx: Executor,
    record: PackagePurchaseRecord | undefined,
    request: CreditRequest,
  ) {
    if (!record || record.purchase.userId !== request.userId)
      throw new AppError("NOT_FOUND", "creditNotFound");
    const { purchase, terms } = record;
    if (purchase.status !== "paid" || !terms.expiresAt)
      throw new AppError("CREDIT_UNUSABLE", "creditNotPaid");
    if (terms.expiresAt <= request.now || terms.expiresAt <= request.windowStartsAt) {
      throw new AppError("CREDIT_UNUSABLE", "creditExpired", {
        date: klDateOf(new Date(terms.expiresAt.getTime() - 1)),
      });
    }
    if (!terms.serviceIds.includes(request.serviceId)) {
      throw new AppError("CREDIT_UNUSABLE", "creditServiceNotCovered");
    }
    const used = (await creditsInUse(tx, [purchase.id])).get(purchase.id) ?? 0;
    const left = terms.credits - used;
    if (left < request.quantity) {
      throw new AppError("CREDIT_UNUSABLE", "creditsUsedUp", { left, needed: request.quantity });
    }
  }

  return {
    fulfilment,

    /**
     * A pending purchase of a package on sale, at the package's price (the client's `amountSen` checked). A
     * gift card's code pays up to all of it at once: paid in full, the purchase comes back paid.
     */
    async start(
      purchases: Pick<Purchases, "open" | "payAhead">,
      userId: string,
      packageId: string,
      { amountSen, giftCardCode }: { amountSen: number; giftCardCode?: string | undefined },
    ): Promise<{ purchase: PurchaseRow; buyerEmail: string }> {
      const found = isUuid(packageId) ? await findDripPackage(db, packageId) : undefined;
      if (!found) throw new AppError("NOT_FOUND", "packageNotFound");
      if (!found.row.isActive) throw new AppError("CONFLICT", "packageOffSale");
      if (amountSen !== found.row.priceSen) {
        throw new AppError("AMOUNT_MISMATCH", "amountMismatch", { total: formatRm(found.row.priceSen) });
      }
      return inTransaction(db, async (tx) => {
        const opened = await purchases.open(tx, { userId, kind: "package", amountSen: found.row.priceSen });
        await insertPackageTerms(tx, {
          purchaseId: opened.purchase.id,
          packageId: found.row.id,
          packageName: found.row.name,
          credits: found.row.credits,
          validMonths: found.row.validMonths,
          serviceIds: found.services.map((service) => service.id),
        });
        if (giftCardCode === undefined) return opened;
        return { ...opened, purchase: await purchases.payAhead(tx, opened.purchase, giftCardCode) };
      });
    },

    /** GET /api/account/credits: the customer's packages paid for, with what is left of each. */
    async creditsOf(userId: string): Promise<PackageCredit[]> {
      const records = await listPaidPackagePurchasesOf(db, userId);
      const used = await creditsInUse(
        db,
        records.map((record) => record.purchase.id),
      );
      const now = clock();
      return Promise.all(
        records.map(async ({ purchase, terms }) => {
          const creditsLeft = Math.max(0, terms.credits - (used.get(purchase.id) ?? 0));
          const expiresAt = terms.expiresAt ?? now;
          return {
            purchaseId: purchase.id,
            packageName: terms.packageName,
            credits: terms.credits,
            creditsLeft,
            expiresAt: expiresAt.toISOString(),
            usable: creditsLeft > 0 && expiresAt > now,
            services: await servicesNamed(db, terms.serviceIds),
            paidAt: (purchase.paidAt ?? now).toISOString(),
          };
        }),
      );
    },

    /**
     * Checks a booking may take `quantity` credits of the purchase, under the purchase's row lock in the
     * caller's transaction `tx`: the caller then writes the booking's credit in the same transaction, so a
     * second booking waits here and counts it. Throws the customer's refusal otherwise.
     */
    async takeCredits(tx: Executor, request: CreditRequest): Promise<void> {
      if (!isUuid(request.purchaseId)) throw new AppError("NOT_FOUND", "creditNotFound");
      await refuseUnusable(tx, await lockPackagePurchase(tx, request.purchaseId), request);
    },

    /** The same checks without the lock: a request refused before any place is held. */
    async checkCredits(request: CreditRequest): Promise<void> {
      if (!isUuid(request.purchaseId)) throw new AppError("NOT_FOUND", "creditNotFound");
      await refuseUnusable(db, await findPackagePurchase(db, request.purchaseId), request);
    },
  };
}

export type PackagePurchases = ReturnType<typeof createPackagePurchases>;
export type { PackagePurchaseRecord } from "./package-purchases.repository";
