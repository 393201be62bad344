import type { Service } from "@ivdrips/contract/catalogue";
import { senToRm } from "@ivdrips/contract/money";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { findActiveService, listActiveServices, type ServiceRow } from "./catalogue.repository";

export function toService(row: ServiceRow): Service {
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
  };
}

export function createCatalogueService(db: Database) {
  return {
    async list(): Promise<Service[]> {
      return (await listActiveServices(db)).map(toService);
    },

    async get(id: string): Promise<Service> {
      const row = await findActiveService(db, id);
      if (!row) throw new AppError("NOT_FOUND", "Service not found");
      return toService(row);
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
