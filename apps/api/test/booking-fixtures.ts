import type { Booking, BookingDecision, BookingRequest } from "@ivdrips/contract/bookings";
import { treatmentConsentVersion } from "@ivdrips/contract/consent-texts";
import { UNREPORTED_VISIT_HOURS } from "@ivdrips/contract/visit-day";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { DEFAULT_CITY_VISIT_FEES } from "../src/config";
import type { Executor } from "../src/db/client";
import type { SeedResult } from "../src/seed/seed";
import type { Clock } from "../src/lib/clock";
import { hashPassword } from "../src/lib/passwords";
import { createTokenService } from "../src/lib/tokens";
import { insertClinic } from "../src/modules/clinics/clinics.repository";
import { toBooking } from "../src/modules/bookings/bookings.service";
import { insertProvider } from "../src/modules/providers/providers.repository";
import { drawFirstServiceAreas } from "../src/modules/places/places.service";
import { freshClientAddress, TEST_JWT_SECRET, VALID_PASSWORD } from "./test-app";

/** A customer token issued at the clock's current time, for tests that move the clock past a token's life. */
export async function customerTokenAt(clock: Clock, userId: string): Promise<string> {
  return (await createTokenService(TEST_JWT_SECRET, clock).sign(userId, "customer")).token;
}

/**
 * When the sweep completes a visit nobody reported on: `UNREPORTED_VISIT_HOURS` after its window ended
 * (issue 37), given the window's end as the API reads it.
 */
export function unreportedVisitEnds(windowEndsAt: string): Date {
  return new Date(Date.parse(windowEndsAt) + UNREPORTED_VISIT_HOURS * 60 * 60 * 1000);
}

/** The reason tests give when a clinic rejects: a rejection needs one. */
export const REJECTION_REASON = "No nurse is free for this window.";

/**
 * The body of a clinic's decision: an approval clears the patient and names the clinician who did
 * (`clinicianId`, one of the clinic's: see addClinic and the seed's demo nurse); a rejection gives
 * `REJECTION_REASON`, or `reason` when given.
 */
export function clinicDecision(
  status: BookingDecision["status"],
  clinicianId?: string,
  reason = REJECTION_REASON,
): BookingDecision {
  if (status === "rejected") return { status, reason };
  if (clinicianId === undefined) throw new Error("an approval names the clinician who cleared the patient");
  return { status, clinicianId };
}

/** The demo clinic's nurse (the test harness seeds demo data). */
export function demoNurse(seeded: SeedResult): string {
  if (!seeded.demo) throw new Error("the test app was not seeded with demo data");
  return seeded.demo.clinicianId;
}

