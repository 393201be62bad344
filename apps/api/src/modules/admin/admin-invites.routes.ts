import { AdminIdParamsSchema } from "@ivdrips/contract/admin-clinics";
import {
  AdminInviteListSchema,
  AdminInviteSchema,
  NewInviteRequestSchema,
  RevokeInviteRequestSchema,
} from "@ivdrips/contract/admin-invites";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../plugins/auth";
import { staffErrors, staffSecurity } from "./staff-route-schemas";
import type { AdminInvitesService } from "./admin-invites.service";

export const adminInvitesRoutes: FastifyPluginAsyncZod<{ invites: AdminInvitesService }> = async (
  app,
  { invites },
) => {
  app.get(
    "/admin/invites",
    {
      schema: {
        tags: ["admin"],
        summary: "Every invite code with its status, uses and expiry",
        security: staffSecurity,
        response: { 200: AdminInviteListSchema, ...staffErrors },
      },
    },
    () => invites.list(),
  );

  app.post(
    "/admin/invites",
    {
      schema: {
        tags: ["admin"],
        summary: "Create an invite code (as `invite create` on the command line)",
        security: staffSecurity,
        body: NewInviteRequestSchema,
        response: { 201: AdminInviteSchema, 400: ErrorBodySchema, 409: ErrorBodySchema, ...staffErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await invites.create(authOf(request).sub, request.body)),
  );

  app.put(
    "/admin/invites/:id/revoke",
    {
      schema: {
        tags: ["admin"],
        summary: "Revoke an invite code: it verifies no more, and passes made with it stop working",
        security: staffSecurity,
        params: AdminIdParamsSchema,
        body: RevokeInviteRequestSchema,
        response: { 200: AdminInviteSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...staffErrors },
      },
    },
    (request) => invites.revoke(authOf(request).sub, request.params.id, request.body.note),
  );
};
