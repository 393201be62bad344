import { ErrorBodySchema } from "@ivdrips/contract/errors";
import {
  GateContactQuerySchema,
  GateContactSchema,
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
  /** How customers reach the team (the business's published numbers, nothing personal). */
  contact: { whatsappNumber: string; supportPhone: string; supportEmail: string };
  /** An active service's name, from the catalogue kept in memory; undefined for no such service. */
  serviceName: (id: string) => Promise<string | undefined>;
}> = async (app, { invites, inviteGate, contact, serviceName }) => {
  app.get(
    "/invite-codes/contact",
    {
      schema: {
        tags: ["invites"],
        summary: "How to ask for an invite code: WhatsApp, phone and email, and the service asked about",
        description:
          "Needs no invite pass: the gate shows it. `service` names the service page the gate was opened on.",
        querystring: GateContactQuerySchema,
        response: { 200: GateContactSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const { service } = request.query;
      return { ...contact, serviceName: (service && (await serviceName(service))) ?? null };
    },
  );

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
