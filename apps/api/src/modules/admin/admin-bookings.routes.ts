import {
  AdminBookingDetailSchema,
  AdminBookingIdParamsSchema,
  AdminBookingListSchema,
  AdminBookingSearchQuerySchema,
  AdminCancelRequestSchema,
  AdminMoveRequestSchema,
  AdminResendEmailRequestSchema,
  AdminResolvePaymentRequestSchema,
  DashboardSchema,
} from "@ivdrips/contract/admin-bookings";
import { BreakGlassQuerySchema, ClearanceSchema } from "@ivdrips/contract/clinical";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../plugins/auth";
import { staffErrors, staffSecurity } from "./staff-route-schemas";
import type { AdminBookingsService } from "./admin-bookings.service";
import type { AdminDashboardService } from "./admin-dashboard.service";

export interface AdminBookingsRoutesOptions {
  adminBookings: AdminBookingsService;
  dashboard: AdminDashboardService;
}

const tags = ["admin"];
/** What every booking action may answer: the booking after it, or why not. */
const actionResponses = {
  200: AdminBookingDetailSchema,
  400: ErrorBodySchema,
  ...staffErrors,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
} as const;

/** The console's bookings and dashboard; registered inside the staff-only scope of admin.routes.ts. */
export const adminBookingsRoutes: FastifyPluginAsyncZod<AdminBookingsRoutesOptions> = async (
  app,
  { adminBookings, dashboard },
) => {
  app.get(
    "/admin/dashboard",
    {
      schema: {
        tags,
        summary:
          "What needs the team: visits today and tomorrow, undecided bookings, payments, refunds, emails",
        security: staffSecurity,
        response: { 200: DashboardSchema, ...staffErrors },
      },
    },
    () => dashboard.dashboard(),
  );

  app.get(
    "/admin/bookings",
    {
      schema: {
        tags,
        summary: "Find bookings by reference, customer name, email or phone; filter by state, clinic and day",
        description:
          "`status` is a lifecycle state (held, released, awaiting_clinic, approved, completed, rejected, " +
          "cancelled, flagged); `from` and `to` are Kuala Lumpur days, inclusive. Newest window first.",
        security: staffSecurity,
        querystring: AdminBookingSearchQuerySchema,
        response: { 200: AdminBookingListSchema, 400: ErrorBodySchema, ...staffErrors },
      },
    },
    (request) => adminBookings.search(request.query),
  );

  app.get(
    "/admin/bookings/:id",
    {
      schema: {
        tags,
        summary: "Everything about a booking, and its timeline oldest first",
        security: staffSecurity,
        params: AdminBookingIdParamsSchema,
        response: {
          200: AdminBookingDetailSchema,
          400: ErrorBodySchema,
          ...staffErrors,
          404: ErrorBodySchema,
        },
      },
    },
    (request) => adminBookings.detail(request.params.id),
  );

  app.get(
    "/admin/bookings/:id/clearance",
    {
      schema: {
        tags,
        summary:
          "A booking's clinical record, by a stated reason that is written to the audit log (break-glass)",
        security: staffSecurity,
        params: AdminBookingIdParamsSchema,
        querystring: BreakGlassQuerySchema,
        response: { 200: ClearanceSchema, 400: ErrorBodySchema, ...staffErrors, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return adminBookings.clearance(authOf(request).sub, request.params.id, request.query.reason);
    },
  );

  app.put(
    "/admin/bookings/:id/cancel",
    {
      schema: {
        tags,
        summary: "Cancel on the customer's behalf with the policy refund or a full one",
        security: staffSecurity,
        params: AdminBookingIdParamsSchema,
        body: AdminCancelRequestSchema,
        response: actionResponses,
      },
    },
    (request) => adminBookings.cancel(authOf(request).sub, request.params.id, request.body),
  );

  app.put(
    "/admin/bookings/:id/move",
    {
      schema: {
        tags,
        summary: "Move a paid booking to another window and/or provider with room",
        security: staffSecurity,
        params: AdminBookingIdParamsSchema,
        body: AdminMoveRequestSchema,
        response: actionResponses,
      },
    },
    (request) => adminBookings.move(authOf(request).sub, request.params.id, request.body),
  );

  app.post(
    "/admin/bookings/:id/resend-email",
    {
      schema: {
        tags,
        summary: "Queue one of the customer's emails again, as the booking stands now",
        security: staffSecurity,
        params: AdminBookingIdParamsSchema,
        body: AdminResendEmailRequestSchema,
        response: actionResponses,
      },
    },
    (request) => adminBookings.resendEmail(authOf(request).sub, request.params.id, request.body),
  );

  app.put(
    "/admin/bookings/:id/resolve-payment",
    {
      schema: {
        tags,
        summary: "Mark a flagged payment resolved, with a note",
        security: staffSecurity,
        params: AdminBookingIdParamsSchema,
        body: AdminResolvePaymentRequestSchema,
        response: actionResponses,
      },
    },
    (request) => adminBookings.resolvePayment(authOf(request).sub, request.params.id, request.body),
  );
};
