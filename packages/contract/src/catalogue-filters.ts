// No zod here: the services page filters with these, and it should not load the schemas to do so.

export const SERVICE_CATEGORIES = ["beauty", "wellness"] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const PRICE_BANDS = ["low", "medium", "high"] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

/** SPEC §9: low up to RM 700; medium above 700 up to 1500; high above 1500. */
export function priceBandOf(priceRm: number): PriceBand {
  if (priceRm <= 700) return "low";
  if (priceRm <= 1500) return "medium";
  return "high";
}