/** The demo clinic approves a paid booking, its nurse clearing the patient; fails the test when refused. */
export async function approveAsDemoClinic(
  app: FastifyInstance,
  clinicToken: string,
  seeded: SeedResult,
  bookingId: string,
): Promise<Booking> {
  const response = await app.inject({
    method: "PUT",
    url: `/api/clinics/bookings/${bookingId}/status`,
    headers: { authorization: `Bearer ${clinicToken}` },
    payload: { status: "approved", clinicianId: demoNurse(seeded) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The first active clinician of the signed-in clinic: who clears its bookings in tests. */
export async function clinicianOf(app: FastifyInstance, clinicToken: string): Promise<string> {
  const response = await app.inject({
    method: "GET",
    url: "/api/clinics/clinicians",
    headers: { authorization: `Bearer ${clinicToken}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  const clinician = (response.json() as { id: string; isActive: boolean }[]).find((one) => one.isActive);
  if (!clinician) throw new Error("the clinic has no active clinician");
  return clinician.id;
}

/** Kuala Lumpur's Night window surcharge in RM (config.ts DEFAULT_CITY_VISIT_FEES; the seed writes it). */
export const NIGHT_SURCHARGE_RM = DEFAULT_CITY_VISIT_FEES.nightSurchargeSen / 100;
/** Kuala Lumpur's same-day surcharge in RM. */
export const SAME_DAY_SURCHARGE_RM = DEFAULT_CITY_VISIT_FEES.sameDaySurchargeSen / 100;

/**
 * A booking request that passes every check (nutriglow is RM 600, a Night window RM 100 more), with parts
 * replaced. A visit on the clock's own KL day also carries the same-day surcharge: give its `totalAmount`.
 * Unless `consent` is given, the patient (customerInfo.name) signs the current consent to treatment of the
 * seeded catalogue.
 */
export function bookingRequest(overrides: Partial<BookingRequest> = {}): BookingRequest {
  const request: BookingRequest = {
    serviceId: "nutriglow",
    date: "2026-06-03",
    timeSlot: "Morning 8AM - 12PM",
    location: { country: "Malaysia", city: "Kuala Lumpur" },
    customerInfo: {
      name: "Aisha Rahman",
      email: "aisha@example.com",
      phone: "+60 12-345 6789",
      address: "12 Jalan Ampang, 50450 Kuala Lumpur",
    },
    totalAmount: 600 + (overrides.timeSlot === "Night 8PM - 12AM" ? NIGHT_SURCHARGE_RM : 0),
    currency: "MYR",
    quantity: 1,
    ...overrides,
  };
  return "consent" in overrides
    ? request
    : {
        ...request,
        consent: { version: SEEDED_CONSENT_VERSION, signedName: request.customerInfo.name, agreed: true },
      };
}

/** The consent to treatment's version of every seeded service (its first clinical rules, revision 1). */
export const SEEDED_CONSENT_VERSION = treatmentConsentVersion(1);

export function postBooking(
  app: FastifyInstance,
  token: string,
  payload: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: { authorization: `Bearer ${token}` },
    payload: payload as Record<string, unknown>,
  });
}

/** Holds a window and returns the booking, failing the test when the API refuses. */
export async function holdWindow(
  app: FastifyInstance,
  token: string,
  overrides: Partial<BookingRequest> = {},
): Promise<Booking> {
  const response = await postBooking(app, token, bookingRequest(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Holds a window and pays for it, as the payment flows will. */
export async function paidBooking(
  app: FastifyInstance,
  token: string,
  overrides: Partial<BookingRequest> = {},
): Promise<Booking> {
  const held = await holdWindow(app, token, overrides);
  return toBooking((await app.bookings.markPaid(held._id, { method: "card", provider: "sandbox" })).booking, {
    actor: "customer",
    now: new Date(),
  });
}

/** Another clinic with its own provider in a city, signed in. */
export async function addClinic(
  app: FastifyInstance,
  db: Executor,
  options: { username: string; city?: string; capacity?: number; email?: string },
): Promise<{ clinicId: string; providerId: string; token: string; clinicianId: string }> {
  const clinic = await insertClinic(db, {
    name: `Clinic ${options.username}`,
    username: options.username,
    passwordHash: await hashPassword(VALID_PASSWORD),
    ...(options.email ? { email: options.email } : {}),
  });
  if (!clinic) throw new Error(`clinic ${options.username} exists`);
  const provider = await insertProvider(db, {
    clinicId: clinic.id,
    name: `Clinic ${options.username}`,
    locations: [options.city ?? "Kuala Lumpur"],
    capacityPerWindow: options.capacity ?? 2,
  });
  if (!provider) throw new Error("provider not created");
  // A city of its own gets one service area holding every postcode, so the fixtures' addresses are visited
  // there as in Kuala Lumpur (which the seed gives its areas).
  await drawFirstServiceAreas(db, provider.locations[0] ?? "Kuala Lumpur", [
    { name: "Whole city", postcodeFrom: "00000", postcodeTo: "99999" },
  ]);
  const login = await app.inject({
    method: "POST",
    url: "/api/clinics/login",
    remoteAddress: freshClientAddress(),
    payload: { username: options.username, password: VALID_PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  const token = (login.json() as { token: string }).token;
  const nurse = await app.inject({
    method: "POST",
    url: "/api/clinics/clinicians",
    headers: { authorization: `Bearer ${token}` },
    payload: {
      name: "Nurse Siti Aminah",
      role: "nurse",
      registrationBody: "LJM",
      registrationNumber: "LJM-4821",
    },
  });
  expect(nurse.statusCode, nurse.body).toBe(201);
  return {
    clinicId: clinic.id,
    providerId: provider.id,
    token,
    clinicianId: (nurse.json() as { id: string }).id,
  };
}
