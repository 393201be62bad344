import { z } from "zod";

import { SERVICE_CATEGORIES } from "./catalogue-filters";

export * from "./catalogue-filters";

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
