import type { Service } from "@ivdrips/contract/catalogue";

/** A service as GET /api/services answers it; override what the test is about. */
export function service(overrides: Partial<Service> = {}): Service {
  return {
    id: "nmn-150",
    name: "NMN 150mg",
    tagline: "Cellular energy and healthy ageing",
    description:
      "A high-dose NMN infusion that supports cellular energy, DNA repair and healthy ageing, delivered at home by a licensed nurse.",
    category: "wellness",
    price: 1600,
    currency: "MYR",
    duration: "60-90 min",
    image: "/images/services/nmn-150.svg",
    benefits: ["Cellular energy", "Healthy ageing"],
    ingredients: ["NMN"],
    keyNutrients: ["NMN"],
    popularity: 5,
    rating: { average: null, count: 0 },
    ...overrides,
  };
}
