import { UpdateProfileRequestSchema, UserSchema } from "@ivdrips/contract/auth";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf, type AuthGuards } from "../../plugins/auth";
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
    (request) => users.profile(authOf(request).sub),
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
    (request) => users.updateProfile(authOf(request).sub, request.body),
  );
};
