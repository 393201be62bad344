import { saying } from "../../lib/english-message";
import { MessageResponseSchema } from "@ivdrips/contract/common";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import { languageFromAcceptLanguage } from "@ivdrips/contract/languages";
import { PUBLIC_FORM_BODY_LIMIT_BYTES } from "@ivdrips/contract/messages";
import { PartnerApplicationSchema } from "@ivdrips/contract/partners";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PUBLIC_FORM_LIMIT } from "../../plugins/rate-limit";
import type { PartnersService } from "./partners.service";

export const partnersRoutes: FastifyPluginAsyncZod<{ partners: PartnersService }> = async (
  app,
  { partners },
) => {
  app.post(
    "/partners/applications",
    {
      bodyLimit: PUBLIC_FORM_BODY_LIMIT_BYTES,
      config: { rateLimit: PUBLIC_FORM_LIMIT },
      schema: {
        tags: ["partners"],
        summary:
          "Apply to join as a doctor or nurse: the team is emailed, the applicant gets an acknowledgement " +
          "in their language (Accept-Language)",
        body: PartnerApplicationSchema,
        response: {
          201: MessageResponseSchema,
          400: ErrorBodySchema,
          413: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await partners.apply(request.body, languageFromAcceptLanguage(request.headers["accept-language"]));
      return reply.code(201).send(saying("applicationReceived"));
    },
  );
};
