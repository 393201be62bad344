import { AdminIdParamsSchema } from "@ivdrips/contract/admin-clinics";
import { MessageResponseSchema } from "@ivdrips/contract/common";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import {
  DeleteServiceAreaQuerySchema,
  NewServiceAreaRequestSchema,
  ServiceAreaListSchema,
  ServiceAreaSchema,
  UpdateServiceAreaRequestSchema,
} from "@ivdrips/contract/service-areas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { saying } from "../../lib/english-message";
import { authOf } from "../../plugins/auth";
import type { AdminServiceAreasService } from "./admin-service-areas.service";
import { staffErrors, staffSecurity } from "./staff-route-schemas";

const writeErrors = { 400: ErrorBodySchema, 404: ErrorBodySchema, ...staffErrors };

/** Each city's service areas (postcode ranges), which decide where a visit may be booked. */
export const adminServiceAreasRoutes: FastifyPluginAsyncZod<{
  serviceAreas: AdminServiceAreasService;
}> = async (app, { serviceAreas }) => {
  app.get(
    "/admin/service-areas",
    {
      schema: {
        tags: ["admin"],
        summary: "Every city's service areas, active or not, by city and first postcode",
        security: staffSecurity,
        response: { 200: ServiceAreaListSchema, ...staffErrors },
      },
    },
    () => serviceAreas.list(),
  );

  app.post(
    "/admin/service-areas",
    {
      schema: {
        tags: ["admin"],
        summary: "Add a range of postcodes a city's nurses visit",
        security: staffSecurity,
        body: NewServiceAreaRequestSchema,
        response: { 201: ServiceAreaSchema, 400: ErrorBodySchema, ...staffErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await serviceAreas.create(authOf(request).sub, request.body)),
  );

  app.patch(
    "/admin/service-areas/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "Rename a service area, change its range, or switch it off or on",
        security: staffSecurity,
        params: AdminIdParamsSchema,
        body: UpdateServiceAreaRequestSchema,
        response: { 200: ServiceAreaSchema, ...writeErrors },
      },
    },
    (request) => serviceAreas.update(authOf(request).sub, request.params.id, request.body),
  );

  app.delete(
    "/admin/service-areas/:id",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Delete a service area: its postcodes are no longer visited (bookings made stay as they are)",
        security: staffSecurity,
        params: AdminIdParamsSchema,
        querystring: DeleteServiceAreaQuerySchema,
        response: { 200: MessageResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      await serviceAreas.remove(authOf(request).sub, request.params.id, request.query.note);
      return saying("serviceAreaDeleted");
    },
  );
};
