import { EXAMPLE_HEALTH_ANSWERS } from "@ivdrips/contract/clinical-example";
import { HEALTH_DATA_CONSENT_VERSION, treatmentConsentVersion } from "@ivdrips/contract/consent-texts";

/** How a benchmark calls the API as a signed-in customer: the method, path and JSON body; throws on failure. */
export type CustomerCall = (method: string, path: string, body: unknown) => Promise<void>;

/**
 * What a customer does once before their first drip (issue 36): agree to the keeping of health data and save
 * a healthy adult's profile. The benchmarks' customers book like real ones.
 */
export async function screenCustomer(call: CustomerCall): Promise<void> {
  await call("POST", "/api/account/health-consent", { version: HEALTH_DATA_CONSENT_VERSION });
  await call("PUT", "/api/account/health-profile", EXAMPLE_HEALTH_ANSWERS);
}

/** The patient's signature on a seeded drip's consent to treatment (a fresh store's rules, revision 1). */
export function signedConsent(patientName: string) {
  return { version: treatmentConsentVersion(1), signedName: patientName, agreed: true as const };
}
