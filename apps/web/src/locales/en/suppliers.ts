import { icu } from "../icu";
/** The professionals' cards and profiles (SPEC §2 "Supplier profile"); their names are not translated. */
export const suppliers = {
  portraitOf: icu("Portrait of {name}"),
  specializations: "Specializations",
  viewProfile: "View profile",
  location: "Kuala Lumpur, Malaysia",
  /** SPEC §3 sample professionals: what they do, in words; the numbers live in features/suppliers/data. */
  people: {
    drAishaRahman: {
      title: "Medical Director, Wellness & Aesthetic Physician",
      specializations: ["IV Nutrient Therapy", "Anti-Ageing Medicine", "Aesthetic Wellness"],
    },
    nurseMeiLinTan: {
      title: "Senior IV Therapy Nurse",
      specializations: ["IV Cannulation", "Hydration & Recovery", "Immune Support"],
    },
  },
};
