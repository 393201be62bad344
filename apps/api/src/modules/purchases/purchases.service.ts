import type { PaymentProviderName } from "@ivdrips/contract/bookings";
import type { Database, Executor } from "../../db/client";
import { inTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { newReference } from "../../lib/references";
import { isUuid } from "../../lib/uuid";
import type { PURCHASE_KINDS } from "../../db/schema";
import { enqueueEmail } from "../notifications/outbox.service";
import { purchaseAttentionEmail, type PurchaseAttentionNotice } from "./purchase-attention-email";
import {
  buyerOf,
  findPurchase,
  insertPurchase,
  listPendingWithoutSession,
  lockPurchase,
  paidTotalsSince,
  updatePurchase,
  type PurchaseRow,
} from "./purchases.repository";

export type { PurchaseRow } from "./purchases.repository";
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];

/** The method a purchase records when a gift card paid all of it, before any checkout. */
export const GIFT_CARD_PURCHASE_METHOD = "gift_card";

/** What the checkout must charge: the price less what a gift card paid of it. */
export function dueSenOf(purchase: Pick<PurchaseRow, "amountSen" | "giftCardSen">): number {
  return purchase.amountSen - purchase.giftCardSen;
}

/** Every purchase's human reference starts so, e.g. IVP-7K3M9Q. */
export const PURCHASE_REFERENCE_PREFIX = "IVP-";

/** How a purchase was paid, as the checkout reports it. */
export interface PurchasePayment {
  method: string;
  provider: PaymentProviderName;
  reference?: string;
  /** The hosted checkout's session; none for a payment made without one (crypto). */
  sessionId?: string;
  /** What the provider charged, in sen; anything but the amount due is flagged, never fulfilled. */
  amountSen: number;
  /** Writes the payment's own record in the same transaction, once the purchase is locked and unpaid. */
  record?: (tx: Executor) => Promise<void>;
}

/** What a kind of purchase does once paid, and how its checkout describes it. */
export interface PurchaseFulfilment {
  /** Gives what was bought (a package's credits start, a gift card is issued), in the payment's transaction. */
  fulfil(tx: Executor, purchase: PurchaseRow, paid: { now: Date; buyer: Buyer }): Promise<void>;
  /** The checkout's line: what it is, and the facts its page lists. */
  describe(db: Executor, purchase: PurchaseRow): Promise<PurchaseDescription>;
}

/**
 * What a purchase asks of gift cards (modules/gift-cards' service, given by the app; named here, as gift card
 * orders are themselves purchases): find a usable card by its code, take from it, give back.
 */
export interface PurchaseGiftCards {
  usableCardId(tx: Executor, code: string): Promise<string>;
  redeem(tx: Executor, cardId: string, use: { wantedSen: number; purchaseId: string }): Promise<number>;
  returnToCards(tx: Executor, use: { purchaseId: string }): Promise<number>;
}

/** Who bought it, as the emails a purchase sends name them. */
export interface Buyer {
  email: string;
  fullName: string;
  language: string;
}

export interface PurchaseDescription {
  productName: string;
  description: string;
  rows: [string, string][];
}

/**
 * Things bought that are not visits (issue 39: drip packages, gift cards), paid through the hosted checkout as
 * a booking is. This is what every kind shares: the row, its reference, the payment recorded once (money that
 * does not match is flagged, never fulfilled), a checkout given up; each kind says what being paid gives.
 */
