import { z } from "zod";

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

export const ServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  price: z.number().describe("Price in RM"),
  currency: z.literal("MYR"),
  duration: z.string(),
  image: z.string(),
  benefits: z.array(z.string()),
  ingredients: z.array(z.string()),
  keyNutrients: z.array(z.string()),
  popularity: z.number().int(),
  /** Customers' reviews of completed visits: the mean of 1-5 stars (null before the first) and how many. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export type Service = z.infer<typeof ServiceSchema>;

export const ServiceListSchema = z.array(ServiceSchema);

export const ServiceIdParamsSchema = z.object({ id: z.string().max(100) });
