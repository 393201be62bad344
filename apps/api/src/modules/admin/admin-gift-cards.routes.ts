import { AdminIdParamsSchema } from "@ivdrips/contract/admin-clinics";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import {
  AdminGiftCardLookupQuerySchema,
  AdminGiftCardSchema,
  VoidGiftCardRequestSchema,
} from "@ivdrips/contract/gift-cards";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../plugins/auth";
import type { AdminGiftCardsService } from "./admin-gift-cards.service";
import { staffErrors, staffSecurity } from "./staff-route-schemas";

const readErrors = { 400: ErrorBodySchema, 404: ErrorBodySchema, ...staffErrors };

/** Gift cards in the console (issue 39): by code, with their ledger, and voided with a reason. */
export const adminGiftCardsRoutes: FastifyPluginAsyncZod<{ giftCards: AdminGiftCardsService }> = async (
  app,
  { giftCards },
) => {
  app.get(
    "/admin/gift-cards",
    {
      schema: {
        tags: ["admin"],
        summary: "Find a gift card by the code its holder reads out, with its ledger",
        security: staffSecurity,
        querystring: AdminGiftCardLookupQuerySchema,
        response: { 200: AdminGiftCardSchema, ...readErrors },
      },
    },
    (request) => giftCards.lookup(request.query.code),
  );

  app.get(
    "/admin/gift-cards/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "A gift card and its ledger, oldest entry first",
        security: staffSecurity,
        params: AdminIdParamsSchema,
        response: { 200: AdminGiftCardSchema, ...readErrors },
      },
    },
    (request) => giftCards.ledger(request.params.id),
  );

  app.post(
    "/admin/gift-cards/:id/void",
    {
      schema: {
        tags: ["admin"],
        summary: "Void a gift card: what is left is taken off and it can no longer be spent (audited)",
        security: staffSecurity,
        params: AdminIdParamsSchema,
        body: VoidGiftCardRequestSchema,
        response: { 200: AdminGiftCardSchema, 409: ErrorBodySchema, ...readErrors },
      },
    },
    (request) => giftCards.voidCard(authOf(request).sub, request.params.id, request.body.note),
  );
};
