import type { AdminGiftCard } from "@ivdrips/contract/gift-cards";
import type { GiftCardsService } from "../gift-cards/gift-cards.service";
import { recordAudit } from "./audit.repository";

/** The console's gift cards: look one up by its code, read its ledger, void it (audited). */
export function createAdminGiftCardsService(giftCards: GiftCardsService) {
  return {
    lookup: (code: string): Promise<AdminGiftCard> => giftCards.lookup(code),
    ledger: (id: string): Promise<AdminGiftCard> => giftCards.withLedger(id),
    voidCard: (staffId: string, id: string, note: string): Promise<AdminGiftCard> =>
      giftCards.voidCard(id, async (tx, { card, balanceSen }) => {
        await recordAudit(tx, {
          staffId,
          action: "gift_card.void",
          targetType: "gift_card",
          targetId: card.id,
          before: { status: card.status, balanceSen },
          after: { status: "void", balanceSen: 0 },
          note,
        });
      }),
  };
}

export type AdminGiftCardsService = ReturnType<typeof createAdminGiftCardsService>;
