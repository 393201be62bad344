import {
  AdminServiceListSchema,
  AdminServiceParamsSchema,
  AdminServiceSchema,
  UpdateServiceRequestSchema,
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
};
