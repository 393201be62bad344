import { saying } from "../../lib/english-message";
import {
  ClinicLoginRequestSchema,
  ClinicLoginResponseSchema,
  ClinicProfileSchema,
} from "@ivdrips/contract/clinics";
import { MessageResponseSchema } from "@ivdrips/contract/common";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf, type AuthGuards } from "../../plugins/auth";
import { BRUTE_FORCE_LIMIT } from "../../plugins/rate-limit";
import type { ClinicsService } from "./clinics.service";

const authErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema };

export const clinicsRoutes: FastifyPluginAsyncZod<{ clinics: ClinicsService; guards: AuthGuards }> = async (
  app,
  { clinics, guards },
) => {
  app.post(
    "/clinics/login",
    {
      config: { rateLimit: BRUTE_FORCE_LIMIT },
      schema: {
        tags: ["clinics"],
        summary: "Sign in to the clinic portal",
        body: ClinicLoginRequestSchema,
        response: {
          200: ClinicLoginResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    (request) => clinics.login(request.body),
  );

  app.post(
    "/clinics/logout",
    {
      preHandler: guards.clinic,
      schema: {
        tags: ["clinics"],
        summary: "Sign out of the clinic portal: the token is refused from now on",
        security: [{ bearerAuth: [] }],
        response: { 200: MessageResponseSchema, ...authErrors },
      },
    },
    async (request) => {
      await clinics.logout(authOf(request));
      return saying("signedOut");
    },
  );

  app.post(
    "/clinics/logout-all",
    {
      preHandler: guards.clinic,
      schema: {
        tags: ["clinics"],
        summary: "Sign the clinic out everywhere: every token of the clinic is refused from now on",
        security: [{ bearerAuth: [] }],
        response: { 200: MessageResponseSchema, ...authErrors },
      },
    },
    async (request) => {
      await clinics.logoutEverywhere(authOf(request));
      return saying("signedOutEverywhere");
    },
  );

  app.get(
    "/clinics/profile",
    {
      preHandler: guards.clinic,
      schema: {
        tags: ["clinics"],
        summary: "The signed-in clinic and its providers",
        security: [{ bearerAuth: [] }],
        response: { 200: ClinicProfileSchema, ...authErrors },
      },
    },
    (request) => clinics.profile(authOf(request).sub),
  );
};
