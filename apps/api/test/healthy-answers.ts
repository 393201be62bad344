import type { HealthAnswers } from "@ivdrips/contract/clinical";

/** A healthy adult's answers: nothing any drip is contraindicated for. */
export const HEALTHY_ANSWERS: HealthAnswers = {
  dateOfBirth: "1990-04-12",
  sex: "female",
  pregnancy: "no",
  weightKg: 58,
  drugAllergies: "",
  foodAllergies: "",
  latexAllergy: false,
  medication: "",
  conditions: ["none"],
  previousDripReaction: false,
  previousDripReactionDetails: "",
  emergencyContactName: "Farid Rahman",
  emergencyContactPhone: "+60 12-345 6789",
};
