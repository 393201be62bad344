import {
  AdminServiceListSchema,
  AdminServiceParamsSchema,
  AdminServiceSchema,
  AdminServiceTranslationParamsSchema,
  UpdateServiceRequestSchema,
  UpdateServiceTranslationRequestSchema,
} from "@ivdrips/contract/admin-catalogue";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../plugins/auth";
import { staffErrors, staffSecurity } from "./staff-route-schemas";
import type { AdminCatalogueService } from "./admin-catalogue.service";

export const adminCatalogueRoutes: FastifyPluginAsyncZod<{ catalogue: AdminCatalogueService }> = async (
  app,
  { catalogue },
) => {
  app.get(
    "/admin/services",
    {
      schema: {
        tags: ["admin"],
        summary: "The whole catalogue, active or not, prices in RM",
        security: staffSecurity,
        response: { 200: AdminServiceListSchema, ...staffErrors },
      },
    },
    () => catalogue.list(),
  );

  app.put(
    "/admin/services/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "Edit a service; the public catalogue shows it at once, a new price applies to new bookings",
        security: staffSecurity,
        params: AdminServiceParamsSchema,
        body: UpdateServiceRequestSchema,
        response: { 200: AdminServiceSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...staffErrors },
      },
    },
    (request) => catalogue.update(authOf(request).sub, request.params.id, request.body),
  );

  app.put(
    "/admin/services/:id/translations/:language",
    {
      schema: {
        tags: ["admin"],
        summary: "Edit a service's texts in Malay or Chinese; an empty field reads the English",
        security: staffSecurity,
        params: AdminServiceTranslationParamsSchema,
        body: UpdateServiceTranslationRequestSchema,
        response: { 200: AdminServiceSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...staffErrors },
      },
    },
    (request) =>
      catalogue.translate(authOf(request).sub, request.params.id, request.params.language, request.body),
  );
};
