import { ErrorBodySchema } from "@ivdrips/contract/errors";
import { VisitFeesQuerySchema, VisitFeesSchema } from "@ivdrips/contract/visit-fees";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { VisitFeesService } from "./visit-fees.service";

/** Public: what a city charges beyond the drip, so the booking card shows the surcharges before payment. */
export const visitFeesRoutes: FastifyPluginAsyncZod<{ fees: VisitFeesService }> = async (app, { fees }) => {
  app.get(
    "/visit-fees",
    {
      schema: {
        tags: ["bookings"],
        summary: "A city's Night window and same-day surcharges and call-out fee, in RM",
        querystring: VisitFeesQuerySchema,
        response: { 200: VisitFeesSchema, 400: ErrorBodySchema },
      },
    },
    (request) => fees.ofCity(request.query.city),
  );
};
