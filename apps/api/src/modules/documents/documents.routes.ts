import { BookingIdParamsSchema } from "@ivdrips/contract/bookings";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf, type AuthGuards } from "../../plugins/auth";
import type { DocumentsService, PdfDocument } from "./documents.service";

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

function sendPdf(reply: FastifyReply, document: PdfDocument) {
  return reply
    .type("application/pdf")
    .header("content-disposition", `attachment; filename="${document.filename}"`)
    .header("cache-control", "private, no-store")
    .send(Buffer.from(document.bytes));
}

export const documentsRoutes: FastifyPluginAsyncZod<{
  documents: DocumentsService;
  guards: AuthGuards;
}> = async (app, { documents, guards }) => {
  app.get(
    "/bookings/:id/receipt",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["bookings"],
        summary: "The PDF receipt of one of the customer's paid bookings",
        security: [{ bearerAuth: [] }],
        params: BookingIdParamsSchema,
        produces: ["application/pdf"],
        response: errors,
      },
    },
    async (request, reply) => sendPdf(reply, await documents.receipt(authOf(request).sub, request.params.id)),
  );

  app.get(
    "/bookings/:id/certificate",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["bookings"],
        summary: "A PDF certificate of attendance for one of the customer's completed visits",
        security: [{ bearerAuth: [] }],
        params: BookingIdParamsSchema,
        produces: ["application/pdf"],
        response: errors,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await documents.certificate(authOf(request).sub, request.params.id)),
  );
};
