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
// What the operations console may use: every service, active or not, and its edit.
export { listAllServices, lockService, updateService, type ServiceChanges } from "./catalogue.repository";

const NO_RATING: RatingSummary = { average: null, count: 0 };

/** A service as the catalogue holds it (price in sen), with its customers' rating. */
export interface CatalogueEntry {
  row: ServiceRow;
  rating: RatingSummary;
}

export function createCatalogueService(db: Database) {
  return {
    async list(): Promise<CatalogueEntry[]> {
      const [rows, ratings] = await Promise.all([listActiveServices(db), ratingsByService(db)]);
      return rows.map((row) => ({ row, rating: ratings.get(row.id) ?? NO_RATING }));
    },

    async get(id: string): Promise<CatalogueEntry> {
      const row = await findActiveService(db, id);
      if (!row) throw new AppError("NOT_FOUND", "serviceNotFound");
      return { row, rating: (await ratingsByService(db, [id])).get(id) ?? NO_RATING };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
