import { BookingIdParamsSchema, BookingSchema } from "@ivdrips/contract/bookings";
import { ServiceIdParamsSchema } from "@ivdrips/contract/catalogue";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import { ReviewRequestSchema, ServiceReviewsSchema } from "@ivdrips/contract/reviews";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf, type AuthGuards } from "../../plugins/auth";
import type { Clock } from "../../lib/clock";
import { toBooking } from "../bookings/bookings.service";
import { toServiceReviews } from "./reviews-view";
import type { ReviewsService } from "./reviews.service";

export const reviewsRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewsService;
  guards: AuthGuards;
  clock: Clock;
}> = async (app, { reviews, guards, clock }) => {
  app.post(
    "/bookings/:id/review",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["bookings"],
        summary: "Review a completed visit: 1-5 stars and an optional comment, once per booking",
        security: [{ bearerAuth: [] }],
        params: BookingIdParamsSchema,
        body: ReviewRequestSchema,
        response: {
          201: BookingSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const booking = await reviews.leave(authOf(request).sub, request.params.id, request.body);
      return reply.code(201).send(toBooking(booking, { actor: "customer", now: clock() }));
    },
  );

  app.get(
    "/services/:id/reviews",
    {
      schema: {
        tags: ["catalogue"],
        summary: "A service's rating and its latest reviews, newest first",
        params: ServiceIdParamsSchema,
        response: { 200: ServiceReviewsSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => toServiceReviews(await reviews.listForService(request.params.id)),
  );
};
