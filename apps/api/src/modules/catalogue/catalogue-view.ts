import type { Service } from "@ivdrips/contract/catalogue";
import { senToRm } from "@ivdrips/contract/money";
import type { CatalogueEntry } from "./catalogue.service";

/** A catalogue entry as the API answers it (prices in RM): made only at the route edge. */
export function toService({ row, rating }: CatalogueEntry): Service {
  return {
    id: row.id,
    name: row.name,
    tagline: row.tagline,
    description: row.description,
    category: row.category,
    price: senToRm(row.priceSen),
    currency: "MYR",
    duration: row.duration,
    image: row.image,
    benefits: row.benefits,
    ingredients: row.ingredients,
    keyNutrients: row.ingredients,
    popularity: row.popularity,
    rating,
  };
}
