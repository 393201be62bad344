import {
  BookingDecisionSchema,
  BookingIdParamsSchema,
  BookingListSchema,
  BookingRequestSchema,
  BookingSchema,
  type BookingRequest,
  RescheduleRequestSchema,
  SessionIdParamsSchema,
} from "@ivdrips/contract/bookings";
import { ClearanceSchema } from "@ivdrips/contract/clinical";
import { PlaceCorrectionRequestSchema } from "@ivdrips/contract/service-areas";
import {
  AssignClinicianSchema,
  VisitOutcomeRequestSchema,
  VisitProgressSchema,
} from "@ivdrips/contract/visit-day";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf, type AuthGuards } from "../../plugins/auth";
import { giftCardGuessLimit } from "../../plugins/rate-limit";
import type { Clock } from "../../lib/clock";
import { holdClientOf } from "./hold-client";
import { toBooking, type BookingRecord, type BookingsService } from "./bookings.service";

const authErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const security = [{ bearerAuth: [] }];

interface BookingsRoutesOptions {
  bookings: BookingsService;
  guards: AuthGuards;
  clock: Clock;
}

type App = Parameters<FastifyPluginAsyncZod<BookingsRoutesOptions>>[0];

export const bookingsRoutes: FastifyPluginAsyncZod<BookingsRoutesOptions> = async (app, options) => {
  customerRoutes(app, options);
  placeRoutes(app, options);
  clinicRoutes(app, options);
};

/** Each answer carries what its reader may do with the booking at the instant it is read. */
const reader = (actor: "customer" | "clinic", clock: Clock) => (record: BookingRecord) =>
  toBooking(record, { actor, now: clock() });

/** The customer's own bookings: hold a window, read them, cancel, release, reschedule. */
function customerRoutes(app: App, { bookings, guards, clock }: BookingsRoutesOptions): void {
  const asCustomer = reader("customer", clock);
  const giftCardGuesses = giftCardGuessLimit(
    app,
    (request: FastifyRequest<{ Body: BookingRequest | undefined }>) => request.body?.payWith?.giftCardCode,
  );
  app.post(
    "/bookings",
    {
      preHandler: [guards.customer, giftCardGuesses],
      schema: {
        tags: ["bookings"],
        summary: "Hold a time window for a visit while it is paid for",
        description:
          "Creates a pending booking that holds its window for BOOKING_HOLD_MINUTES. The total is checked against " +
          "the catalogue price; without providerId an active provider of the city with room is chosen.",
        security,
        body: BookingRequestSchema,
        response: {
          201: BookingSchema,
          400: ErrorBodySchema,
          ...authErrors,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const booking = await bookings.create(authOf(request).sub, request.body, holdClientOf(request));
      return reply.code(201).send(asCustomer(booking));
    },
  );

  app.get(
    "/bookings",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["bookings"],
        summary: "The signed-in customer's bookings, latest window first",
        security,
        response: { 200: BookingListSchema, ...authErrors },
      },
    },
    async (request) => (await bookings.listOwn(authOf(request).sub)).map(asCustomer),
  );

  app.get(
    "/bookings/session/:sessionId",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["bookings"],
        summary: "One of the customer's bookings, by the checkout session that paid for it",
        security,
        params: SessionIdParamsSchema,
        response: { 200: BookingSchema, ...authErrors, 404: ErrorBodySchema },
      },
    },
    async (request) =>
      asCustomer(await bookings.getOwnBySession(authOf(request).sub, request.params.sessionId)),
  );

  app.get(
    "/bookings/:id",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["bookings"],
        summary: "One of the customer's bookings",
        security,
        params: BookingIdParamsSchema,
        response: { 200: BookingSchema, ...authErrors, 404: ErrorBodySchema },
      },
    },
    async (request) => asCustomer(await bookings.getOwn(authOf(request).sub, request.params.id)),
  );

  app.put(
    "/bookings/:id/cancel",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["bookings"],
        summary: "Cancel a pending or confirmed booking before its visit; refund per the Refund Policy",
        security,
        params: BookingIdParamsSchema,
        response: { 200: BookingSchema, ...authErrors, 404: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request) => asCustomer(await bookings.cancelOwn(authOf(request).sub, request.params.id)),
  );

  app.post(
    "/bookings/:id/clinician-late",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["bookings"],
        summary:
          "Call the visit off because the clinician has not arrived 45 minutes after the window started",
        description:
          "Cancels the approved visit as clinician_late with a full refund, line by line; the clinic is told. " +
          "Refused (409) before CLINICIAN_LATE_MINUTES past the window's start, or once the clinician has arrived.",
        security,
        params: BookingIdParamsSchema,
        response: { 200: BookingSchema, ...authErrors, 404: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request) => asCustomer(await bookings.clinicianLate(authOf(request).sub, request.params.id)),
  );

  app.put(
    "/bookings/:id/release",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["bookings"],
        summary: "Let an unpaid hold go at once, freeing its place in the window",
        description:
          "For Release in My Account and for a customer coming back from the checkout without paying. A hold " +
          "already let go is returned as it is; a paid booking is refused (cancel it instead).",
        security,
        params: BookingIdParamsSchema,
        response: { 200: BookingSchema, ...authErrors, 404: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request) => asCustomer(await bookings.releaseOwn(authOf(request).sub, request.params.id)),
  );

  app.put(
    "/bookings/:id/reschedule",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["bookings"],
        summary: "Move a paid booking to another window of its provider, free up to 24 h before the visit",
        description:
          "The new window must have room (capacity is enforced in the transaction). The clinic approves the new " +
          "time again: clinicApprovalStatus goes back to pending and the clinic is emailed.",
        security,
        params: BookingIdParamsSchema,
        body: RescheduleRequestSchema,
        response: {
          200: BookingSchema,
          400: ErrorBodySchema,
          ...authErrors,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      asCustomer(await bookings.reschedule(authOf(request).sub, request.params.id, request.body)),
  );
}

