import type { AdminGiftCard } from "@ivdrips/contract/gift-cards";
import { senToRm } from "@ivdrips/contract/money";
import type { Database, Executor } from "../../db/client";
import { inTransaction, type AlsoInTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { isUuid } from "../../lib/uuid";
import { hashGiftCardCode, newGiftCardCode } from "./gift-card-codes";
import {
  appendGiftCardEntry,
  findGiftCard,
  findGiftCardByCodeHash,
  giftCardEntries,
  giftCardEntriesOfUse,
  insertGiftCard,
  lastGiftCardEntry,
  lockGiftCard,
  markGiftCardVoid,
  outstandingBalanceSen,
  type LedgerLine,
  type GiftCardRow,
  type GiftCardUse,
} from "./gift-cards.repository";

export interface GiftCardsDeps {
  db: Database;
  clock: Clock;
  /** gift-card-codes.ts giftCardCodeKey(JWT_SECRET). */
  codeKey: Buffer;
}

/** A new card's terms, as bought. */
export interface GiftCardPurchase {
  amountSen: number;
  buyerUserId: string | null;
  recipientName: string;
  recipientEmail: string;
  message: string | null;
}

/** The entry's columns for a use: one of booking and purchase, the other null. */
const entryOf = (use: GiftCardUse) =>
  "bookingId" in use
    ? { bookingId: use.bookingId, purchaseId: null }
    : { bookingId: null, purchaseId: use.purchaseId };

const notFound = () => new AppError("NOT_FOUND", "giftCardNotFound");

function adminGiftCardOf(card: GiftCardRow, entries: LedgerLine[]): AdminGiftCard {
  return {
    id: card.id,
    codeEnd: card.codeEnd,
    status: card.status,
    amount: senToRm(card.amountSen),
    balance: senToRm(entries.at(-1)?.balanceAfterSen ?? 0),
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    createdAt: card.createdAt.toISOString(),
    ledger: entries.map((entry) => ({
      kind: entry.kind,
      amount: senToRm(entry.deltaSen),
      balanceAfter: senToRm(entry.balanceAfterSen),
      bookingId: entry.bookingId,
      purchaseReference: entry.purchaseReference,
      at: entry.createdAt.toISOString(),
    })),
  };
}

/**
 * Gift cards (issue 39): issued once paid, spent on bookings, given back by their refunds, voided by staff.
 * Every change of a balance is an entry appended under the card's row lock, in the caller's transaction where
 * it is part of a larger change (a payment, a refund).
 */
export function createGiftCardsService({ db, clock, codeKey }: GiftCardsDeps) {
  const byCode = (tx: Executor, code: string) => findGiftCardByCodeHash(tx, hashGiftCardCode(codeKey, code));

  /** The card locked, with its last entry; refused when void. */
  async function lockUsable(tx: Executor, id: string) {
    const card = await lockGiftCard(tx, id);
    if (!card) throw notFound();
    if (card.status !== "active") throw new AppError("CONFLICT", "giftCardVoid");
    return { card, last: await lastGiftCardEntry(tx, id) };
  }

  async function withLedger(id: string): Promise<AdminGiftCard> {
    const card = isUuid(id) ? await findGiftCard(db, id) : undefined;
    if (!card) throw notFound();
    return adminGiftCardOf(card, await giftCardEntries(db, card.id));
  }

  return {
    /** A paid card: its code (to show once, never stored) and its first entry, the amount bought. */
    async issue(tx: Executor, purchase: GiftCardPurchase): Promise<{ card: GiftCardRow; code: string }> {
      const code = newGiftCardCode();
      const card = await insertGiftCard(tx, {
        codeHash: hashGiftCardCode(codeKey, code),
        codeEnd: code.slice(-4),
        amountSen: purchase.amountSen,
        buyerUserId: purchase.buyerUserId,
        recipientName: purchase.recipientName,
        recipientEmail: purchase.recipientEmail,
        message: purchase.message,
      });
      await appendGiftCardEntry(tx, card.id, undefined, {
        kind: "issue",
        deltaSen: purchase.amountSen,
        bookingId: null,
        purchaseId: null,
        createdAt: clock(),
      });
      return { card, code };
    },

    /**
     * Takes up to `wantedSen` of the card's balance for a booking or a purchase, in the caller's transaction;
     * returns what it took (0 from an empty card). A void card is refused.
     */
    async redeem(
      tx: Executor,
      cardId: string,
      { wantedSen, ...use }: { wantedSen: number } & GiftCardUse,
    ): Promise<number> {
      const { last } = await lockUsable(tx, cardId);
      const takenSen = Math.min(wantedSen, last?.balanceAfterSen ?? 0);
      if (takenSen <= 0) return 0;
      await appendGiftCardEntry(tx, cardId, last, {
        kind: "redeem",
        deltaSen: -takenSen,
        ...entryOf(use),
        createdAt: clock(),
      });
      return takenSen;
    },

    /**
     * Brings what a use's gift cards got back to `backSen` in all (what a refund gives them, or all they paid
     * when a hold is let go or a purchase's checkout given up), in the caller's transaction: what was given
     * back already counts, so asking again gives nothing more. Each card gets at most what the use took of
     * it, in card order. Returns the sen given now. A void card gets its part back too (the entry is the
     * record), but stays unusable. Without `backSen`, everything the use took goes back.
     */
    async returnToCards(tx: Executor, use: GiftCardUse, backSen = Number.POSITIVE_INFINITY): Promise<number> {
      const held = new Map<string, number>();
      let givenSen = 0;
      for (const entry of await giftCardEntriesOfUse(tx, use)) {
        held.set(entry.giftCardId, (held.get(entry.giftCardId) ?? 0) - entry.deltaSen);
        if (entry.kind === "refund") givenSen += entry.deltaSen;
      }
      let owedSen = backSen - givenSen;
      let nowSen = 0;
      for (const [cardId, heldSen] of [...held].sort(([a], [b]) => a.localeCompare(b))) {
        const giveSen = Math.min(heldSen, owedSen);
        if (giveSen <= 0) continue;
        if (!(await lockGiftCard(tx, cardId))) throw notFound();
        await appendGiftCardEntry(tx, cardId, await lastGiftCardEntry(tx, cardId), {
          kind: "refund",
          deltaSen: giveSen,
          ...entryOf(use),
          createdAt: clock(),
        });
        owedSen -= giveSen;
        nowSen += giveSen;
      }
      return nowSen;
    },

    /** The card a code names, usable (not void), for a redemption; 404 and 409 otherwise. */
    async usableCardId(tx: Executor, code: string): Promise<string> {
      const card = await byCode(tx, code);
      if (!card) throw notFound();
      if (card.status !== "active") throw new AppError("CONFLICT", "giftCardVoid");
      return card.id;
    },

    /** What all cards still hold, in sen: what the business owes in drips (the console's dashboard). */
    liabilitySen(): Promise<number> {
      return outstandingBalanceSen(db);
    },

    /** GET /api/gift-cards/{code}/balance: what is left, in sen; 404 for no such card, 409 for a void one. */
    async balanceOf(code: string): Promise<number> {
      const card = await byCode(db, code);
      if (!card) throw notFound();
      if (card.status !== "active") throw new AppError("CONFLICT", "giftCardVoid");
      return (await lastGiftCardEntry(db, card.id))?.balanceAfterSen ?? 0;
    },

    /** The console: a card by the code the customer reads out, with its ledger. */
    async lookup(code: string): Promise<AdminGiftCard> {
      const card = await byCode(db, code);
      if (!card) throw notFound();
      return adminGiftCardOf(card, await giftCardEntries(db, card.id));
    },

    withLedger,

    /** Staff void a card: what is left is taken off by a `void` entry, and it can no longer be spent. */
    async voidCard(
      id: string,
      alsoInTransaction: AlsoInTransaction<{ card: GiftCardRow; balanceSen: number }>,
    ): Promise<AdminGiftCard> {
      if (!isUuid(id)) throw notFound();
      await inTransaction(db, async (tx) => {
        const card = await lockGiftCard(tx, id);
        if (!card) throw notFound();
        if (card.status === "void") throw new AppError("CONFLICT", "giftCardAlreadyVoid");
        const last = await lastGiftCardEntry(tx, id);
        const balanceSen = last?.balanceAfterSen ?? 0;
        const now = clock();
        if (balanceSen > 0) {
          await appendGiftCardEntry(tx, id, last, {
            kind: "void",
            deltaSen: -balanceSen,
            bookingId: null,
            purchaseId: null,
            createdAt: now,
          });
        }
        await markGiftCardVoid(tx, id, now);
        await alsoInTransaction(tx, { card, balanceSen });
      });
      return withLedger(id);
    },
  };
}

export type GiftCardsService = ReturnType<typeof createGiftCardsService>;
export type { GiftCardUse } from "./gift-cards.repository";
