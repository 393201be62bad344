/** SPEC §2 "Header and menus": the IV Therapy dropdown's six entries (id → the label's key in the header texts). */
export const THERAPY_LINKS = [
  { id: "nmn-150", label: "antiAging" },
  { id: "liver-cleanse", label: "detox" },
  { id: "nutriboost", label: "energyBooster" },
  { id: "nutrimmunity", label: "immunityEnhancer" },
  { id: "nutricleanse", label: "metabolismBooster" },
  { id: "nutribody", label: "weightLoss" },
] as const;
