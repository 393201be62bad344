import {
  GIFT_CARD_SEND_MAX_DAYS,
  type GiftCardOrder,
  type GiftCardPurchaseRequest,
} from "@ivdrips/contract/gift-cards";
import { addDays, klDateOf, klInstant } from "@ivdrips/contract/kl-dates";
import { DEFAULT_LANGUAGE, isLanguage } from "@ivdrips/contract/languages";
import { formatRm, rmToSen, senToRm } from "@ivdrips/contract/money";
import type { Database, Executor } from "../../db/client";
import { inTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import type { Sealer } from "../../lib/sealed-text";
import { giftCardEmail } from "../notifications/account-emails";
import { CREDENTIAL_PLACEHOLDER } from "../notifications/outbox-email";
import { enqueueEmail } from "../notifications/outbox.service";
import type { PurchaseFulfilment, PurchaseRow, Purchases } from "../purchases/purchases.service";
import type { GiftCardsService } from "./gift-cards.service";
import {
  findGiftCardOrder,
  findGiftCardOrderOfBuyer,
  insertGiftCardOrder,
  setGiftCardOfOrder,
} from "./gift-cards.repository";

/** The hour of the KL send day a gift card's email goes out, when it is not sent at once. */
const SEND_HOUR = 9;

async function orderOf(tx: Executor, purchaseId: string) {
  const order = await findGiftCardOrder(tx, purchaseId);
  if (!order) throw new AppError("NOT_FOUND", "purchaseNotFound");
  return order;
}

/**
 * Gift cards bought (issue 39): the order waits for its payment; paid, the card is issued and its code
 * emailed to the recipient on the send day, sealed in the outbox until it goes (never kept, never logged).
 */
export function createGiftCardOrders(deps: {
  db: Database;
  clock: Clock;
  giftCards: Pick<GiftCardsService, "issue">;
  /** outboxCredentialSealer: the code goes into the outbox sealed, and out only in the email. */
  credentials: Sealer;
  publicUrl: string;
  supportEmail: string;
  onEmailQueued?: () => void;
}) {
  const { db, clock } = deps;

  const fulfilment: PurchaseFulfilment = {
    async fulfil(tx, purchase, { now, buyer }) {
      const order = await orderOf(tx, purchase.id);
      if (order.giftCardId) return;
      const { card, code } = await deps.giftCards.issue(tx, {
        amountSen: order.amountSen,
        buyerUserId: purchase.userId,
        recipientName: order.recipientName,
        recipientEmail: order.recipientEmail,
        message: order.message,
      });
      await setGiftCardOfOrder(tx, purchase.id, card.id);
      const sendAt = klInstant(order.sendOn, SEND_HOUR);
      await enqueueEmail(tx, {
        ...giftCardEmail({
          toAddress: order.recipientEmail,
          recipientName: order.recipientName,
          buyerName: buyer.fullName,
          message: order.message,
          amountSen: order.amountSen,
          code: CREDENTIAL_PLACEHOLDER,
          language: isLanguage(buyer.language) ? buyer.language : DEFAULT_LANGUAGE,
          publicUrl: deps.publicUrl,
          supportEmail: deps.supportEmail,
        }),
        dedupeKey: `gift_card:${card.id}`,
        sealedCredential: deps.credentials.seal(code),
        availableAt: sendAt > now ? sendAt : now,
      });
    },
    async describe(tx, purchase) {
      const order = await orderOf(tx, purchase.id);
      return {
        productName: `Gift card ${formatRm(order.amountSen)}`,
        description: `For ${order.recipientName}, sent on ${order.sendOn}`,
        rows: [
          ["Gift card", formatRm(order.amountSen)],
          ["For", order.recipientName],
          ["Sent on", order.sendOn],
        ],
      };
    },
  };

  return {
    fulfilment,

    /**
     * A card as its buyer ordered it, for their confirmation page: not found when it is another customer's,
     * so an id confirms nothing to anyone else. Never the code.
     */
    async forBuyer(userId: string, purchaseId: string): Promise<GiftCardOrder> {
      const order = await findGiftCardOrderOfBuyer(db, purchaseId, userId);
      if (!order) throw new AppError("NOT_FOUND", "purchaseNotFound");
      return {
        amount: senToRm(order.amountSen),
        recipientName: order.recipientName,
        recipientEmail: order.recipientEmail,
        sendOn: order.sendOn,
      };
    },

    /** A pending gift card purchase; the send day from today (KL) to a year ahead. */
    async start(
      purchases: Pick<Purchases, "open">,
      userId: string,
      input: Omit<GiftCardPurchaseRequest, "currency" | "paymentMethod">,
    ): Promise<{ purchase: PurchaseRow; buyerEmail: string }> {
      const today = klDateOf(clock());
      const sendOn = input.sendOn ?? today;
      if (sendOn < today || sendOn > addDays(today, GIFT_CARD_SEND_MAX_DAYS)) {
        throw new AppError("VALIDATION_ERROR", "giftCardSendOnInvalid");
      }
      const amountSen = rmToSen(input.amount);
      return inTransaction(db, async (tx) => {
        const opened = await purchases.open(tx, { userId, kind: "gift_card", amountSen });
        await insertGiftCardOrder(tx, {
          purchaseId: opened.purchase.id,
          amountSen,
          recipientName: input.recipientName,
          recipientEmail: input.recipientEmail,
          message: input.message?.length ? input.message : null,
          sendOn,
        });
        return opened;
      });
    },
  };
}

export type GiftCardOrders = ReturnType<typeof createGiftCardOrders>;
