import { saying } from "../../lib/english-message";
import {
  AuthResponseSchema,
  ChangePasswordRequestSchema,
  LoginRequestSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  RegisterRequestSchema,
} from "@ivdrips/contract/auth";
import { MessageResponseSchema } from "@ivdrips/contract/common";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf, type AuthGuards } from "../../plugins/auth";
import { BRUTE_FORCE_LIMIT } from "../../plugins/rate-limit";
import { toAuthResponse } from "./auth-view";
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
      // Like sign-in: throwaway accounts cannot be made in bulk from one client (shared through Redis).
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: {
        tags: ["customers"],
        summary: "Create a customer account",
        description: `${LANGUAGE_NOTE}; English when it names none of them.`,
        body: RegisterRequestSchema,
        response: {
          201: AuthResponseSchema,
          400: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          toAuthResponse(
            await auth.register(request.body, registrationLanguage(request.headers["accept-language"])),
          ),
        ),
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
    async (request) =>
      toAuthResponse(await auth.login(request.body, signInLanguage(request.headers["accept-language"]))),
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
      return saying("signedOut");
    },
  );

  app.post(
    "/auth/logout-all",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["customers"],
        summary: "Sign out everywhere: every token of the account is refused from now on",
        security: [{ bearerAuth: [] }],
        response: { 200: MessageResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => {
      await auth.logoutEverywhere(authOf(request));
      return saying("signedOutEverywhere");
    },
  );

  app.post(
    "/auth/password-reset/request",
    {
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: {
        tags: ["customers"],
        summary: "Email a link to choose a new password",
        description:
          "Always 202 with the same body, whether or not an account uses the email. The link (to " +
          "/reset-password?token=…) works once, for 60 minutes; the email is in the customer's language.",
        body: PasswordResetRequestSchema,
        response: { 202: MessageResponseSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      auth.requestPasswordReset(request.body.email);
      return reply.code(202).send(saying("resetRequested"));
    },
  );

  app.post(
    "/auth/password-reset/confirm",
    {
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: {
        tags: ["customers"],
        summary: "Choose a new password with an emailed token",
        description: "Uses the token up and ends every session of the account; the customer then signs in.",
        body: PasswordResetConfirmSchema,
        response: { 200: MessageResponseSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      await auth.confirmPasswordReset(request.body);
      return saying("resetDone");
    },
  );

  app.put(
    "/auth/password",
    {
      preHandler: guards.customer,
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: {
        tags: ["customers"],
        summary: "Change the password",
        description:
          "Needs the current password (403 INCORRECT_PASSWORD otherwise). Ends every other session of the " +
          "account: the answer carries a fresh token that replaces the caller's.",
        security: [{ bearerAuth: [] }],
        body: ChangePasswordRequestSchema,
        response: {
          200: AuthResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => toAuthResponse(await auth.changePassword(authOf(request), request.body)),
  );
};
