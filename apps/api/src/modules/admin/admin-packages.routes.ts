import { AdminIdParamsSchema } from "@ivdrips/contract/admin-clinics";
import {
  AdminDripPackageListSchema,
  AdminDripPackageSchema,
  NewDripPackageRequestSchema,
  UpdateDripPackageRequestSchema,
} from "@ivdrips/contract/drip-packages";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../plugins/auth";
import type { AdminPackagesService } from "./admin-packages.service";
import { staffErrors, staffSecurity } from "./staff-route-schemas";

/** Drip packages (issue 39): staff define what is sold, its price, drips, services and validity. */
export const adminPackagesRoutes: FastifyPluginAsyncZod<{ packages: AdminPackagesService }> = async (
  app,
  { packages },
) => {
  app.get(
    "/admin/packages",
    {
      schema: {
        tags: ["admin"],
        summary: "Every drip package, on sale or not, cheapest first",
        security: staffSecurity,
        response: { 200: AdminDripPackageListSchema, ...staffErrors },
      },
    },
    () => packages.list(),
  );

  app.post(
    "/admin/packages",
    {
      schema: {
        tags: ["admin"],
        summary: "Define a drip package: its name, drips, price, the services it covers and its validity",
        security: staffSecurity,
        body: NewDripPackageRequestSchema,
        response: { 201: AdminDripPackageSchema, 400: ErrorBodySchema, ...staffErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await packages.create(authOf(request).sub, request.body)),
  );

  app.patch(
    "/admin/packages/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "Change a drip package or take it off sale (credits already bought keep their terms)",
        security: staffSecurity,
        params: AdminIdParamsSchema,
        body: UpdateDripPackageRequestSchema,
        response: { 200: AdminDripPackageSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...staffErrors },
      },
    },
    (request) => packages.update(authOf(request).sub, request.params.id, request.body),
  );
};
