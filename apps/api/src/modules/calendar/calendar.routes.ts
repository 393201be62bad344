import {
  CalendarQuerySchema,
  ClinicCalendarSchema,
  ClinicScheduleSchema,
  ClosureIdParamsSchema,
  ClosureListSchema,
  ClosurePreviewRequestSchema,
  ClosurePreviewSchema,
  CreateClosureRequestSchema,
  CreateClosureResponseSchema,
  ProviderWeekSchema,
  UpdateScheduleRequestSchema,
} from "@ivdrips/contract/clinic-calendar";
import { MessageResponseSchema } from "@ivdrips/contract/common";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { saying } from "../../lib/english-message";
import { authOf, type AuthGuards } from "../../plugins/auth";
import type { CalendarService } from "./calendar.service";

const clinicErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const security = [{ bearerAuth: [] }];

/** The clinic's own calendar: its week, its closures and overrides, and the week at a glance. */
export const calendarRoutes: FastifyPluginAsyncZod<{
  calendar: CalendarService;
  guards: AuthGuards;
}> = async (app, { calendar, guards }) => {
  app.get(
    "/clinics/schedule",
    {
      preHandler: guards.clinic,
      schema: {
        tags: ["clinics"],
        summary: "Each provider's week: which windows are open on each weekday, and their capacity",
        security,
        response: { 200: ClinicScheduleSchema, ...clinicErrors },
      },
    },
    (request) => calendar.schedule(authOf(request).sub),
  );

  app.put(
    "/clinics/schedule",
    {
      preHandler: guards.clinic,
      schema: {
        tags: ["clinics"],
        summary: "Replace a provider's week (bookings already made keep their place)",
        security,
        body: UpdateScheduleRequestSchema,
        response: { 200: ProviderWeekSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...clinicErrors },
      },
    },
    (request) => calendar.updateSchedule(authOf(request).sub, request.body),
  );

  app.get(
    "/clinics/closures",
    {
      preHandler: guards.clinic,
      schema: {
        tags: ["clinics"],
        summary: "Closures and date overrides from today on, with Kuala Lumpur's public holidays suggested",
        security,
        response: { 200: ClosureListSchema, ...clinicErrors },
      },
    },
    (request) => calendar.closures(authOf(request).sub),
  );

  app.post(
    "/clinics/closures/preview",
    {
      preHandler: guards.clinic,
      schema: {
        tags: ["clinics"],
        summary: "The bookings a closure or a lower capacity would affect, each needing a choice",
        security,
        body: ClosurePreviewRequestSchema,
        response: { 200: ClosurePreviewSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...clinicErrors },
      },
    },
    (request) => calendar.previewClosure(authOf(request).sub, request.body),
  );

  app.post(
    "/clinics/closures",
    {
      preHandler: guards.clinic,
      schema: {
        tags: ["clinics"],
        summary: "Close a date or a window, or change a window's capacity for a date",
        description:
          "Refused with 409 unless `decisions` says, for every booking the change affects (see the preview), " +
          "whether to keep it or reject it (full refund, customer emailed).",
        security,
        body: CreateClosureRequestSchema,
        response: {
          201: CreateClosureResponseSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          ...clinicErrors,
        },
      },
    },
    async (request, reply) => {
      const created = await calendar.createClosure(authOf(request).sub, request.body);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    "/clinics/closures/:id",
    {
      preHandler: guards.clinic,
      schema: {
        tags: ["clinics"],
        summary: "Remove a closure or an override: the week applies to that date again",
        security,
        params: ClosureIdParamsSchema,
        response: { 200: MessageResponseSchema, 404: ErrorBodySchema, ...clinicErrors },
      },
    },
    async (request) => {
      await calendar.removeClosure(authOf(request).sub, request.params.id);
      return saying("closureRemoved");
    },
  );

  app.get(
    "/clinics/calendar",
    {
      preHandler: guards.clinic,
      schema: {
        tags: ["clinics"],
        summary: "Seven days from `from`: each provider's windows, their capacity, closures and bookings",
        security,
        querystring: CalendarQuerySchema,
        response: { 200: ClinicCalendarSchema, 400: ErrorBodySchema, ...clinicErrors },
      },
    },
    (request) => calendar.week(authOf(request).sub, request.query.from),
  );
};
