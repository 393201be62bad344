import { AuthResponseSchema, LoginRequestSchema, RegisterRequestSchema } from "@ivdrips/contract/auth";
import { MessageResponseSchema } from "@ivdrips/contract/common";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf, type AuthGuards } from "../../plugins/auth";
import { BRUTE_FORCE_LIMIT } from "../../plugins/rate-limit";
import type { AuthService } from "./auth.service";
import { registrationLanguage, signInLanguage } from "./request-language";

const LANGUAGE_NOTE =
  "The `Accept-Language` header (the web app sends en, ms or zh) sets the language of the customer's emails";

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; guards: AuthGuards }> = async (
  app,
  { auth, guards },
) => {
  app.post(
    "/auth/register",
    {
      schema: {
        tags: ["customers"],
        summary: "Create a customer account",
        description: `${LANGUAGE_NOTE}; English when it names none of them.`,
        body: RegisterRequestSchema,
        response: { 201: AuthResponseSchema, 400: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await auth.register(request.body, registrationLanguage(request.headers["accept-language"]))),
  );

  app.post(
    "/auth/login",
    {
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: {
        tags: ["customers"],
        summary: "Sign in as a customer",
        description: `${LANGUAGE_NOTE}, when it names one of them; otherwise the stored language stays.`,
        body: LoginRequestSchema,
        response: {
          200: AuthResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    (request) => auth.login(request.body, signInLanguage(request.headers["accept-language"])),
  );

  app.post(
    "/auth/logout",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["customers"],
        summary: "Sign out: the token is refused from now on",
        security: [{ bearerAuth: [] }],
        response: { 200: MessageResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => {
      await auth.logout(authOf(request));
      return { message: "You have been signed out." };
    },
  );
};
