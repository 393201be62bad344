import type { HealthAnswers } from "@ivdrips/contract/clinical";
import { EXAMPLE_HEALTH_ANSWERS as HEALTHY_ANSWERS } from "@ivdrips/contract/clinical-example";
import { HEALTH_DATA_CONSENT_VERSION } from "@ivdrips/contract/consent-texts";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { injectAs } from "./test-app";

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
