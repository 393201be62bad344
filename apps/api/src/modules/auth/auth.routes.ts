import { AuthResponseSchema, LoginRequestSchema, RegisterRequestSchema } from "@ivdrips/contract/auth";
import { MessageResponseSchema } from "@ivdrips/contract/common";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf, type AuthGuards } from "../../plugins/auth";
import { BRUTE_FORCE_LIMIT } from "../../plugins/rate-limit";
import type { AuthService } from "./auth.service";

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
        body: RegisterRequestSchema,
        response: { 201: AuthResponseSchema, 400: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await auth.register(request.body)),
  );

  app.post(
    "/auth/login",
    {
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: {
        tags: ["customers"],
        summary: "Sign in as a customer",
        body: LoginRequestSchema,
        response: {
          200: AuthResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    (request) => auth.login(request.body),
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
