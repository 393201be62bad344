import type { Contraindication, ContraindicationRules } from "@ivdrips/contract/clinical";

export interface CatalogueEntry {
  id: string;
  name: string;
  tagline: string; // one short sentence, <= 80 chars
  description: string; // 2-3 sentences, 250-450 chars, factual wellness tone, no medical cure claims
  category: "beauty" | "wellness";
  priceRm: number; // whole ringgit
  duration: string; // e.g. "45-60 min"
  image: string; // "/images/services/<id>.svg"
  benefits: string[]; // 4-6 short items, each <= 40 chars
  ingredients: string[]; // 4-7 key nutrients, e.g. "Vitamin C", "Glutathione"
  popularity: number; // 1..10, higher = more popular (used to pick "most popular" three)
  /** The drip's first clinical rules (staff change them in the console): see contract/clinical.ts. */
  contraindications: ContraindicationRules;
}

/**
 * Every drip: an infusion's fluid is unsafe with kidney or heart failure (absolute); the clinician looks first
 * at anyone pregnant or breastfeeding, with liver disease, diabetes, high blood pressure, a bleeding disorder or
 * blood thinners, in cancer treatment, allergic to a medicine or latex, or who reacted to a drip before.
 */
const BASE_RULES: ContraindicationRules = {
  absolute: ["kidney_disease", "heart_disease"],
  relative: [
    "pregnancy_or_breastfeeding",
    "liver_disease",
    "diabetes",
    "high_blood_pressure",
    "bleeding_disorder",
    "cancer_treatment",
    "drug_allergy",
    "latex_allergy",
    "previous_drip_reaction",
  ],
};

/** BASE_RULES with some conditions made absolute (taken out of the relative list) and some relative added. */
function rules(absolute: Contraindication[] = [], relative: Contraindication[] = []): ContraindicationRules {
  return {
    absolute: [...BASE_RULES.absolute, ...absolute],
    relative: [...BASE_RULES.relative.filter((item) => !absolute.includes(item)), ...relative],
  };
}

