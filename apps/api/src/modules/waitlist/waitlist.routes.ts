import { saying } from "../../lib/english-message";
import { MessageResponseSchema } from "@ivdrips/contract/common";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import { languageFromAcceptLanguage } from "@ivdrips/contract/languages";
import { PUBLIC_FORM_BODY_LIMIT_BYTES } from "@ivdrips/contract/messages";
import { WaitlistRequestSchema } from "@ivdrips/contract/waitlist";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PUBLIC_FORM_LIMIT } from "../../plugins/rate-limit";
import type { WaitlistService } from "./waitlist.service";

export const waitlistRoutes: FastifyPluginAsyncZod<{ waitlist: WaitlistService }> = async (
  app,
  { waitlist },
) => {
  app.post(
    "/waitlist",
    {
      bodyLimit: PUBLIC_FORM_BODY_LIMIT_BYTES,
      config: { rateLimit: PUBLIC_FORM_LIMIT },
      schema: {
        tags: ["waitlist"],
        summary:
          "Notify Me: an email to write to when IV Drips opens in a coming-soon country (the same answer " +
          "whether or not the address was already listed)",
        body: WaitlistRequestSchema,
        response: {
          200: MessageResponseSchema,
          400: ErrorBodySchema,
          413: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      await waitlist.join(request.body, languageFromAcceptLanguage(request.headers["accept-language"]));
      return saying("waitlistJoined");
    },
  );
};
