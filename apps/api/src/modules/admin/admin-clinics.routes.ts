import {
  AdminClinicListSchema,
  AdminClinicSchema,
  AdminIdParamsSchema,
  AdminProviderSchema,
  ClinicPasswordRequestSchema,
  NewClinicRequestSchema,
  UpdateClinicRequestSchema,
  UpdateProviderRequestSchema,
} from "@ivdrips/contract/admin-clinics";
import { MessageResponseSchema } from "@ivdrips/contract/common";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { saying } from "../../lib/english-message";
import { authOf } from "../../plugins/auth";
import { staffErrors, staffSecurity } from "./staff-route-schemas";
import type { AdminClinicsService } from "./admin-clinics.service";

const writeErrors = { 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...staffErrors };

export const adminClinicsRoutes: FastifyPluginAsyncZod<{ clinics: AdminClinicsService }> = async (
  app,
  { clinics },
) => {
  app.get(
    "/admin/clinics",
    {
      schema: {
        tags: ["admin"],
        summary: "Every clinic with its providers, pending decisions and decision times",
        security: staffSecurity,
        response: { 200: AdminClinicListSchema, ...staffErrors },
      },
    },
    () => clinics.list(),
  );

  app.post(
    "/admin/clinics",
    {
      schema: {
        tags: ["admin"],
        summary: "Create a clinic with its first provider (as `clinic create` on the command line)",
        security: staffSecurity,
        body: NewClinicRequestSchema,
        response: { 201: AdminClinicSchema, 400: ErrorBodySchema, 409: ErrorBodySchema, ...staffErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await clinics.create(authOf(request).sub, request.body)),
  );

  app.put(
    "/admin/clinics/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "Rename a clinic or change where its booking emails go",
        security: staffSecurity,
        params: AdminIdParamsSchema,
        body: UpdateClinicRequestSchema,
        response: { 200: AdminClinicSchema, ...writeErrors },
      },
    },
    (request) => clinics.update(authOf(request).sub, request.params.id, request.body),
  );

  app.post(
    "/admin/clinics/:id/password",
    {
      schema: {
        tags: ["admin"],
        summary: "Give a clinic a new password; every session it had ends",
        security: staffSecurity,
        params: AdminIdParamsSchema,
        body: ClinicPasswordRequestSchema,
        response: { 200: MessageResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      await clinics.resetPassword(authOf(request).sub, request.params.id, request.body);
      return saying("clinicPasswordReset");
    },
  );

  app.put(
    "/admin/providers/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "Edit a provider: name, cities, capacity per window (not below what is booked), active",
        security: staffSecurity,
        params: AdminIdParamsSchema,
        body: UpdateProviderRequestSchema,
        response: { 200: AdminProviderSchema, ...writeErrors },
      },
    },
    (request) => clinics.updateProvider(authOf(request).sub, request.params.id, request.body),
  );
};