export const CATALOGUE: readonly CatalogueEntry[] = [
  {
    id: "nutriglow",
    name: "NutriGlow",
    tagline: "A radiance drip that helps your skin look bright and refreshed.",
    description:
      "NutriGlow combines glutathione with vitamin C and hydrating fluids to support a clear, luminous " +
      "complexion from within. The antioxidant blend helps counter everyday oxidative stress from sun, " +
      "city air and late nights. A calm, comfortable session suited to anyone wanting a refreshed, " +
      "even-toned glow.",
    category: "beauty",
    priceRm: 600,
    duration: "45-60 min",
    image: "/images/services/nutriglow.svg",
    benefits: [
      "Supports a brighter complexion",
      "Helps even out skin tone",
      "Antioxidant protection",
      "Deep hydration from within",
    ],
    ingredients: ["Glutathione", "Vitamin C", "Vitamin B Complex", "Zinc", "Saline Hydration"],
    popularity: 7,
    contraindications: rules(["pregnancy_or_breastfeeding"], ["g6pd_deficiency"]),
  },
  {
    id: "nutribody",
    name: "NutriBody",
    tagline: "A weight-management drip to complement healthy eating and exercise.",
    description:
      "NutriBody delivers L-carnitine, B vitamins and key minerals that play a role in how the body " +
      "turns fat and food into usable energy. Designed as a supporting step alongside a balanced diet " +
      "and regular activity, it helps you feel energised for training and steady through the day.",
    category: "wellness",
    priceRm: 600,
    duration: "45-60 min",
    image: "/images/services/nutribody.svg",
    benefits: [
      "Supports fat metabolism",
      "Helps sustain workout energy",
      "Complements a balanced diet",
      "Supports post-exercise recovery",
    ],
    ingredients: ["L-Carnitine", "Vitamin B12", "Vitamin B Complex", "Magnesium", "Vitamin C"],
    popularity: 5,
    contraindications: rules([], ["g6pd_deficiency"]),
  },
  {
    id: "nutriboost",
    name: "NutriBoost",
    tagline: "An energy drip for busy days, long flights and demanding weeks.",
    description:
      "NutriBoost is a revitalising blend of B vitamins, vitamin C, magnesium and amino acids that " +
      "supports natural energy production and mental focus. Fluids help restore hydration after travel, " +
      "heat or a hectic schedule, so you can feel more alert and ready for the day ahead.",
    category: "wellness",
    priceRm: 800,
    duration: "60-75 min",
    image: "/images/services/nutriboost.svg",
    benefits: [
      "Supports natural energy levels",
      "Helps mental clarity and focus",
      "Rehydrates after travel or heat",
      "Helps reduce feelings of fatigue",
    ],
    ingredients: ["Vitamin B Complex", "Vitamin B12", "Vitamin C", "Magnesium", "Taurine", "Amino Acids"],
    popularity: 9,
    contraindications: rules([], ["g6pd_deficiency"]),
  },
  {
    id: "nutribeauty",
    name: "NutriBeauty",
    tagline: "A hair, skin and nails drip for beauty that starts from within.",
    description:
      "NutriBeauty pairs biotin with collagen-supporting vitamin C, zinc and amino acids to nourish " +
      "hair, skin and nails together. The formula helps maintain skin suppleness and supports " +
      "stronger-looking nails and healthy hair growth, making it a thoughtful addition to your regular " +
      "beauty routine.",
    category: "beauty",
    priceRm: 800,
    duration: "60-75 min",
    image: "/images/services/nutribeauty.svg",
    benefits: [
      "Supports healthy hair growth",
      "Helps strengthen nails",
      "Supports skin suppleness",
      "Helps natural collagen production",
    ],
    ingredients: ["Biotin", "Vitamin C", "Zinc", "Amino Acids", "Glutathione", "Vitamin B Complex"],
    popularity: 6,
    contraindications: rules(["pregnancy_or_breastfeeding"], ["g6pd_deficiency"]),
  },
  {
    id: "nutricleanse",
    name: "NutriCleanse",
    tagline: "A metabolism drip to help your body run efficiently and feel light.",
    description:
      "NutriCleanse brings together alpha-lipoic acid, L-carnitine, B vitamins and trace minerals that " +
      "support healthy metabolic function and the body's own cleansing processes. Generous hydration " +
      "helps you feel lighter and more balanced, making it a good reset after indulgent weeks or periods " +
      "of irregular routine.",
    category: "wellness",
    priceRm: 900,
    duration: "60-75 min",
    image: "/images/services/nutricleanse.svg",
    benefits: [
      "Supports a healthy metabolism",
      "Helps natural cleansing processes",
      "Supports steady energy",
      "Helps you feel light and balanced",
    ],
    ingredients: [
      "Alpha-Lipoic Acid",
      "L-Carnitine",
      "Vitamin B Complex",
      "Chromium",
      "Magnesium",
      "Vitamin C",
    ],
    popularity: 4,
    contraindications: rules([], ["g6pd_deficiency"]),
  },
  {
    id: "nutrimmunity",
    name: "NutrImmunity",
    tagline: "An immunity drip to help keep you resilient through every season.",
    description:
      "NutrImmunity delivers high-dose vitamin C with zinc, selenium and B vitamins, nutrients that play " +
      "a key role in normal immune function. It is a popular choice before travel, during busy periods " +
      "or whenever you want to support your body's natural defences and stay well hydrated.",
    category: "wellness",
    priceRm: 900,
    duration: "60-90 min",
    image: "/images/services/nutrimmunity.svg",
    benefits: [
      "Supports normal immune function",
      "Rich antioxidant protection",
      "Helps ahead of travel",
      "Supports recovery and rehydration",
    ],
    ingredients: [
      "High-Dose Vitamin C",
      "Zinc",
      "Selenium",
      "Vitamin D3",
      "Vitamin B Complex",
      "Glutathione",
    ],
    popularity: 8,
    contraindications: rules(["g6pd_deficiency"], ["thalassaemia"]),
  },
  {
    id: "liver-cleanse",
    name: "Liver Cleanse",
    tagline: "A detox drip that supports your liver's natural cleansing work.",
    description:
      "Liver Cleanse combines glutathione, N-acetylcysteine and B vitamins to support the liver's own " +
      "detoxification pathways. Paired with rehydrating fluids, it helps you feel refreshed after late " +
      "nights, rich meals or a demanding schedule, and is a gentle way to reset your routine.",
    category: "wellness",
    priceRm: 700,
    duration: "60-75 min",
    image: "/images/services/liver-cleanse.svg",
    benefits: [
      "Supports healthy liver function",
      "Helps natural detox pathways",
      "Antioxidant replenishment",
      "Rehydrates and refreshes",
    ],
    ingredients: ["Glutathione", "N-Acetylcysteine", "Vitamin B Complex", "Vitamin C", "Magnesium"],
    popularity: 3,
    contraindications: rules([], ["g6pd_deficiency"]),
  },
  {
    id: "nmn-150",
    name: "NMN 150",
    tagline: "An anti-ageing drip with 150 mg NMN to support cellular energy.",
    description:
      "NMN 150 provides 150 mg of nicotinamide mononucleotide, a precursor to NAD+, the coenzyme cells " +
      "rely on for energy and repair. NAD+ levels naturally decline with age, and this drip helps " +
      "support cellular vitality, stamina and overall wellbeing. An approachable introduction to " +
      "longevity-focused care.",
    category: "wellness",
    priceRm: 1600,
    duration: "60-90 min",
    image: "/images/services/nmn-150.svg",
    benefits: [
      "Supports NAD+ levels",
      "Helps cellular energy",
      "Supports healthy ageing",
      "Helps stamina and vitality",
    ],
    ingredients: ["NMN 150 mg", "Vitamin B Complex", "Vitamin C", "Glutathione", "Magnesium"],
    popularity: 10,
    contraindications: rules(["pregnancy_or_breastfeeding", "cancer_treatment"], ["g6pd_deficiency"]),
  },
  {
    id: "nutriyouth",
    name: "NutriYouth",
    tagline: "A youth-focused skin drip for a firmer, more radiant look.",
    description:
      "NutriYouth is a premium anti-ageing skin formula combining glutathione, vitamin C, NAD+ support " +
      "and collagen-building amino acids. It helps protect skin from oxidative stress and supports " +
      "firmness, elasticity and a more youthful radiance, ideal for those who want visible care that " +
      "goes deeper.",
    category: "beauty",
    priceRm: 1699,
    duration: "60-90 min",
    image: "/images/services/nutriyouth.svg",
    benefits: [
      "Supports skin firmness",
      "Helps skin elasticity",
      "Antioxidant skin protection",
      "Supports a youthful radiance",
      "Helps natural collagen production",
    ],
    ingredients: ["Glutathione", "Vitamin C", "NMN", "Amino Acids", "Biotin", "Zinc"],
    popularity: 2,
    contraindications: rules(["pregnancy_or_breastfeeding", "cancer_treatment"], ["g6pd_deficiency"]),
  },
  {
    id: "nmn-300",
    name: "NMN 300",
    tagline: "Our premium longevity drip with a full 300 mg dose of NMN.",
    description:
      "NMN 300 is our most comprehensive longevity treatment, delivering 300 mg of nicotinamide " +
      "mononucleotide to support NAD+ levels, cellular energy and natural repair processes. Enriched " +
      "with antioxidants and B vitamins, it is designed for those committed to healthy ageing and " +
      "sustained vitality.",
    category: "wellness",
    priceRm: 3200,
    duration: "90-120 min",
    image: "/images/services/nmn-300.svg",
    benefits: [
      "Higher-dose NAD+ support",
      "Supports cellular repair",
      "Helps sustained energy",
      "Supports healthy ageing",
      "Helps mental clarity",
    ],
    ingredients: ["NMN 300 mg", "Glutathione", "Vitamin C", "Vitamin B Complex", "Magnesium", "Zinc"],
    popularity: 1,
    contraindications: rules(["pregnancy_or_breastfeeding", "cancer_treatment"], ["g6pd_deficiency"]),
  },
];
