import type { Service } from "@ivdrips/contract/catalogue";
import type { Language } from "@ivdrips/contract/languages";
import { senToRm } from "@ivdrips/contract/money";
import { inLanguage, type CatalogueEntry } from "./catalogue.service";

/** A catalogue entry as the API answers it to a reader of `language` (prices in RM): made only at the route edge. */
export function toService(
  { row: english, translations, rating }: CatalogueEntry,
  language: Language,
): Service {
  const row = inLanguage(english, translations, language);
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
