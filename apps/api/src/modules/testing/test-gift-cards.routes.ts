import { EmailSchema, FullNameSchema } from "@ivdrips/contract/common";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import { GIFT_CARD_MAX_RM, GIFT_CARD_MIN_RM } from "@ivdrips/contract/gift-cards";
import { rmToSen } from "@ivdrips/contract/money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client";
import { inTransaction } from "../../db/transactions";
import type { GiftCardsService } from "../gift-cards/gift-cards.service";

const TestGiftCardRequestSchema = z.object({
  /** RM, within what a card may be bought for. */
  amount: z.number().min(GIFT_CARD_MIN_RM).max(GIFT_CARD_MAX_RM),
  recipientName: FullNameSchema,
  recipientEmail: EmailSchema,
});

/**
 * Browser tests only (registered beside PUT /api/test/clock, when NODE_ENV=test and TEST_CLOCK_CONTROL=true,
 * which config refuses elsewhere): issues a paid gift card as its purchase will, and answers its code, which
 * the server keeps only as a hash, so a test can look the card up in the console.
 */
export const testGiftCardsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  giftCards: GiftCardsService;
}> = async (app, { db, giftCards }) => {
  app.post(
    "/test/gift-cards",
    {
      schema: {
        hide: true,
        body: TestGiftCardRequestSchema,
        response: { 201: z.object({ id: z.string(), code: z.string() }), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { amount, recipientName, recipientEmail } = request.body;
      const { card, code } = await inTransaction(db, (tx) =>
        giftCards.issue(tx, {
          amountSen: rmToSen(amount),
          buyerUserId: null,
          recipientName,
          recipientEmail,
          message: null,
        }),
      );
      return reply.code(201).send({ id: card.id, code });
    },
  );
};
