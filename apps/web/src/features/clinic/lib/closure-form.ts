import {
  CreateClosureRequestSchema,
  type ClosureDecision,
  type ClosurePreviewRequest,
  type CreateClosureRequest,
} from "@ivdrips/contract/clinic-calendar";
import type { TimeSlot } from "@ivdrips/contract/time-windows";
import type { FieldErrors, Resolver } from "react-hook-form";

/** The closure form as typed: empty provider or window means all providers or the whole day. */
export interface ClosureFormValues {
  providerId: string;
  date: string;
  timeSlot: TimeSlot | "";
  kind: "closed" | "capacity";
  /** A number once typed (valueAsNumber); NaN when the field is empty. */
  capacity: number;
  reason: string;
}

export const EMPTY_CLOSURE_FORM: ClosureFormValues = {
  providerId: "",
  date: "",
  timeSlot: "",
  kind: "closed",
  capacity: Number.NaN,
  reason: "",
};

/** What the form asks the server: the preview's change, with the reason and the decisions for creation. */
export function toClosureChange(values: ClosureFormValues): ClosurePreviewRequest {
  return {
    ...(values.providerId ? { providerId: values.providerId } : {}),
    date: values.date,
    ...(values.timeSlot ? { timeSlot: values.timeSlot } : {}),
    ...(values.kind === "capacity" ? { capacity: values.capacity } : {}),
  };
}

export function toCreateClosure(
  values: ClosureFormValues,
  decisions: Readonly<Record<string, ClosureDecision>>,
): CreateClosureRequest {
  return {
    ...toClosureChange(values),
    reason: values.reason,
    decisions: Object.entries(decisions).map(([bookingId, decision]) => ({ bookingId, decision })),
  };
}

const FIELDS = ["providerId", "date", "timeSlot", "capacity", "reason"] as const;
type Field = (typeof FIELDS)[number];
const isField = (key: unknown): key is Field => (FIELDS as readonly unknown[]).includes(key);

/**
 * The contract's own schema judges the form (as the route does): its messages (ids) land under their fields
 * and are said in the reader's language by FormField.
 */
export const closureFormResolver: Resolver<ClosureFormValues> = (values) => {
  const result = CreateClosureRequestSchema.safeParse(toCreateClosure(values, {}));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<ClosureFormValues> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
