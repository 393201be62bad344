import {
  AuditListSchema,
  AuditQuerySchema,
  StaffListSchema,
  StaffLoginRequestSchema,
  StaffLoginResponseSchema,
  StaffMemberSchema,
} from "@ivdrips/contract/admin";
import { ChangePasswordRequestSchema } from "@ivdrips/contract/auth";
import { MessageResponseSchema } from "@ivdrips/contract/common";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { saying } from "../../lib/english-message";
import { authOf, type AuthGuards } from "../../plugins/auth";
import { BRUTE_FORCE_LIMIT } from "../../plugins/rate-limit";
import { adminBookingsRoutes } from "./admin-bookings.routes";
import {
  adminBookingMessagesRoutes,
  type AdminBookingMessagesOptions,
} from "./admin-booking-messages.routes";
import type { AdminBookingsService } from "./admin-bookings.service";
import type { AdminDashboardService } from "./admin-dashboard.service";
import { adminRecordsRoutes, type AdminRecordsServices } from "./admin-records.routes";
import { staffMemberOf, type StaffService } from "./staff.service";
import { staffErrors, staffSecurity } from "./staff-route-schemas";

export { staffErrors, staffSecurity };

export interface AdminRoutesOptions {
  staff: StaffService;
  guards: AuthGuards;
  adminBookings: AdminBookingsService;
  dashboard: AdminDashboardService;
  records: AdminRecordsServices;
  /** A booking's messages to phones (issue 38). */
  bookingMessages: AdminBookingMessagesOptions["bookingMessages"];
}

/** Sign-in, then everything else under /api/admin behind the staff guard. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  app.post(
    "/admin/login",
    {
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: {
        tags: ["admin"],
        summary: "Sign in to the operations console",
        body: StaffLoginRequestSchema,
        response: {
          200: StaffLoginResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    (request) => options.staff.login(request.body),
  );

  // Every other admin route is registered in this scope, which puts the staff guard first among each route's
  // preHandlers, as the other guarded routes have theirs: a route cannot be added without it.
  await app.register(async (staffOnly) => {
    staffOnly.addHook("onRoute", (route) => {
      route.preHandler = [options.guards.staff, ...[route.preHandler ?? []].flat()];
    });
    await staffOnly.register(staffSessionRoutes, options);
    await staffOnly.register(adminBookingsRoutes, options);
    await staffOnly.register(adminBookingMessagesRoutes, { bookingMessages: options.bookingMessages });
    await staffOnly.register(adminRecordsRoutes, options);
  });
};

const staffSessionRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { staff }) => {
  app.post(
    "/admin/logout",
    {
      schema: {
        tags: ["admin"],
        summary: "Sign out of the console: the token is refused from now on",
        security: staffSecurity,
        response: { 200: MessageResponseSchema, ...staffErrors },
      },
    },
    async (request) => {
      await staff.logout(authOf(request));
      return saying("signedOut");
    },
  );

  app.post(
    "/admin/logout-all",
    {
      schema: {
        tags: ["admin"],
        summary: "Sign out everywhere: every token of the staff account is refused from now on",
        description: "Ends this session too, and every open console stream of the account. Audited.",
        security: staffSecurity,
        response: { 200: MessageResponseSchema, ...staffErrors },
      },
    },
    async (request) => {
      await staff.logoutEverywhere(authOf(request));
      return saying("signedOutEverywhere");
    },
  );

  app.put(
    "/admin/password",
    {
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: {
        tags: ["admin"],
        summary: "Change the staff member's own password",
        description:
          "Needs the current password (403 INCORRECT_PASSWORD otherwise). Ends every other session of the " +
          "account: the answer carries a fresh token that replaces the caller's. Audited.",
        security: staffSecurity,
        body: ChangePasswordRequestSchema,
        response: {
          200: StaffLoginResponseSchema,
          400: ErrorBodySchema,
          ...staffErrors,
          429: ErrorBodySchema,
        },
      },
    },
    (request) => staff.changePassword(authOf(request), request.body),
  );

  app.get(
    "/admin/me",
    {
      schema: {
        tags: ["admin"],
        summary: "The signed-in staff member",
        security: staffSecurity,
        response: { 200: StaffMemberSchema, ...staffErrors },
      },
    },
    (request) => staff.me(authOf(request).sub),
  );

  app.get(
    "/admin/staff",
    {
      schema: {
        tags: ["admin"],
        summary: "Every staff account, active or disabled: who the audit log can name",
        security: staffSecurity,
        response: { 200: StaffListSchema, ...staffErrors },
      },
    },
    async () => ({
      staff: (await staff.list()).map((member) => ({
        ...staffMemberOf(member),
        active: member.disabledAt === null,
      })),
    }),
  );

  app.get(
    "/admin/audit",
    {
      schema: {
        tags: ["admin"],
        summary: "The audit log, newest first: every staff action with its before and after",
        security: staffSecurity,
        querystring: AuditQuerySchema,
        response: { 200: AuditListSchema, 400: ErrorBodySchema, ...staffErrors },
      },
    },
    (request) => staff.audit(request.query),
  );
};
