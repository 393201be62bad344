import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import {
  listActiveServices,
  ratingsByService,
  type RatingSummary,
  type ServiceRow,
} from "./catalogue.repository";

// What other modules may use of the catalogue's records (bookings price a visit, reviews rate a service).
export {
  findActiveService,
  listActiveServices,
  ratingsByService,
  type ServiceRow,
} from "./catalogue.repository";
// What the operations console may use: every service, active or not, and its edit.
export { listAllServices, lockService, updateService, type ServiceChanges } from "./catalogue.repository";

const NO_RATING: RatingSummary = { average: null, count: 0 };

/** A service as the catalogue holds it (price in sen), with its customers' rating. */
export interface CatalogueEntry {
  row: ServiceRow;
  rating: RatingSummary;
}

/** The active catalogue as one read: every active service with its rating, in display order. */
export interface CatalogueSnapshot {
  entries: CatalogueEntry[];
  byId: Map<string, CatalogueEntry>;
}

export function createCatalogueService(db: Database) {
  return {
    async snapshot(): Promise<CatalogueSnapshot> {
      const [rows, ratings] = await Promise.all([listActiveServices(db), ratingsByService(db)]);
      const entries = rows.map((row) => ({ row, rating: ratings.get(row.id) ?? NO_RATING }));
      return { entries, byId: new Map(entries.map((entry) => [entry.row.id, entry])) };
    },
  };
}

/** The service `id` of the snapshot, or NOT_FOUND (an inactive service is not shown to customers). */
export function entryOf(snapshot: CatalogueSnapshot, id: string): CatalogueEntry {
  const entry = snapshot.byId.get(id);
  if (!entry) throw new AppError("NOT_FOUND", "serviceNotFound");
  return entry;
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
