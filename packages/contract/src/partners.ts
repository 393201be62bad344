import { schemaMessage } from "./api-messages";
import { z } from "zod";
import { FullNameSchema } from "./common";
import { HoneypotSchema, RequiredEmailSchema, RequiredPhoneSchema, requiredText } from "./messages";

/** The partner page's application (POST /api/partners/applications): a doctor or a nurse asking to join. */

export const PROFESSIONS = ["doctor", "nurse"] as const;
export type Profession = (typeof PROFESSIONS)[number];

export const PROFESSION_LABELS: Record<Profession, string> = { doctor: "Doctor", nurse: "Nurse" };

/** Which register the licence number belongs to: the Malaysian Medical Council or the Nursing Board. */
export const PROFESSION_REGISTERS: Record<Profession, "MMC" | "MNC"> = { doctor: "MMC", nurse: "MNC" };

export const FULL_NAME_REQUIRED_MESSAGE = schemaMessage("fullNameRequired");
export const PROFESSION_MESSAGE = schemaMessage("professionRequired");

export const LICENCE_NUMBER_MAX = 30;
export const LICENCE_NUMBER_MESSAGE = schemaMessage("licenceNumberRequired");
export const LICENCE_NUMBER_FORMAT_MESSAGE = schemaMessage("licenceNumberFormat");

export const MIN_YEARS_OF_EXPERIENCE = 0;
export const MAX_YEARS_OF_EXPERIENCE = 60;
export const YEARS_OF_EXPERIENCE_MESSAGE = schemaMessage("yearsOfExperienceRange", {
  min: MIN_YEARS_OF_EXPERIENCE,
  max: MAX_YEARS_OF_EXPERIENCE,
});

export const PARTNER_MESSAGE_MAX = 2000;

export const PartnerApplicationSchema = z.object({
  name: z
    .string({ error: FULL_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: FULL_NAME_REQUIRED_MESSAGE })
    .pipe(FullNameSchema),
  // The select starts empty (""): any string in, doctor or nurse out.
  profession: z
    .string({ error: PROFESSION_MESSAGE })
    .pipe(z.enum(PROFESSIONS, { error: PROFESSION_MESSAGE })),
  /** The MMC (doctors) or MNC (nurses) registration number, as the certificate writes it. */
  licenceNumber: requiredText(LICENCE_NUMBER_MAX, LICENCE_NUMBER_MESSAGE, "licenceNumberTooLong").regex(
    /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/,
    { error: LICENCE_NUMBER_FORMAT_MESSAGE },
  ),
  /** Years of clinical practice (a number input read with valueAsNumber: empty is NaN, refused). */
  yearsOfExperience: z
    .number({ error: YEARS_OF_EXPERIENCE_MESSAGE })
    .int({ error: YEARS_OF_EXPERIENCE_MESSAGE })
    .min(MIN_YEARS_OF_EXPERIENCE, { error: YEARS_OF_EXPERIENCE_MESSAGE })
    .max(MAX_YEARS_OF_EXPERIENCE, { error: YEARS_OF_EXPERIENCE_MESSAGE }),
  email: RequiredEmailSchema,
  phone: RequiredPhoneSchema,
  /** Where the applicant is based (e.g. Kuala Lumpur, Petaling Jaya). */
  city: requiredText(100, schemaMessage("cityRequiredPartner"), "cityTooLongPartner"),
  /** Optional: anything the applicant wants the team to know (areas covered, availability...). */
  message: z
    .string({ error: schemaMessage("messageNotText") })
    .trim()
    .max(PARTNER_MESSAGE_MAX, { error: schemaMessage("messageTooLong", { max: PARTNER_MESSAGE_MAX }) })
    .optional(),
  website: HoneypotSchema,
});
export type PartnerApplicationInput = z.input<typeof PartnerApplicationSchema>;
export type PartnerApplication = z.output<typeof PartnerApplicationSchema>;

/** What the route answers (201); the page then shows 'Application Submitted!'. */
export const APPLICATION_RECEIVED_MESSAGE = schemaMessage("applicationReceived");
