import type { ApiMessageId, MessageRef } from "@ivdrips/contract/api-messages";
import { ApiError } from "../../../lib/api-client";

/**
 * Where the booking card takes the customer back to when the server refuses a booking on clinical grounds
 * (issue 36): the health screening (no consent, no profile, a stale one), the consent to treatment (missing,
 * outdated, signed in another name) or the stop before payment (an absolute contraindication).
 */
export interface ClearanceRefusal {
  step: "screening" | "consent" | "contraindicated";
  /** What to tell the customer, in their language. */
  ref: MessageRef;
  /** The signature's name was refused: the message goes under that field. */
  nameRefused?: true;
}

const STEPS: Record<string, { step: ClearanceRefusal["step"]; messageId: ApiMessageId }> = {
  HEALTH_CONSENT_REQUIRED: { step: "screening", messageId: "healthConsentRequired" },
  HEALTH_PROFILE_REQUIRED: { step: "screening", messageId: "healthProfileRequired" },
  HEALTH_PROFILE_STALE: { step: "screening", messageId: "healthProfileStale" },
  CONTRAINDICATED: { step: "contraindicated", messageId: "contraindicated" },
  TREATMENT_CONSENT_REQUIRED: { step: "consent", messageId: "treatmentConsentRequired" },
};

/** The step a refusal names, or null for any other failure (a full window, a network error, …). */
export function clearanceRefusal(error: unknown): ClearanceRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.ref?.messageId === "treatmentConsentNameMismatch") {
    return { step: "consent", ref: error.ref, nameRefused: true };
  }
  const known = error.code ? STEPS[error.code] : undefined;
  if (!known) return null;
  return { step: known.step, ref: error.ref ?? { messageId: known.messageId } };
}
