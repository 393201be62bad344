import {
  HEALTH_CONDITIONS,
  PREGNANCY_ANSWERS,
  SEXES,
  type HealthAnswers,
  type HealthAnswersSchema,
} from "@ivdrips/contract/clinical";
import { z } from "zod";

/** The profile form's values as they are typed: the contract's input, some answers not given yet. */
export type HealthFormInput = z.input<typeof HealthAnswersSchema>;

/** A choice the customer has not made yet (a radio group with nothing ticked). */
export type HealthFormDefaults = Partial<HealthFormInput>;

/** An empty form: the emergency phone starts with Malaysia's code, as every phone of the app does. */
export const BLANK_ANSWERS: HealthFormDefaults = {
  dateOfBirth: "",
  weightKg: null,
  drugAllergies: "",
  foodAllergies: "",
  medication: "",
  conditions: [],
  previousDripReactionDetails: "",
  emergencyContactName: "",
  emergencyContactPhone: "+60 ",
};

/** The form's values as a draft may hold them: each is checked again, as typed, when the customer saves. */
const DraftSchema = z
  .object({
    dateOfBirth: z.string().max(20),
    sex: z.enum(SEXES),
    pregnancy: z.enum(PREGNANCY_ANSWERS),
    weightKg: z.number().nullable(),
    drugAllergies: z.string().max(2000),
    foodAllergies: z.string().max(2000),
    latexAllergy: z.boolean(),
    medication: z.string().max(4000),
    conditions: z.array(z.enum([...HEALTH_CONDITIONS, "none"])).max(HEALTH_CONDITIONS.length + 1),
    previousDripReaction: z.boolean(),
    previousDripReactionDetails: z.string().max(2000),
    emergencyContactName: z.string().max(200),
    emergencyContactPhone: z.string().max(50),
  })
  .partial();

/** A stored draft read back: only the fields that still make sense, the rest left to the form's own values. */
export function draftValues(stored: unknown): HealthFormDefaults {
  if (typeof stored !== "object" || stored === null) return {};
  const fields: HealthFormDefaults = {};
  // Field by field: one field gone bad (an older form's) does not lose the others.
  for (const [key, schema] of Object.entries(DraftSchema.shape)) {
    const parsed = schema.safeParse((stored as Record<string, unknown>)[key]);
    if (parsed.success && parsed.data !== undefined) Object.assign(fields, { [key]: parsed.data });
  }
  return fields;
}

/**
 * What the hidden questions answer: only a woman is asked about pregnancy and breastfeeding, and there is nothing to say about a
 * reaction to a drip the customer never had. Applied before the answers are checked and sent.
 */
export function withHiddenAnswers(values: HealthFormInput): HealthFormInput {
  return {
    ...values,
    pregnancy: values.sex === "female" ? values.pregnancy : "no",
    previousDripReactionDetails:
      values.previousDripReaction === true ? values.previousDripReactionDetails : "",
  };
}

/** The saved answers as the form's starting values. */
export function answersAsValues(answers: HealthAnswers): HealthFormDefaults {
  return { ...answers, conditions: [...answers.conditions] };
}

/** Ticking "none of these" clears the conditions; ticking a condition clears "none of these". */
export function toggleCondition(
  current: readonly HealthFormInput["conditions"][number][],
  item: HealthFormInput["conditions"][number],
  checked: boolean,
): HealthFormInput["conditions"] {
  if (!checked) return current.filter((each) => each !== item);
  if (item === "none") return ["none"];
  // In the form's order, whatever the order of the ticks.
  const ticked = new Set([...current, item]);
  return HEALTH_CONDITIONS.filter((each) => ticked.has(each));
}
