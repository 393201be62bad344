import { MessageResponseSchema } from "@ivdrips/contract/common";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import {
  NewSavedPlaceRequestSchema,
  SavedPlaceIdParamsSchema,
  SavedPlaceListSchema,
  SavedPlaceSchema,
  ServiceAreaLookupParamsSchema,
  ServiceAreaLookupQuerySchema,
  ServiceAreaLookupSchema,
} from "@ivdrips/contract/service-areas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { saying } from "../../lib/english-message";
import { authOf, type AuthGuards } from "../../plugins/auth";
import type { PlacesService } from "./places.service";

const authErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const security = [{ bearerAuth: [] }];

interface PlacesRoutesOptions {
  places: PlacesService;
  guards: AuthGuards;
}

/** The public service-area lookup (behind the invite gate, as every public read) and My Account's places. */
export const placesRoutes: FastifyPluginAsyncZod<PlacesRoutesOptions> = async (app, { places, guards }) => {
  app.get(
    "/service-areas/:postcode",
    {
      schema: {
        tags: ["places"],
        summary: "The service area a postcode is in, in a city: 404 `outsideServiceArea` when none",
        params: ServiceAreaLookupParamsSchema,
        querystring: ServiceAreaLookupQuerySchema,
        response: { 200: ServiceAreaLookupSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    (request) => places.areaOf(request.query.city, request.params.postcode),
  );

  app.get(
    "/account/places",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["customers"],
        summary: "The signed-in customer's saved places, newest first",
        security,
        response: { 200: SavedPlaceListSchema, ...authErrors },
      },
    },
    async (request) => ({ places: await places.list(authOf(request).sub) }),
  );

  app.post(
    "/account/places",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["customers"],
        summary: "Save a place for the next booking (at most 10: 409 `savedPlacesFull` beyond)",
        security,
        body: NewSavedPlaceRequestSchema,
        response: { 201: SavedPlaceSchema, 400: ErrorBodySchema, ...authErrors, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await places.add(authOf(request).sub, request.body)),
  );

  app.delete(
    "/account/places/:id",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["customers"],
        summary: "Delete one of the signed-in customer's saved places",
        security,
        params: SavedPlaceIdParamsSchema,
        response: { 200: MessageResponseSchema, ...authErrors, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      await places.remove(authOf(request).sub, request.params.id);
      return saying("savedPlaceDeleted");
    },
  );
};
