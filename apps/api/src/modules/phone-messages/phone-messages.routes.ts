import { isLanguage, DEFAULT_LANGUAGE } from "@ivdrips/contract/languages";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import {
  ConfirmPhoneRequestSchema,
  MessageSettingsSchema,
  UpdateMessageChannelsRequestSchema,
  VerifyPhoneRequestSchema,
  VerifyPhoneResponseSchema,
} from "@ivdrips/contract/phone-messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { authOf, type AuthGuards } from "../../plugins/auth";
import { BRUTE_FORCE_LIMIT } from "../../plugins/rate-limit";
import type { PhoneMessagesService } from "./phone-messages.service";
import type { WhatsAppWebhook } from "./whatsapp-webhook";

const tags = ["customers"];
const security = [{ bearerAuth: [] }];
const authErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The customer's number and the channels they choose for each kind of message (issue 38). */
export const phoneMessagesRoutes: FastifyPluginAsyncZod<{
  phoneMessages: PhoneMessagesService;
  guards: AuthGuards;
  languageOf: (userId: string) => Promise<string>;
}> = async (app, { phoneMessages, guards, languageOf }) => {
  app.get(
    "/account/messages",
    {
      preHandler: guards.customer,
      schema: {
        tags,
        summary:
          "The verified mobile number, and the channels (email, WhatsApp) chosen for each kind of message",
        security,
        response: { 200: MessageSettingsSchema, ...authErrors },
      },
    },
    (request) => phoneMessages.settings(authOf(request).sub),
  );

  app.put(
    "/account/messages",
    {
      preHandler: guards.customer,
      schema: {
        tags,
        summary: "Choose the channels for each kind of message (WhatsApp needs a verified number)",
        security,
        body: UpdateMessageChannelsRequestSchema,
        response: { 200: MessageSettingsSchema, 400: ErrorBodySchema, ...authErrors },
      },
    },
    (request) => phoneMessages.updateChannels(authOf(request).sub, request.body.channels),
  );

  app.post(
    "/account/phone/verify",
    {
      preHandler: guards.customer,
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: {
        tags,
        summary: "Send a 6-digit code to a mobile number, by WhatsApp (SMS when WhatsApp fails)",
        security,
        body: VerifyPhoneRequestSchema,
        response: {
          200: VerifyPhoneResponseSchema,
          400: ErrorBodySchema,
          429: ErrorBodySchema,
          ...authErrors,
        },
      },
    },
    async (request) => {
      const userId = authOf(request).sub;
      const language = await languageOf(userId);
      return phoneMessages.requestCode(
        userId,
        request.body.phone,
        isLanguage(language) ? language : DEFAULT_LANGUAGE,
      );
    },
  );

  app.post(
    "/account/phone/confirm",
    {
      preHandler: guards.customer,
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: {
        tags,
        summary: "Confirm the code: the number is verified, with the messages opt-in (its version) recorded",
        security,
        body: ConfirmPhoneRequestSchema,
        response: { 200: MessageSettingsSchema, 400: ErrorBodySchema, 409: ErrorBodySchema, ...authErrors },
      },
    },
    (request) => phoneMessages.confirmCode(authOf(request).sub, request.body),
  );

  app.delete(
    "/account/phone",
    {
      preHandler: guards.customer,
      schema: {
        tags,
        summary: "Forget the verified number; WhatsApp goes off for every kind of message",
        security,
        response: { 200: MessageSettingsSchema, ...authErrors },
      },
    },
    (request) => phoneMessages.forgetPhone(authOf(request).sub),
  );
};

const HandshakeQuerySchema = z.object({
  "hub.mode": z.string().max(50).optional(),
  "hub.verify_token": z.string().max(500).optional(),
  "hub.challenge": z.string().max(500).optional(),
});

/** WhatsApp's webhook, outside the invite gate; its POST is signed over the exact bytes, so read raw. */
export const whatsappWebhookRoutes: FastifyPluginAsyncZod<{ webhook: WhatsAppWebhook }> = async (
  app,
  { webhook },
) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.get(
    "/webhooks/whatsapp",
    {
      schema: {
        tags: ["webhooks"],
        summary: "WhatsApp's subscription handshake: echoes hub.challenge for our verify token",
        querystring: HandshakeQuerySchema,
        response: { 200: z.string(), 400: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const challenge = webhook.verify({
        mode: request.query["hub.mode"],
        token: request.query["hub.verify_token"],
        challenge: request.query["hub.challenge"],
      });
      return reply.type("text/plain; charset=utf-8").send(challenge);
    },
  );

  app.post(
    "/webhooks/whatsapp",
    {
      bodyLimit: 512 * 1024,
      schema: {
        tags: ["webhooks"],
        summary: "WhatsApp's events (message statuses, incoming messages), signed with X-Hub-Signature-256",
        response: {
          200: z.object({ received: z.literal(true) }),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError("BAD_REQUEST", "webhookBodyMissing");
      const signature = request.headers["x-hub-signature-256"];
      await webhook.receive(request.body, typeof signature === "string" ? signature : undefined);
      return { received: true as const };
    },
  );
};
