import { GiftCardBalanceSchema, GiftCardCodeParamsSchema } from "@ivdrips/contract/gift-cards";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import { senToRm } from "@ivdrips/contract/money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BRUTE_FORCE_LIMIT } from "../../plugins/rate-limit";
import type { GiftCardsService } from "./gift-cards.service";

/** A gift card's balance by its code: limited like sign-in, since a code is a secret that can be guessed at. */
export const giftCardsRoutes: FastifyPluginAsyncZod<{ giftCards: GiftCardsService }> = async (
  app,
  { giftCards },
) => {
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
};
