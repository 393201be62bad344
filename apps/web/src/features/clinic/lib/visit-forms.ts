import { schemaMessage } from "@ivdrips/contract/api-messages";
import type { LifecycleEvent } from "@ivdrips/contract/booking-state";
import {
  AssignClinicianSchema,
  CLINIC_OUTCOMES,
  VisitOutcomeRequestSchema,
  VisitProgressSchema,
  type AssignClinician,
  type VisitOutcomeRequest,
  type VisitProgress,
  type VisitStep,
} from "@ivdrips/contract/visit-day";

/** The clinician's progress buttons, in order: the server's event and the step it records. */
const PROGRESS_EVENTS = [
  ["on_the_way", "on_the_way"],
  ["arrived", "arrived"],
  ["started", "started"],
  ["complete", "completed"],
] as const satisfies readonly (readonly [LifecycleEvent, VisitStep])[];

export type ProgressEvent = (typeof PROGRESS_EVENTS)[number][0];

/**
 * The one next step the Visit page offers: the first progress event the server's table allows now (its
 * `actions`), or null when none is (not set off yet in time, or the visit is over).
 */
export function nextStep(
  actions: ReadonlySet<LifecycleEvent>,
): { event: ProgressEvent; step: VisitStep } | null {
  const found = PROGRESS_EVENTS.find(([event]) => actions.has(event));
  return found ? { event: found[0], step: found[1] } : null;
}

/** The outcomes the clinician may record now, as the server's table allows them. */
export function allowedOutcomes(actions: ReadonlySet<LifecycleEvent>): (typeof CLINIC_OUTCOMES)[number][] {
  return CLINIC_OUTCOMES.filter((outcome) => actions.has(outcome));
}

type Checked<T> = { value: T; error: null } | { value: null; error: string };

/** The ETA as typed, judged by the contract's schema (whole minutes, 1 to MAX_ETA_MINUTES). */
export function checkEta(typed: string): Checked<VisitProgress> {
  const minutes = typed.trim() === "" ? Number.NaN : Number(typed);
  const result = VisitProgressSchema.safeParse({ step: "on_the_way", etaMinutes: minutes });
  if (result.success) return { value: result.data, error: null };
  return { value: null, error: result.error.issues[0]?.message ?? schemaMessage("etaInvalid") };
}

/**
 * Who goes to the visit. Assigning a first clinician needs no reason; changing who was assigned does (the
 * schema's message), and must name someone else.
 */
export function checkAssignment(
  values: { clinicianId: string; reason: string },
  currentId: string | null,
  sameClinicianMessage: string,
): Checked<AssignClinician> & { field: "clinicianId" | "reason" | null } {
  const reassigning = currentId !== null;
  const result = AssignClinicianSchema.safeParse({
    clinicianId: values.clinicianId,
    ...(reassigning ? { reason: values.reason } : {}),
  });
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path[0] === "reason" ? "reason" : "clinicianId";
    return { value: null, error: issue?.message ?? schemaMessage("clinicianRequired"), field };
  }
  if (reassigning && result.data.reason === undefined)
    return { value: null, error: schemaMessage("reassignReasonRequired"), field: "reason" };
  if (reassigning && result.data.clinicianId === currentId)
    return { value: null, error: sameClinicianMessage, field: "clinicianId" };
  return { value: result.data, error: null, field: null };
}

/** The outcome and its note, judged by the contract's schema; the first problem by field. */
export function checkOutcome(values: {
  outcome: string;
  note: string;
}):
  | { value: VisitOutcomeRequest; errors: null }
  | { value: null; errors: Partial<Record<"outcome" | "note", string>> } {
  const result = VisitOutcomeRequestSchema.safeParse(values);
  if (result.success) return { value: result.data, errors: null };
  const errors: Partial<Record<"outcome" | "note", string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === "note" ? "note" : "outcome";
    errors[field] ??= issue.message;
  }
  return { value: null, errors };
}
