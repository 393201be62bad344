import {
  ClinicianIdParamsSchema,
  ClinicianListSchema,
  ClinicianSchema,
  ClinicianUpdateSchema,
  HealthAnswersSchema,
  HealthConsentRequestSchema,
  HealthConsentResponseSchema,
  HealthProfileResponseSchema,
  NewClinicianSchema,
  TreatmentConsentResponseSchema,
} from "@ivdrips/contract/clinical";
import { MessageResponseSchema } from "@ivdrips/contract/common";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import { languageFromAcceptLanguage } from "@ivdrips/contract/languages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { saying } from "../../lib/english-message";
import { authOf, type AuthGuards } from "../../plugins/auth";
import type { ClinicalService } from "./clinical.service";

const authErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const security = [{ bearerAuth: [] }];
const noStore = "private, no-store";

interface ClinicalRoutesOptions {
  clinical: ClinicalService;
  guards: AuthGuards;
}

type App = Parameters<FastifyPluginAsyncZod<ClinicalRoutesOptions>>[0];

/** The customer's health screening and consents, the consent to treatment, and the clinics' clinicians. */
export const clinicalRoutes: FastifyPluginAsyncZod<ClinicalRoutesOptions> = async (app, options) => {
  healthRoutes(app, options);
  clinicianRoutes(app, options);
  app.get(
    "/services/:id/consent",
    {
      schema: {
        tags: ["clinical"],
        summary:
          "The consent to treatment a booking of this service is signed with, in the request's language",
        params: z.object({ id: z.string().max(100) }),
        response: { 200: TreatmentConsentResponseSchema, 404: ErrorBodySchema },
      },
    },
    (request) =>
      options.clinical.treatmentConsent(
        request.params.id,
        languageFromAcceptLanguage(request.headers["accept-language"]),
      ),
  );
};

function healthRoutes(app: App, { clinical, guards }: ClinicalRoutesOptions): void {
  const { profiles } = clinical;
  app.get(
    "/account/health-consent",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["clinical"],
        summary: "The consent to keep health data, in the request's language, and the one the customer gave",
        security,
        response: { 200: HealthConsentResponseSchema, ...authErrors },
      },
    },
    (request) =>
      profiles.consent(authOf(request).sub, languageFromAcceptLanguage(request.headers["accept-language"])),
  );

  app.post(
    "/account/health-consent",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["clinical"],
        summary: "Agree to the keeping of health data (the version read): the step before the first profile",
        security,
        body: HealthConsentRequestSchema,
        response: {
          200: HealthConsentResponseSchema,
          400: ErrorBodySchema,
          ...authErrors,
          409: ErrorBodySchema,
        },
      },
    },
    (request) =>
      profiles.giveConsent(
        authOf(request).sub,
        request.body.version,
        languageFromAcceptLanguage(request.headers["accept-language"]),
      ),
  );

  app.delete(
    "/account/health-consent",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["clinical"],
        summary:
          "Withdraw the consent: the health profile is deleted, and new bookings wait for a new consent",
        security,
        response: { 200: MessageResponseSchema, ...authErrors },
      },
    },
    async (request) => {
      await profiles.withdrawConsent(authOf(request).sub);
      return saying("healthConsentWithdrawn");
    },
  );

  app.get(
    "/account/health-profile",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["clinical"],
        summary: "The customer's health profile and where it stands (no consent, missing, stale, current)",
        security,
        response: { 200: HealthProfileResponseSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", noStore);
      return profiles.read(authOf(request).sub);
    },
  );

  app.put(
    "/account/health-profile",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["clinical"],
        summary: "Save (and confirm for another 12 months) the customer's health profile",
        security,
        body: HealthAnswersSchema,
        response: {
          200: HealthProfileResponseSchema,
          400: ErrorBodySchema,
          ...authErrors,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", noStore);
      return profiles.save(authOf(request).sub, request.body);
    },
  );
}

function clinicianRoutes(app: App, { clinical, guards }: ClinicalRoutesOptions): void {
  app.get(
    "/clinics/clinicians",
    {
      preHandler: guards.clinic,
      schema: {
        tags: ["clinics"],
        summary: "The clinic's registered doctors and nurses",
        security,
        response: { 200: ClinicianListSchema, ...authErrors },
      },
    },
    (request) => clinical.clinicians.list(authOf(request).sub),
  );

  app.post(
    "/clinics/clinicians",
    {
      preHandler: guards.clinic,
      schema: {
        tags: ["clinics"],
        summary: "Register a doctor (MMC) or nurse (LJM/NMC) of the clinic",
        security,
        body: NewClinicianSchema,
        response: { 201: ClinicianSchema, 400: ErrorBodySchema, ...authErrors, 409: ErrorBodySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await clinical.clinicians.register(authOf(request).sub, request.body)),
  );

  app.put(
    "/clinics/clinicians/:id",
    {
      preHandler: guards.clinic,
      schema: {
        tags: ["clinics"],
        summary: "Mark a clinician active or no longer active (their past clearances keep their name)",
        security,
        params: ClinicianIdParamsSchema,
        body: ClinicianUpdateSchema,
        response: { 200: ClinicianSchema, 400: ErrorBodySchema, ...authErrors, 404: ErrorBodySchema },
      },
    },
    (request) => clinical.clinicians.setActive(authOf(request).sub, request.params.id, request.body.isActive),
  );
}