/** The customer corrects where the nurse goes (issue 37). */
function placeRoutes(app: App, { bookings, guards, clock }: BookingsRoutesOptions): void {
  const asCustomer = reader("customer", clock);
  app.put(
    "/bookings/:id/place",
    {
      preHandler: guards.customer,
      schema: {
        tags: ["bookings"],
        summary:
          "Correct where the nurse goes, until 24 h before the visit (the new postcode in the service area)",
        description:
          "For a held, awaiting or approved booking. Writes the place and the one-line address; a paid booking's " +
          "clinic is emailed the new place. From 24 h before the window: 409 `placeCorrectionClosed`.",
        security,
        params: BookingIdParamsSchema,
        body: PlaceCorrectionRequestSchema,
        response: {
          200: BookingSchema,
          400: ErrorBodySchema,
          ...authErrors,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      asCustomer(await bookings.correctPlace(authOf(request).sub, request.params.id, request.body)),
  );
}

/** The clinic's paid bookings, and its decision on each. */
function clinicRoutes(app: App, { bookings, guards, clock }: BookingsRoutesOptions): void {
  const asClinic = reader("clinic", clock);
  app.get(
    "/clinics/bookings",
    {
      preHandler: guards.clinic,
      schema: {
        tags: ["clinics"],
        summary: "Paid bookings of the clinic's providers, with customer contact details",
        security,
        response: { 200: BookingListSchema, ...authErrors },
      },
    },
    async (request) =>
      (await bookings.listForClinic(authOf(request).sub)).map(({ record, clinicalFlags }) => ({
        ...asClinic(record),
        clinicalFlags,
      })),
  );

  app.get(
    "/clinics/bookings/:id/clearance",
    {
      preHandler: guards.clinic,
      schema: {
        tags: ["clinics"],
        summary:
          "The booking's clinical record (flags first, the answers and consent as given when booking): its clinic only",
        security,
        params: BookingIdParamsSchema,
        response: { 200: ClearanceSchema, ...authErrors, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return bookings.clearance(authOf(request).sub, request.params.id);
    },
  );

  app.put(
    "/clinics/bookings/:id/status",
    {
      preHandler: guards.clinic,
      schema: {
        tags: ["clinics"],
        summary:
          "Approve or reject a booking awaiting the clinic's decision (final); a rejection gives the customer a reason",
        security,
        params: BookingIdParamsSchema,
        body: BookingDecisionSchema,
        response: {
          200: BookingSchema,
          400: ErrorBodySchema,
          ...authErrors,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => asClinic(await bookings.decide(authOf(request).sub, request.params.id, request.body)),
  );

  const visitDayResponses = {
    200: BookingSchema,
    400: ErrorBodySchema,
    ...authErrors,
    404: ErrorBodySchema,
    409: ErrorBodySchema,
  };

  app.put(
    "/clinics/bookings/:id/clinician",
    {
      preHandler: guards.clinic,
      schema: {
        tags: ["clinics"],
        summary: "Send one of the clinic's active clinicians to an approved visit that has not ended",
        description:
          "Approving assigns the clinician who cleared the patient; this reassigns. Changing who was assigned " +
          "needs a reason, kept in the booking's history. Another clinic's clinician: 403; an inactive one: 409.",
        security,
        params: BookingIdParamsSchema,
        body: AssignClinicianSchema,
        response: visitDayResponses,
      },
    },
    async (request) =>
      asClinic(await bookings.assignClinician(authOf(request).sub, request.params.id, request.body)),
  );

  app.post(
    "/clinics/bookings/:id/progress",
    {
      preHandler: guards.clinic,
      schema: {
        tags: ["clinics"],
        summary:
          "The clinician's next step on the visit day: on_the_way (with an ETA), arrived, started, completed",
        description:
          "In order only (409 INVALID_TRANSITION otherwise); on_the_way opens 4 h before the window and emails " +
          "the customer the clinician's name and ETA. Each step reaches the customer's open page live.",
        security,
        params: BookingIdParamsSchema,
        body: VisitProgressSchema,
        response: visitDayResponses,
      },
    },
    async (request) =>
      asClinic(await bookings.progress(authOf(request).sub, request.params.id, request.body)),
  );

  app.post(
    "/clinics/bookings/:id/outcome",
    {
      preHandler: guards.clinic,
      schema: {
        tags: ["clinics"],
        summary: "Record why the visit could not take place: patient_absent, access_refused or not_treatable",
        description:
          "Cancels the visit with the outcome's refund (OUTCOME_REFUND_RULES) and tells the customer. The note " +
          "of an absent patient or refused entry is shown to the customer; a not_treatable note is sealed into " +
          "the booking's clinical record only.",
        security,
        params: BookingIdParamsSchema,
        body: VisitOutcomeRequestSchema,
        response: visitDayResponses,
      },
    },
    async (request) =>
      asClinic(await bookings.recordOutcome(authOf(request).sub, request.params.id, request.body)),
  );
}
