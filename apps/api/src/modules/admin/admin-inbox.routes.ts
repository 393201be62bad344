import {
  AdminWaitlistSchema,
  InboxItemSchema,
  InboxListSchema,
  InboxParamsSchema,
  InboxQuerySchema,
  UpdateInboxItemRequestSchema,
  WaitlistQuerySchema,
} from "@ivdrips/contract/admin-inbox";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../plugins/auth";
import { staffErrors, staffSecurity } from "./staff-route-schemas";
import type { AdminInboxService } from "./admin-inbox.service";

/** A CSV download: not JSON, so it bypasses the route's (error-only) response schemas as the PDFs do. */
function sendCsv(reply: FastifyReply, csv: string) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", 'attachment; filename="waitlist.csv"')
    .header("cache-control", "private, no-store")
    .send(csv);
}

export const adminInboxRoutes: FastifyPluginAsyncZod<{ inbox: AdminInboxService }> = async (
  app,
  { inbox },
) => {
  app.get(
    "/admin/inbox",
    {
      schema: {
        tags: ["admin"],
        summary: "Partner applications, support or contact messages, newest first, one page at a time",
        security: staffSecurity,
        querystring: InboxQuerySchema,
        response: { 200: InboxListSchema, 400: ErrorBodySchema, ...staffErrors },
      },
    },
    (request) => inbox.list(request.query),
  );

  app.put(
    "/admin/inbox/:kind/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "Set where the team is with an item (new, in progress, done) and its note",
        security: staffSecurity,
        params: InboxParamsSchema,
        body: UpdateInboxItemRequestSchema,
        response: { 200: InboxItemSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...staffErrors },
      },
    },
    (request) => inbox.update(authOf(request).sub, request.params.kind, request.params.id, request.body),
  );

  app.get(
    "/admin/waitlist",
    {
      schema: {
        tags: ["admin"],
        summary: "Who waits for a coming-soon country, oldest first, and how many per country",
        security: staffSecurity,
        querystring: WaitlistQuerySchema,
        response: { 200: AdminWaitlistSchema, 400: ErrorBodySchema, ...staffErrors },
      },
    },
    (request) => inbox.waitlist(request.query.country),
  );

  app.get(
    "/admin/waitlist.csv",
    {
      schema: {
        tags: ["admin"],
        summary: "The waitlist as CSV, as `npm run admin -- waitlist list --csv` prints it",
        security: staffSecurity,
        querystring: WaitlistQuerySchema,
        produces: ["text/csv"],
        response: { 400: ErrorBodySchema, ...staffErrors },
      },
    },
    async (request, reply) => sendCsv(reply, await inbox.waitlistCsv(request.query.country)),
  );
};
