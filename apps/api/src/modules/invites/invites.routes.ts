import { ErrorBodySchema } from "@ivdrips/contract/errors";
import {
  INVITE_COOKIE_NAME,
  VerifyInviteRequestSchema,
  VerifyInviteResponseSchema,
} from "@ivdrips/contract/invites";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { InviteGate } from "../../plugins/invite-gate";
import { BRUTE_FORCE_LIMIT } from "../../plugins/rate-limit";
import type { InvitesService } from "./invites.service";

export const invitesRoutes: FastifyPluginAsyncZod<{
  invites: InvitesService;
  inviteGate: InviteGate;
}> = async (app, { invites, inviteGate }) => {
  app.post(
    "/invite-codes/verify",
    {
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: {
        tags: ["invites"],
        summary: "Check an invite code; a valid one counts one use and opens the API to this browser",
        description:
          `A valid code sets the httpOnly, signed cookie \`${INVITE_COOKIE_NAME}\`; every other call but health, ` +
          "readiness, the payment webhook and the sandbox checkout answers 403 INVITE_REQUIRED without it.",
        body: VerifyInviteRequestSchema,
        response: { 200: VerifyInviteResponseSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const result = await invites.verify(request.body.code);
      if (result.valid) inviteGate.grant(reply, result.codeId);
      return { valid: result.valid };
    },
  );
};
