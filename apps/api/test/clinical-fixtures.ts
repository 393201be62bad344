import type { HealthAnswers } from "@ivdrips/contract/clinical";
import { EXAMPLE_HEALTH_ANSWERS as HEALTHY_ANSWERS } from "@ivdrips/contract/clinical-example";
import { HEALTH_DATA_CONSENT_VERSION } from "@ivdrips/contract/consent-texts";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Database } from "../src/db/client";
import type { Clock } from "../src/lib/clock";
import { createClinicalService } from "../src/modules/clinical/clinical.service";
import { injectAs, testClinicalSealer } from "./test-app";

export { HEALTHY_ANSWERS };

export async function giveHealthConsent(app: FastifyInstance, token: string): Promise<void> {
  const response = await injectAs(
    app,
    token,
  )({
    method: "POST",
    url: "/api/account/health-consent",
    payload: { version: HEALTH_DATA_CONSENT_VERSION },
  });
  expect(response.statusCode, response.body).toBe(200);
}

export async function saveHealthProfile(
  app: FastifyInstance,
  token: string,
  answers: Partial<HealthAnswers> = {},
): Promise<void> {
  const response = await injectAs(
    app,
    token,
  )({
    method: "PUT",
    url: "/api/account/health-profile",
    payload: { ...HEALTHY_ANSWERS, ...answers },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Consent given and a current profile saved: the customer may book any drip their answers allow. */
export async function screenCustomer(
  app: FastifyInstance,
  token: string,
  answers: Partial<HealthAnswers> = {},
): Promise<void> {
  await giveHealthConsent(app, token);
  await saveHealthProfile(app, token, answers);
}

/**
 * Customers made straight in the table (where hashing passwords would only slow a test) screened the same
 * way, through the clinical service rather than HTTP: consent given, a healthy profile saved.
 */
export async function screenInsertedCustomers(
  db: Database,
  userIds: readonly string[],
  clock: Clock,
): Promise<void> {
  const { profiles } = createClinicalService({ db, clock, sealer: testClinicalSealer() });
  for (const id of userIds) {
    await profiles.giveConsent(id, HEALTH_DATA_CONSENT_VERSION, "en");
    await profiles.save(id, HEALTHY_ANSWERS);
  }
}
