import {
  GiftCardBalanceSchema,
  GiftCardCodeParamsSchema,
  GiftCardOrderSchema,
  GiftCardPurchaseParamsSchema,
} from "@ivdrips/contract/gift-cards";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import { senToRm } from "@ivdrips/contract/money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf, type AuthGuards } from "../../plugins/auth";
import { BRUTE_FORCE_LIMIT } from "../../plugins/rate-limit";
import type { GiftCardOrders } from "./gift-card-orders.service";
import type { GiftCardsService } from "./gift-cards.service";

/**
 * A gift card's balance by its code: limited like sign-in, since a code is a secret that can be guessed at.
 * A card bought, as its buyer ordered it: for the confirmation page, which names the recipient and the day.
 */
export const giftCardsRoutes: FastifyPluginAsyncZod<{
  giftCards: GiftCardsService;
  orders: Pick<GiftCardOrders, "forBuyer">;
  guards: AuthGuards;
}> = async (app, { giftCards, orders, guards }) => {
  app.get(
    "/gift-cards/:code/balance",
    {
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: {
        tags: ["gift-cards"],
        summary: "What is left on a gift card, by its code",
        params: GiftCardCodeParamsSchema,
        response: {
          200: GiftCardBalanceSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => ({
      balance: senToRm(await giftCards.balanceOf(request.params.code)),
      currency: "MYR" as const,
    }),
  );

  app.get(
    "/gift-cards/purchases/:purchaseId",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["gift-cards"],
        summary: "A gift card the signed-in customer bought: for whom, how much, and the day it is emailed",
        description:
          "Its buyer's only: another customer's purchase is not found. The card's code is never in it: it is " +
          "emailed to the recipient on the send day.",
        security: [{ bearerAuth: [] }],
        params: GiftCardPurchaseParamsSchema,
        response: {
          200: GiftCardOrderSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    (request) => orders.forBuyer(authOf(request).sub, request.params.purchaseId),
  );
};