export function createPurchases({
  db,
  clock,
  fulfilments,
  giftCards,
  supportEmail,
}: {
  db: Database;
  clock: Clock;
  fulfilments: Record<PurchaseKind, PurchaseFulfilment>;
  giftCards: PurchaseGiftCards;
  /** Where a payment that gave nothing is told. */
  supportEmail: string;
}) {
  /** Records the purchase paid (`facts`: how) and gives what was bought, in `tx` with the purchase locked. */
  async function settle(
    tx: Executor,
    purchase: PurchaseRow,
    facts: Omit<Partial<PurchaseRow>, "status" | "paidAt" | "attentionReason">,
  ): Promise<PurchaseRow> {
    const now = clock();
    await updatePurchase(tx, purchase.id, {
      ...facts,
      status: "paid",
      paidAt: now,
      attentionReason: null,
      updatedAt: now,
    });
    const buyer = await buyerOf(tx, purchase.userId);
    if (!buyer) throw new AppError("NOT_FOUND", "purchaseNotFound");
    const paid = { ...purchase, ...facts, status: "paid" as const, paidAt: now };
    await fulfilments[purchase.kind].fulfil(tx, paid, { now, buyer });
    return paid;
  }

  /**
   * The checkout ended unpaid (expired, cancelled, the bank declined): the purchase lapses, and what a gift
   * card paid of it goes back to the card. A paid purchase is left alone; lapsing twice gives nothing more.
   */
  async function lapse(id: string): Promise<void> {
    await inTransaction(db, async (tx) => {
      const purchase = await lockPurchase(tx, id);
      if (purchase?.status !== "pending") return;
      await updatePurchase(tx, id, { status: "expired", updatedAt: clock() });
      if (purchase.giftCardSen > 0) await giftCards.returnToCards(tx, { purchaseId: id });
    });
  }

  /** Support's email about a payment flagged rather than fulfilled, in `tx`. */
  async function tellSupport(
    tx: Executor,
    purchase: PurchaseRow,
    reason: PurchaseAttentionNotice["reason"],
    payment: PurchasePayment,
  ): Promise<void> {
    const buyer = await buyerOf(tx, purchase.userId);
    if (!buyer) throw new AppError("NOT_FOUND", "purchaseNotFound");
    const notice = {
      purchase,
      buyer,
      reason,
      reportedSen: payment.amountSen,
      dueSen: dueSenOf(purchase),
      payment: [payment.method, payment.provider, payment.reference].filter(Boolean).join(", "),
    };
    await enqueueEmail(tx, { ...purchaseAttentionEmail(notice, supportEmail), availableAt: clock() });
  }

  return {
    /** A pending purchase of `amountSen` in the caller's transaction, with the buyer's email for the checkout. */
    async open(
      tx: Executor,
      values: { userId: string; kind: PurchaseKind; amountSen: number },
    ): Promise<{ purchase: PurchaseRow; buyerEmail: string }> {
      const buyer = await buyerOf(tx, values.userId);
      if (!buyer) throw new AppError("UNAUTHORIZED", "signInToContinue");
      const purchase = await insertPurchase(tx, {
        ...values,
        reference: newReference(PURCHASE_REFERENCE_PREFIX),
        // The app's clock, as a hold's: a crypto transfer must come after it, and an unpaid one lapses from it.
        createdAt: clock(),
      });
      return { purchase, buyerEmail: buyer.email };
    },

    /**
     * A gift card pays up to all of a pending purchase, in the caller's transaction (after what fulfilling it
     * needs is written): its ledger entry names the purchase, and the checkout then charges the rest. Paid in
     * full, the purchase is paid at once and what was bought given. A void or unknown code is refused.
     */
    async payAhead(tx: Executor, purchase: PurchaseRow, giftCardCode: string): Promise<PurchaseRow> {
      const cardId = await giftCards.usableCardId(tx, giftCardCode);
      const giftCardSen = await giftCards.redeem(tx, cardId, {
        wantedSen: dueSenOf(purchase),
        purchaseId: purchase.id,
      });
      await updatePurchase(tx, purchase.id, { giftCardSen, updatedAt: clock() });
      const paidAhead = { ...purchase, giftCardSen };
      if (dueSenOf(paidAhead) > 0) return paidAhead;
      return settle(tx, paidAhead, { paymentMethod: GIFT_CARD_PURCHASE_METHOD });
    },

    /** The caller's own purchase and its buyer; anyone else's is not found. */
    async getOwn(userId: string, id: string): Promise<{ purchase: PurchaseRow; buyer: Buyer }> {
      const purchase = isUuid(id) ? await findPurchase(db, id) : undefined;
      const buyer = purchase?.userId === userId ? await buyerOf(db, userId) : undefined;
      if (!purchase || !buyer) throw new AppError("NOT_FOUND", "purchaseNotFound");
      return { purchase, buyer };
    },

    /** A pending purchase to be paid without a checkout (`method`: crypto), which it then waits for. */
    async awaitPayment(id: string, method: string): Promise<void> {
      await updatePurchase(db, id, { paymentMethod: method, updatedAt: clock() });
    },

    /** A purchase with what its checkout shows. */
    async find(id: string): Promise<{ purchase: PurchaseRow; description: PurchaseDescription } | undefined> {
      const purchase = isUuid(id) ? await findPurchase(db, id) : undefined;
      if (!purchase) return undefined;
      return { purchase, description: await fulfilments[purchase.kind].describe(db, purchase) };
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
     * Records the payment and gives what was bought. Idempotent (a purchase already paid is left as it is);
     * money that does not match the price is flagged for support and gives nothing. A purchase whose checkout
     * lapsed is still paid by money that arrives later: unlike a visit, it has no place to lose.
     */
    async markPaid(
      id: string,
      payment: PurchasePayment,
    ): Promise<"paid" | "already_paid" | "needs_attention"> {
      return inTransaction(db, async (tx) => {
        const purchase = await lockPurchase(tx, id);
        if (!purchase) throw new AppError("NOT_FOUND", "purchaseNotFound");
        if (purchase.status === "paid") return "already_paid";
        await payment.record?.(tx);
        const facts = {
          paymentMethod: payment.method,
          paymentProvider: payment.provider,
          paymentReference: payment.reference ?? null,
          ...(payment.sessionId ? { paymentSessionId: payment.sessionId } : {}),
        };
        // Money that does not match, or that came after the purchase lapsed and its gift card part went back
        // to the card (it pays only the rest): nothing is given, and support decides.
        const reason =
          payment.amountSen !== dueSenOf(purchase)
            ? "amount_mismatch"
            : purchase.status === "expired" && purchase.giftCardSen > 0
              ? "paid_after_release"
              : null;
        if (reason) {
          await updatePurchase(tx, id, { ...facts, attentionReason: reason, updatedAt: clock() });
          await tellSupport(tx, purchase, reason, payment);
          return "needs_attention";
        }
        await settle(tx, purchase, facts);
        return "paid";
      });
    },

    /**
     * Pending purchases awaiting a payment by `method` without a checkout, opened before `before`, lapse (see
     * `lapse`): at most 50 a call. Returns how many were found (one paid meanwhile stays paid).
     */
    async lapseUnpaid(method: string, before: Date): Promise<number> {
      const ids = await listPendingWithoutSession(db, { method, before, limit: 50 });
      for (const id of ids) await lapse(id);
      return ids.length;
    },

    /** What was sold since `since`, by kind (the console's dashboard). */
    async salesSince(since: Date): Promise<Record<PurchaseKind, { count: number; amountSen: number }>> {
      const sales = { package: { count: 0, amountSen: 0 }, gift_card: { count: 0, amountSen: 0 } };
      for (const { kind, count, amountSen } of await paidTotalsSince(db, since))
        sales[kind] = { count, amountSen };
      return sales;
    },

    lapse,
  };
}

export type Purchases = ReturnType<typeof createPurchases>;
