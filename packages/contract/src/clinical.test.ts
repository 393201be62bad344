import { describe, expect, it } from "vitest";
import { HEALTH_CONDITIONS, sameSignedName, screen, type HealthAnswers } from "./clinical";

const answers = (changes: Partial<HealthAnswers> = {}): HealthAnswers => ({
  dateOfBirth: "1990-04-12",
  sex: "female",
  pregnancy: "no",
  weightKg: null,
  drugAllergies: "",
  foodAllergies: "",
  latexAllergy: false,
  medication: "",
  conditions: ["none"],
  previousDripReaction: false,
  previousDripReactionDetails: "",
  emergencyContactName: "Farid Rahman",
  emergencyContactPhone: "+60 12-345 6789",
  ...changes,
});

describe("a drip's rules against a customer's answers", () => {
  it("finds every condition ticked, and the answers beside them that matter to an infusion", () => {
    const rules = { absolute: ["g6pd_deficiency" as const], relative: [...HEALTH_CONDITIONS.slice(0, 3)] };
    expect(screen(answers(), rules)).toEqual({ absolute: [], relative: [] });
    expect(screen(answers({ conditions: ["g6pd_deficiency", "kidney_disease"] }), rules)).toEqual({
      absolute: ["g6pd_deficiency"],
      relative: ["kidney_disease"],
    });
    const everything = {
      absolute: [],
      relative: [
        "pregnancy_or_breastfeeding",
        "drug_allergy",
        "latex_allergy",
        "previous_drip_reaction",
      ] as const,
    };
    expect(screen(answers(), { ...everything, relative: [...everything.relative] }).relative).toEqual([]);
    expect(
      screen(
        answers({
          pregnancy: "breastfeeding",
          drugAllergies: "Penicillin",
          latexAllergy: true,
          previousDripReaction: true,
        }),
        { ...everything, relative: [...everything.relative] },
      ).relative,
    ).toEqual(["pregnancy_or_breastfeeding", "drug_allergy", "latex_allergy", "previous_drip_reaction"]);
  });
});

describe("the signature on the consent to treatment", () => {
  it("is the patient's name as people type it: case, spacing and accents aside", () => {
    expect(sameSignedName("  aisha   RAHMAN ", "Aisha Rahman")).toBe(true);
    expect(sameSignedName("Zoë Tan", "Zoe Tan")).toBe(true);
    expect(sameSignedName("Aisha Rahmat", "Aisha Rahman")).toBe(false);
    expect(sameSignedName("Aisha", "Aisha Rahman")).toBe(false);
  });
});
