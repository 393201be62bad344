/** SPEC §2 "Header and menus": the IV Therapy dropdown's six entries (id → label). */
export const THERAPY_LINKS = [
  { id: "nmn-150", label: "Anti Aging" },
  { id: "liver-cleanse", label: "Detox" },
  { id: "nutriboost", label: "Energy Booster" },
  { id: "nutrimmunity", label: "Immunity Enhancer" },
  { id: "nutricleanse", label: "Metabolism Booster" },
  { id: "nutribody", label: "Weight Loss" },
] as const;
