import { schemaMessage } from "@ivdrips/contract/api-messages";
import { BookingDecisionSchema, type BookingDecision } from "@ivdrips/contract/bookings";
import type { FieldErrors, Resolver } from "react-hook-form";

export type ApprovalDecision = Extract<BookingDecision, { status: "approved" }>;
export type RejectionDecision = Extract<BookingDecision, { status: "rejected" }>;

/** The reject form as typed: a medical rejection names the clinician who declined (none chosen: ""). */
export interface RejectionFormValues {
  reason: string;
  clinical: boolean;
  clinicianId: string;
}

export const EMPTY_REJECTION_FORM: RejectionFormValues = { reason: "", clinical: false, clinicianId: "" };

/**
 * What the form sends: the reason alone for a scheduling rejection (the customer reads it); for a medical one
 * the reason for the clinical record, `clinical: true` and the clinician.
 */
export function toRejection(values: RejectionFormValues): RejectionDecision {
  return values.clinical
    ? {
        status: "rejected",
        reason: values.reason,
        clinical: true,
        ...(values.clinicianId ? { clinicianId: values.clinicianId } : {}),
      }
    : { status: "rejected", reason: values.reason };
}

const REJECTION_FIELDS = ["reason", "clinicianId"] as const;
type RejectionField = (typeof REJECTION_FIELDS)[number];
const isRejectionField = (key: unknown): key is RejectionField =>
  (REJECTION_FIELDS as readonly unknown[]).includes(key);

/**
 * The contract's decision schema judges the form, as the route does: its messages (ids) land under their
 * fields and FormField says them in the reader's language. The values handed on are the decision to send
 * (the reason trimmed).
 */
export const rejectionResolver: Resolver<RejectionFormValues, unknown, RejectionDecision> = (values) => {
  const errors: FieldErrors<RejectionFormValues> = {};
  const result = BookingDecisionSchema.safeParse(toRejection(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (isRejectionField(field) && !errors[field])
        errors[field] = { type: issue.code, message: issue.message };
    }
  }
  // Said even while the reason is still wrong (the schema checks the pair only once the rest holds).
  if (values.clinical && values.clinicianId === "" && !errors.clinicianId)
    errors.clinicianId = { type: "required", message: schemaMessage("clinicianRequired") };
  if (result.success && Object.keys(errors).length === 0 && result.data.status === "rejected")
    return { values: result.data, errors: {} };
  return { values: {}, errors };
};

/** Approving names the clinician who cleared the patient: the contract's schema says when none is chosen. */
export function checkApproval(
  clinicianId: string,
): { decision: ApprovalDecision; error: null } | { decision: null; error: string } {
  const result = BookingDecisionSchema.safeParse({ status: "approved", clinicianId });
  if (result.success && result.data.status === "approved") return { decision: result.data, error: null };
  return {
    decision: null,
    error: result.error?.issues[0]?.message ?? schemaMessage("clinicianRequired"),
  };
}
