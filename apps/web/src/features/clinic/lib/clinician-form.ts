import { NewClinicianSchema, type ClinicianRole, type NewClinician } from "@ivdrips/contract/clinical";
import type { FieldErrors, Resolver } from "react-hook-form";

export const REGISTRATION_BODY_CODES = ["MMC", "LJM", "NMC"] as const;
export type RegistrationBodyCode = (typeof REGISTRATION_BODY_CODES)[number];

/** The form as typed: nothing chosen yet is "". */
export interface ClinicianFormValues {
  name: string;
  role: ClinicianRole | "";
  registrationBody: RegistrationBodyCode | "";
  registrationNumber: string;
}

export const EMPTY_CLINICIAN_FORM: ClinicianFormValues = {
  name: "",
  role: "",
  registrationBody: "",
  registrationNumber: "",
};

export const CLINICIAN_FIELDS = ["name", "role", "registrationBody", "registrationNumber"] as const;
type Field = (typeof CLINICIAN_FIELDS)[number];
const isField = (key: unknown): key is Field => (CLINICIAN_FIELDS as readonly unknown[]).includes(key);

/**
 * The contract's NewClinicianSchema judges the form, as the route does (a nurse is registered with the LJM or
 * the NMC, a doctor with the MMC): its messages (ids) land under their fields, said in the reader's language.
 */
export const clinicianResolver: Resolver<ClinicianFormValues, unknown, NewClinician> = (values) => {
  const result = NewClinicianSchema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<ClinicianFormValues> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
