import { ErrorBodySchema } from "@ivdrips/contract/errors";
import {
  AvailabilityQuerySchema,
  AvailabilityResponseSchema,
  ProviderIdParamsSchema,
} from "@ivdrips/contract/providers";
import {
  RangeAvailabilityQuerySchema,
  RangeAvailabilityResponseSchema,
} from "@ivdrips/contract/clinic-calendar";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toAvailabilityResponse } from "./availability-view";
import type { AvailabilityService } from "./availability.service";

/** A provider's free places: served by the bookings module, which knows what holds a place. */
export const availabilityRoutes: FastifyPluginAsyncZod<{ availability: AvailabilityService }> = async (
  app,
  { availability },
) => {
  // Not revalidated: it moves with every booking, so it keeps the API's default `no-store`.
  app.get(
    "/providers/:id/availability",
    {
      schema: {
        tags: ["providers"],
        summary: "The four time windows of a Kuala Lumpur day, with the places left in each",
        params: ProviderIdParamsSchema,
        querystring: AvailabilityQuerySchema,
        response: { 200: AvailabilityResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) =>
      toAvailabilityResponse(await availability.ofDay(request.params.id, request.query.date)),
  );

  app.get(
    "/availability",
    {
      schema: {
        tags: ["providers"],
        summary:
          "The windows of several Kuala Lumpur days for several providers, with the places left in each",
        querystring: RangeAvailabilityQuerySchema,
        response: { 200: RangeAvailabilityResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const { providers, from, days } = request.query;
      return { days: (await availability.ofRange(providers, from, days)).map(toAvailabilityResponse) };
    },
  );
};
