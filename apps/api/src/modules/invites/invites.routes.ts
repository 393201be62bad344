import { ErrorBodySchema } from "@ivdrips/contract/errors";
import { VerifyInviteRequestSchema, VerifyInviteResponseSchema } from "@ivdrips/contract/invites";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BRUTE_FORCE_LIMIT } from "../../plugins/rate-limit";
import type { InvitesService } from "./invites.service";

export const invitesRoutes: FastifyPluginAsyncZod<{ invites: InvitesService }> = async (app, { invites }) => {
  app.post(
    "/invite-codes/verify",
    {
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: {
        tags: ["invites"],
        summary: "Check an invite code; a valid one counts one use",
        body: VerifyInviteRequestSchema,
        response: { 200: VerifyInviteResponseSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    (request) => invites.verify(request.body.code),
  );
};
