import type { HealthAnswers } from "./clinical";

/**
 * A healthy adult's answers to the health screening, which no drip is contraindicated for: the example the API
 * docs, the tests and the benchmarks use (never a real person's).
 */
export const EXAMPLE_HEALTH_ANSWERS: HealthAnswers = {
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
