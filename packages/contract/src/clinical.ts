import { z } from "zod";
import { schemaMessage } from "./api-messages";
import { FullNameSchema, PhoneSchema } from "./common";

/**
 * A customer's health screening, the consents around it and a clinician's clearance (issue 36): the answers
 * the API takes and gives, and the rules both sides read from them. Clinical data: the API keeps the answers
 * sealed (AES-256-GCM) and says none of them in an email, a notification or a log line.
 */

/** The conditions the profile asks about, in the order the form lists them ("none of these" is its own answer). */
export const HEALTH_CONDITIONS = [
  "kidney_disease",
  "heart_disease",
  "liver_disease",
  "g6pd_deficiency",
  "diabetes",
  "high_blood_pressure",
  "bleeding_disorder",
  "thalassaemia",
  "cancer_treatment",
] as const;
export type HealthCondition = (typeof HEALTH_CONDITIONS)[number];

/**
 * What a drip may be unsuitable for: each profile condition, and the answers beside them that matter to an
 * infusion. A service lists its absolute ones (no booking) and its relative ones (the clinician looks first).
 */
export const CONTRAINDICATIONS = [
  ...HEALTH_CONDITIONS,
  "pregnancy_or_breastfeeding",
  "drug_allergy",
  "latex_allergy",
  "previous_drip_reaction",
] as const;
export type Contraindication = (typeof CONTRAINDICATIONS)[number];

export const SEXES = ["female", "male"] as const;
export const PREGNANCY_ANSWERS = ["no", "pregnant", "breastfeeding"] as const;

/** A profile is asked again this long after it was last confirmed (or when the customer reports a change). */
export const HEALTH_PROFILE_VALID_MONTHS = 12;
/** Drips are for adults. */
export const MINIMUM_PATIENT_AGE = 18;

const FREE_TEXT_MAX = 500;
const freeText = (max = FREE_TEXT_MAX) =>
  z
    .string({ error: schemaMessage("healthTextTooLong", { max }) })
    .trim()
    .max(max, { error: schemaMessage("healthTextTooLong", { max }) });

/** Whole years from a YYYY-MM-DD birthday to `today` (YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const isRealDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const DateOfBirthSchema = z
  .string({ error: schemaMessage("dateOfBirthInvalid") })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: schemaMessage("dateOfBirthInvalid"), abort: true })
  .refine((value) => isRealDay(value) && value >= "1900-01-01", {
    error: schemaMessage("dateOfBirthInvalid"),
    abort: true,
  })
  .refine((value) => ageOn(value, new Date().toISOString().slice(0, 10)) >= MINIMUM_PATIENT_AGE, {
    error: schemaMessage("patientTooYoung", { age: MINIMUM_PATIENT_AGE }),
  });

/** The screening's answers, as the customer gives them (PUT) and reads them back. */
export const HealthAnswersSchema = z
  .object({
    dateOfBirth: DateOfBirthSchema,
    sex: z.enum(SEXES, { error: schemaMessage("sexRequired") }),
    pregnancy: z.enum(PREGNANCY_ANSWERS, { error: schemaMessage("pregnancyRequired") }),
    /** Kilograms; optional. */
    weightKg: z
      .number({ error: schemaMessage("weightInvalid") })
      .min(30, { error: schemaMessage("weightInvalid") })
      .max(300, { error: schemaMessage("weightInvalid") })
      .nullable(),
    /** Empty text: none known. */
    drugAllergies: freeText(),
    foodAllergies: freeText(),
    latexAllergy: z.boolean({ error: schemaMessage("yesOrNoRequired") }),
    medication: freeText(1000),
    /** At least one answer: the conditions the customer has, or only "none". */
    conditions: z
      .array(z.enum([...HEALTH_CONDITIONS, "none"], { error: schemaMessage("conditionsRequired") }), {
        error: schemaMessage("conditionsRequired"),
      })
      .min(1, { error: schemaMessage("conditionsRequired") })
      .max(HEALTH_CONDITIONS.length, { error: schemaMessage("conditionsRequired") })
      .refine((list) => new Set(list).size === list.length && (!list.includes("none") || list.length === 1), {
        error: schemaMessage("conditionsNoneAlone"),
      }),
    previousDripReaction: z.boolean({ error: schemaMessage("yesOrNoRequired") }),
    /** What happened, when there was a reaction. */
    previousDripReactionDetails: freeText(),
    emergencyContactName: FullNameSchema,
    emergencyContactPhone: PhoneSchema,
  })
  .refine((answers) => answers.sex === "female" || answers.pregnancy === "no", {
    error: schemaMessage("pregnancyRequired"),
    path: ["pregnancy"],
  });
