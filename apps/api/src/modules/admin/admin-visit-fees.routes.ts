import { ErrorBodySchema } from "@ivdrips/contract/errors";
import {
  UpdateVisitFeesRequestSchema,
  VisitFeesListSchema,
  VisitFeesParamsSchema,
  VisitFeesSchema,
} from "@ivdrips/contract/visit-fees";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../plugins/auth";
import { staffErrors, staffSecurity } from "./staff-route-schemas";
import type { AdminVisitFeesService } from "./admin-visit-fees.service";

/** Registered inside admin.routes.ts's staff-only scope: every city's visit fees, and setting them. */
export const adminVisitFeesRoutes: FastifyPluginAsyncZod<{ fees: AdminVisitFeesService }> = async (
  app,
  { fees },
) => {
  app.get(
    "/admin/visit-fees",
    {
      schema: {
        tags: ["admin"],
        summary: "The cities with their own visit fees, in RM (any other city has the defaults)",
        security: staffSecurity,
        response: { 200: VisitFeesListSchema, ...staffErrors },
      },
    },
    () => fees.list(),
  );

  app.put(
    "/admin/visit-fees/:city",
    {
      schema: {
        tags: ["admin"],
        summary: "Set a city's visit fees in RM; new holds are priced with them at once",
        security: staffSecurity,
        params: VisitFeesParamsSchema,
        body: UpdateVisitFeesRequestSchema,
        response: { 200: VisitFeesSchema, 400: ErrorBodySchema, ...staffErrors },
      },
    },
    (request) => fees.set(authOf(request).sub, request.params.city, request.body),
  );
};
