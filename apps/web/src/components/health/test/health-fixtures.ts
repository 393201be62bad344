import type {
  HealthAnswers,
  HealthConsentResponse,
  HealthProfileResponse,
  TreatmentConsentResponse,
} from "@ivdrips/contract/clinical";
import { EXAMPLE_HEALTH_ANSWERS } from "@ivdrips/contract/clinical-example";
import { HEALTH_DATA_CONSENT_TEXTS, HEALTH_DATA_CONSENT_VERSION } from "@ivdrips/contract/consent-texts";
import { screen, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";

/** A healthy adult's answers: nothing any drip is contraindicated for. */
export const HEALTHY_ANSWERS: HealthAnswers = EXAMPLE_HEALTH_ANSWERS;

const CONSENT_GIVEN = { version: HEALTH_DATA_CONSENT_VERSION, givenAt: "2026-01-02T03:00:00.000Z" };

/** The profile as GET /api/account/health-profile answers it, for each standing. */
export function healthProfile(
  status: HealthProfileResponse["status"],
  answers: HealthAnswers = HEALTHY_ANSWERS,
): HealthProfileResponse {
  if (status === "no_consent") {
    return { status, consent: null, answers: null, confirmedAt: null, validUntil: null };
  }
  if (status === "missing") {
    return { status, consent: CONSENT_GIVEN, answers: null, confirmedAt: null, validUntil: null };
  }
  return status === "stale"
    ? {
        status,
        consent: CONSENT_GIVEN,
        answers,
        confirmedAt: "2025-01-10T02:00:00.000Z",
        validUntil: "2026-01-10T02:00:00.000Z",
      }
    : {
        status,
        consent: CONSENT_GIVEN,
        answers,
        confirmedAt: "2026-05-20T02:00:00.000Z",
        validUntil: "2027-05-20T02:00:00.000Z",
      };
}

export const HEALTH_CONSENT: HealthConsentResponse = {
  version: HEALTH_DATA_CONSENT_VERSION,
  language: "en",
  text: HEALTH_DATA_CONSENT_TEXTS.en,
  given: null,
};

/** GET /api/services/{id}/consent: a drip not to be given to anyone with G6PD deficiency. */
export function treatmentConsent(serviceId: string, version = "1.3"): TreatmentConsentResponse {
  return {
    serviceId,
    version,
    language: "en",
    text:
      "I consent to receive the NMN 150mg intravenous drip.\n\nI understand the material risks of an intravenous drip.\n\n" +
      "This drip must not be given to anyone with:\n- G6PD deficiency\n\nI confirm that my health profile is true and complete.",
    contraindications: { absolute: ["g6pd_deficiency"], relative: ["diabetes"] },
  };
}

/** Fills the health profile's form with HEALTHY_ANSWERS, as a customer would. */
export async function fillHealthForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("Date of birth"), HEALTHY_ANSWERS.dateOfBirth);
  await user.type(screen.getByLabelText("Weight in kg (optional)"), "58");
  const sex = screen.getByRole("group", { name: "Sex" });
  await user.click(within(sex).getByRole("radio", { name: "Female" }));
  const pregnancy = screen.getByRole("group", { name: "Are you pregnant or breastfeeding?" });
  await user.click(within(pregnancy).getByRole("radio", { name: "No" }));
  const latex = screen.getByRole("group", { name: "Are you allergic to latex?" });
  await user.click(within(latex).getByRole("radio", { name: "No" }));
  await user.click(screen.getByRole("checkbox", { name: "None of these" }));
  const reaction = screen.getByRole("group", { name: "Have you ever had a reaction to a drip?" });
  await user.click(within(reaction).getByRole("radio", { name: "No" }));
  await user.type(
    screen.getByLabelText("Emergency contact's full name"),
    HEALTHY_ANSWERS.emergencyContactName,
  );
  const phone = screen.getByLabelText("Emergency contact's phone number");
  await user.clear(phone);
  await user.type(phone, HEALTHY_ANSWERS.emergencyContactPhone);
}