export type HealthAnswers = z.infer<typeof HealthAnswersSchema>;

/** What the customer's answers say a drip must be checked against. */
export function contraindicationsOf(answers: HealthAnswers): Set<Contraindication> {
  const found = new Set<Contraindication>();
  for (const condition of answers.conditions) if (condition !== "none") found.add(condition);
  if (answers.pregnancy !== "no") found.add("pregnancy_or_breastfeeding");
  if (answers.drugAllergies !== "") found.add("drug_allergy");
  if (answers.latexAllergy) found.add("latex_allergy");
  if (answers.previousDripReaction) found.add("previous_drip_reaction");
  return found;
}

/** A service's rules: absolute ones stop a booking before payment, relative ones flag it for the clinician. */
export const ContraindicationRulesSchema = z
  .object({
    absolute: z.array(z.enum(CONTRAINDICATIONS, { error: schemaMessage("contraindicationInvalid") })),
    relative: z.array(z.enum(CONTRAINDICATIONS, { error: schemaMessage("contraindicationInvalid") })),
  })
  .refine(
    (rules) =>
      new Set([...rules.absolute, ...rules.relative]).size === rules.absolute.length + rules.relative.length,
    { error: schemaMessage("contraindicationTwice") },
  );
export type ContraindicationRules = z.infer<typeof ContraindicationRulesSchema>;

/** How a customer's answers meet a service's rules. */
export function screen(
  answers: HealthAnswers,
  rules: ContraindicationRules,
): { absolute: Contraindication[]; relative: Contraindication[] } {
  const found = contraindicationsOf(answers);
  return {
    absolute: rules.absolute.filter((item) => found.has(item)),
    relative: rules.relative.filter((item) => found.has(item)),
  };
}

/** Where a customer's screening stands for a new booking. */
export const HEALTH_PROFILE_STATUSES = ["no_consent", "missing", "stale", "current"] as const;
export type HealthProfileStatus = (typeof HEALTH_PROFILE_STATUSES)[number];

/** The first instant a profile confirmed at `confirmedAt` is asked again. */
export function profileValidUntil(confirmedAt: Date): Date {
  const until = new Date(confirmedAt);
  until.setUTCMonth(until.getUTCMonth() + HEALTH_PROFILE_VALID_MONTHS);
  return until;
}

export const ConsentRecordSchema = z.object({ version: z.string(), givenAt: z.string() });

/** GET/PUT /api/account/health-profile: the answers (null until given) and where they stand. */
export const HealthProfileResponseSchema = z.object({
  status: z.enum(HEALTH_PROFILE_STATUSES),
  consent: ConsentRecordSchema.nullable(),
  answers: HealthAnswersSchema.nullable(),
  confirmedAt: z.string().nullable(),
  validUntil: z.string().nullable(),
});
export type HealthProfileResponse = z.infer<typeof HealthProfileResponseSchema>;

/** GET /api/account/health-consent: the text to agree to now, and what the customer agreed to. */
export const HealthConsentResponseSchema = z.object({
  version: z.string(),
  language: z.string(),
  text: z.string(),
  given: ConsentRecordSchema.nullable(),
});
export type HealthConsentResponse = z.infer<typeof HealthConsentResponseSchema>;

export const HealthConsentRequestSchema = z.object({
  version: z.string({ error: schemaMessage("consentVersionOutdated") }).max(40),
});

