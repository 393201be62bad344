import type { Service } from "@ivdrips/contract/catalogue";
import { senToRm } from "@ivdrips/contract/money";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import {
  findActiveService,
  listActiveServices,
  ratingsByService,
  type RatingSummary,
  type ServiceRow,
} from "./catalogue.repository";

// What other modules may use of the catalogue's records (bookings price a visit, reviews rate a service).
export { findActiveService, ratingsByService, type ServiceRow } from "./catalogue.repository";

const NO_RATING: RatingSummary = { average: null, count: 0 };

export function toService(row: ServiceRow, rating: RatingSummary = NO_RATING): Service {
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

export function createCatalogueService(db: Database) {
  return {
    async list(): Promise<Service[]> {
      const [rows, ratings] = await Promise.all([listActiveServices(db), ratingsByService(db)]);
      return rows.map((row) => toService(row, ratings.get(row.id)));
    },

    async get(id: string): Promise<Service> {
      const row = await findActiveService(db, id);
      if (!row) throw new AppError("NOT_FOUND", "serviceNotFound");
      return toService(row, (await ratingsByService(db, [id])).get(id));
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
