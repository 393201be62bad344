import {
  DeleteAccountRequestSchema,
  DeleteAccountResponseSchema,
  PreferencesSchema,
  UpdatePreferencesRequestSchema,
} from "@ivdrips/contract/account";
import { AccountExportSchema } from "@ivdrips/contract/account-export";
import { UpdateProfileRequestSchema, UserSchema } from "@ivdrips/contract/auth";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf, type AuthGuards } from "../../plugins/auth";
import { BRUTE_FORCE_LIMIT } from "../../plugins/rate-limit";
import { toDeleteAccountResponse, toUser } from "./user-view";
import type { UsersService } from "./users.service";

const authErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema };

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService; guards: AuthGuards }> = async (
  app,
  { users, guards },
) => {
  app.get(
    "/users/profile",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["customers"],
        summary: "The signed-in customer",
        security: [{ bearerAuth: [] }],
        response: { 200: UserSchema, ...authErrors },
      },
    },
    async (request) => toUser(await users.profile(authOf(request).sub)),
  );

  app.put(
    "/users/profile",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["customers"],
        summary: "Change the signed-in customer's full name and phone (nothing else changes)",
        security: [{ bearerAuth: [] }],
        body: UpdateProfileRequestSchema,
        response: { 200: UserSchema, 400: ErrorBodySchema, ...authErrors },
      },
    },
    async (request) => toUser(await users.updateProfile(authOf(request).sub, request.body)),
  );

  app.get(
    "/account/export",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["customers"],
        summary:
          "Everything the account holds, as JSON: account, consents, health profile, bookings, clinical records",
        security: [{ bearerAuth: [] }],
        response: { 200: AccountExportSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", 'attachment; filename="ivdrips-my-data.json"');
      return users.exportAccount(authOf(request).sub);
    },
  );

  app.get(
    "/users/preferences",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["customers"],
        summary: "The signed-in customer's email preferences and the language their emails are written in",
        security: [{ bearerAuth: [] }],
        response: { 200: PreferencesSchema, ...authErrors },
      },
    },
    (request) => users.preferences(authOf(request).sub),
  );

  app.put(
    "/users/preferences",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["customers"],
        summary: "Turn reminder and marketing emails on or off, and choose the language of emails",
        description:
          "Both email choices are required. `language` (en, ms or zh) is optional: without it the stored " +
          "language stays. Every email to the customer is written in that language.",
        security: [{ bearerAuth: [] }],
        body: UpdatePreferencesRequestSchema,
        response: { 200: PreferencesSchema, 400: ErrorBodySchema, ...authErrors },
      },
    },
    (request) => users.updatePreferences(authOf(request).sub, request.body),
  );

  app.delete(
    "/users/profile",
    {
      preHandler: guards.customer,
      // The password is checked here, so it is limited like a sign-in.
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: {
        tags: ["customers"],
        summary: "Delete the account (password required)",
        description:
          "Cancels upcoming bookings with refunds per the Refund Policy, erases personal data (bookings are kept " +
          "for accounting without name, email, phone or address), revokes every token; the email can register again.",
        security: [{ bearerAuth: [] }],
        body: DeleteAccountRequestSchema,
        response: {
          200: DeleteAccountResponseSchema,
          400: ErrorBodySchema,
          ...authErrors,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      toDeleteAccountResponse(await users.deleteAccount(authOf(request).sub, request.body.password)),
  );
};
