import { saying } from "../../lib/english-message";
import { MessageResponseSchema } from "@ivdrips/contract/common";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import { languageFromAcceptLanguage } from "@ivdrips/contract/languages";
import {
  ContactMessageSchema,
  PUBLIC_FORM_BODY_LIMIT_BYTES,
  SupportMessageSchema,
} from "@ivdrips/contract/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PUBLIC_FORM_LIMIT } from "../../plugins/rate-limit";
import type { MessagesService } from "./messages.service";

const responses = {
  201: MessageResponseSchema,
  400: ErrorBodySchema,
  413: ErrorBodySchema,
  429: ErrorBodySchema,
};

export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (
  app,
  { messages },
) => {
  app.post(
    "/support/messages",
    {
      bodyLimit: PUBLIC_FORM_BODY_LIMIT_BYTES,
      config: { rateLimit: PUBLIC_FORM_LIMIT },
      schema: {
        tags: ["messages"],
        summary: "The support page's form: a message to the team, answered by email within 24 hours",
        body: SupportMessageSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      await messages.sendSupportMessage(
        request.body,
        languageFromAcceptLanguage(request.headers["accept-language"]),
      );
      return reply.code(201).send(saying("messageReceived"));
    },
  );

  app.post(
    "/contact/messages",
    {
      bodyLimit: PUBLIC_FORM_BODY_LIMIT_BYTES,
      config: { rateLimit: PUBLIC_FORM_LIMIT },
      schema: {
        tags: ["messages"],
        summary: "The contact page's form: a message to the team",
        body: ContactMessageSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      await messages.sendContactMessage(
        request.body,
        languageFromAcceptLanguage(request.headers["accept-language"]),
      );
      return reply.code(201).send(saying("messageReceived"));
    },
  );
};
