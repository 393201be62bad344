import type { PackageCredit } from "@ivdrips/contract/drip-packages";
import type { PaymentProviderName } from "@ivdrips/contract/bookings";
import { addMonths, klDateOf, klInstant } from "@ivdrips/contract/kl-dates";
import { formatRm } from "@ivdrips/contract/money";
import type { Database, Executor } from "../../db/client";
import { inTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { newReference } from "../../lib/references";
import { isUuid } from "../../lib/uuid";
import { findDripPackage } from "./packages.repository";
import {
  buyerEmailOf,
  creditsInUse,
  findPackagePurchase,
  insertPackagePurchase,
  listPaidPackagePurchasesOf,
  lockPackagePurchase,
  servicesNamed,
  setCreditsExpiry,
  updatePurchase,
  type PackagePurchaseRecord,
} from "./package-purchases.repository";

/** Every purchase's human reference starts so, e.g. IVP-7K3M9Q. */
export const PURCHASE_REFERENCE_PREFIX = "IVP-";

/** When a package's credits end: the end of the KL day `validMonths` after the day it was paid. */
export function creditsExpiryOf(paidAt: Date, validMonths: number): Date {
  return klInstant(addMonths(klDateOf(paidAt), validMonths), 24);
}

/** How a purchase was paid, as the checkout reports it. */
export interface PurchasePayment {
  method: string;
  provider: PaymentProviderName;
  reference?: string;
  sessionId: string;
  /** What the provider charged, in sen; anything but the purchase's amount is flagged, never fulfilled. */
  amountSen: number;
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
    /** A pending purchase of a package on sale, at the package's price (the client's `amountSen` checked). */
    async start(
      userId: string,
      packageId: string,
      amountSen: number,
    ): Promise<PackagePurchaseRecord & { buyerEmail: string }> {
      const found = isUuid(packageId) ? await findDripPackage(db, packageId) : undefined;
      if (!found) throw new AppError("NOT_FOUND", "packageNotFound");
      if (!found.row.isActive) throw new AppError("CONFLICT", "packageOffSale");
      if (amountSen !== found.row.priceSen) {
        throw new AppError("AMOUNT_MISMATCH", "amountMismatch", { total: formatRm(found.row.priceSen) });
      }
      const buyerEmail = await buyerEmailOf(db, userId);
      if (buyerEmail === undefined) throw new AppError("UNAUTHORIZED", "signInToContinue");
      const record = await insertPackagePurchase(
        db,
        {
          reference: newReference(PURCHASE_REFERENCE_PREFIX),
          userId,
          kind: "package",
          amountSen: found.row.priceSen,
        },
        {
          packageId: found.row.id,
          packageName: found.row.name,
          credits: found.row.credits,
          validMonths: found.row.validMonths,
          serviceIds: found.services.map((service) => service.id),
        },
      );
      return { ...record, buyerEmail };
    },

    async find(id: string): Promise<PackagePurchaseRecord | undefined> {
      return isUuid(id) ? findPackagePurchase(db, id) : undefined;
    },

    /** Ties the hosted checkout's session to a pending purchase, with the method the customer chose. */
    async attachPaymentSession(id: string, sessionId: string, method: string): Promise<void> {
      await updatePurchase(db, id, {
        paymentSessionId: sessionId,
        paymentMethod: method,
        updatedAt: clock(),
      });
    },

    /**
     * Records the payment: the credits start running. Idempotent (a purchase already paid is left as it is);
     * money that does not match the price is flagged for support and gives no credits. A purchase whose checkout
     * lapsed is still paid by money that arrives later: unlike a visit, a package has no place to lose.
     */
    async markPaid(
      id: string,
      payment: PurchasePayment,
    ): Promise<"paid" | "already_paid" | "needs_attention"> {
      return inTransaction(db, async (tx) => {
        const record = await lockPackagePurchase(tx, id);
        if (!record) throw new AppError("NOT_FOUND", "packageNotFound");
        const { purchase, terms } = record;
        if (purchase.status === "paid") return "already_paid";
        const now = clock();
        const facts = {
          paymentMethod: payment.method,
          paymentProvider: payment.provider,
          paymentReference: payment.reference ?? null,
          paymentSessionId: payment.sessionId,
          updatedAt: now,
        };
        if (payment.amountSen !== purchase.amountSen) {
          await updatePurchase(tx, id, { ...facts, attentionReason: "amount_mismatch" });
          return "needs_attention";
        }
        await updatePurchase(tx, id, { ...facts, status: "paid", paidAt: now, attentionReason: null });
        await setCreditsExpiry(tx, id, creditsExpiryOf(now, terms.validMonths));
        return "paid";
      });
    },

    /** The checkout ended unpaid (expired, cancelled, the bank declined); a paid purchase is left alone. */
    async lapse(id: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        const record = await lockPackagePurchase(tx, id);
        if (record?.purchase.status === "pending") {
          await updatePurchase(tx, id, { status: "expired", updatedAt: clock() });
        }
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