/** GET /api/services/{id}/consent: the consent to treatment a booking of the service is signed with. */
export const TreatmentConsentResponseSchema = z.object({
  serviceId: z.string(),
  version: z.string(),
  language: z.string(),
  text: z.string(),
  contraindications: ContraindicationRulesSchema,
});
export type TreatmentConsentResponse = z.infer<typeof TreatmentConsentResponseSchema>;

/**
 * Whether the name typed to sign the consent to treatment is the patient's: compared as people type names,
 * case, spacing and accents aside. The web app checks it as the customer types; the API decides.
 */
export function sameSignedName(typed: string, patient: string): boolean {
  const plain = (name: string) =>
    name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
  return plain(typed) === plain(patient);
}

/** The customer's signature on the consent to treatment: the version read, their full name typed, the tick. */
export const TreatmentConsentSignatureSchema = z.object(
  {
    version: z.string({ error: schemaMessage("treatmentConsentRequired") }).max(40),
    signedName: FullNameSchema,
    agreed: z.literal(true, { error: schemaMessage("treatmentConsentTick") }),
  },
  { error: schemaMessage("treatmentConsentRequired") },
);
export type TreatmentConsentSignature = z.infer<typeof TreatmentConsentSignatureSchema>;

export const CLINICIAN_ROLES = ["doctor", "nurse"] as const;
export type ClinicianRole = (typeof CLINICIAN_ROLES)[number];
/** Who registers each role in Malaysia: the Malaysian Medical Council, the Nursing Board (LJM) / NMC. */
export const REGISTRATION_BODIES = { doctor: ["MMC"], nurse: ["LJM", "NMC"] } as const;

export const NewClinicianSchema = z
  .object({
    name: FullNameSchema,
    role: z.enum(CLINICIAN_ROLES, { error: schemaMessage("clinicianRoleInvalid") }),
    registrationBody: z.enum(["MMC", "LJM", "NMC"], { error: schemaMessage("registrationBodyInvalid") }),
    registrationNumber: z
      .string({ error: schemaMessage("registrationNumberInvalid") })
      .trim()
      .regex(/^[A-Za-z0-9/-]{3,30}$/, { error: schemaMessage("registrationNumberInvalid") }),
  })
  .refine(
    (clinician) =>
      (REGISTRATION_BODIES[clinician.role] as readonly string[]).includes(clinician.registrationBody),
    { error: schemaMessage("registrationBodyInvalid"), path: ["registrationBody"] },
  );
export type NewClinician = z.infer<typeof NewClinicianSchema>;

export const ClinicianSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(CLINICIAN_ROLES),
  registrationBody: z.string(),
  registrationNumber: z.string(),
  isActive: z.boolean(),
});
export type Clinician = z.infer<typeof ClinicianSchema>;
export const ClinicianListSchema = z.array(ClinicianSchema);
export const ClinicianIdParamsSchema = z.object({ id: z.string().max(100) });
export const ClinicianUpdateSchema = z.object({
  isActive: z.boolean({ error: schemaMessage("adminActiveRequired") }),
});

/** What a clinic (or staff, by a stated reason) reads to clear a booking: the flags first. */
export const ClearanceSchema = z.object({
  bookingId: z.string(),
  serviceId: z.string(),
  /** The service's relative contraindications the customer's answers meet: what the clinician checks first. */
  flags: z.array(z.enum(CONTRAINDICATIONS)),
  /** The answers as they were when the booking was made. */
  answers: HealthAnswersSchema,
  ageAtBooking: z.number(),
  consent: z.object({
    version: z.string(),
    signedName: z.string(),
    signedAt: z.string(),
    language: z.string(),
    text: z.string(),
  }),
  decision: z.enum(["pending", "cleared", "declined"]),
  clinician: ClinicianSchema.omit({ isActive: true }).nullable(),
  decidedAt: z.string().nullable(),
});
export type Clearance = z.infer<typeof ClearanceSchema>;

export const BreakGlassQuerySchema = z.object({
  reason: z
    .string({ error: schemaMessage("breakGlassReasonRequired") })
    .trim()
    .min(10, { error: schemaMessage("breakGlassReasonRequired") })
    .max(500, { error: schemaMessage("breakGlassReasonRequired") }),
});
