import type { AdminService, AdminServiceList, UpdateServiceRequest } from "@ivdrips/contract/admin-catalogue";
import { rmToSen, senToRm } from "@ivdrips/contract/money";
import type { Database } from "../../db/client";
import { inTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import {
  listAllServices,
  lockService,
  updateService,
  type ServiceChanges,
  type ServiceRow,
} from "../catalogue/catalogue.service";
import { changedFields } from "./audit-diff";
import { recordAudit } from "./audit.repository";

export function adminServiceOf(row: ServiceRow): AdminService {
  return {
    id: row.id,
    name: row.name,
    tagline: row.tagline,
    description: row.description,
    category: row.category,
    priceRm: senToRm(row.priceSen),
    duration: row.duration,
    image: row.image,
    ingredients: row.ingredients,
    benefits: row.benefits,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const editableFields = (row: ServiceChanges): Record<string, unknown> => ({
  name: row.name,
  tagline: row.tagline,
  description: row.description,
  priceSen: row.priceSen,
  duration: row.duration,
  ingredients: row.ingredients,
  benefits: row.benefits,
  isActive: row.isActive,
});

/**
 * The console's catalogue. Every API process keeps the public catalogue in memory per catalogue version, and
 * an edit's commit moves that version everywhere (the migration 0014 trigger NOTIFYs), so it shows on the next
 * request in every process. Bookings keep the unit price they were made at: a new price applies to new bookings
 * only.
 */
export function createAdminCatalogueService(db: Database, clock: Clock) {
  return {
    async list(): Promise<AdminServiceList> {
      return { services: (await listAllServices(db)).map(adminServiceOf) };
    },

    async update(staffId: string, id: string, input: UpdateServiceRequest): Promise<AdminService> {
      return inTransaction(db, async (tx) => {
        const before = await lockService(tx, id);
        if (!before) throw new AppError("NOT_FOUND", "serviceNotFound");
        const changes: ServiceChanges = {
          name: input.name,
          tagline: input.tagline ?? before.tagline,
          description: input.description,
          priceSen: rmToSen(input.priceRm),
          duration: input.duration,
          ingredients: input.ingredients,
          benefits: input.benefits,
          isActive: input.isActive,
        };
        const diff = changedFields(editableFields(before), editableFields(changes));
        if (!diff) return adminServiceOf(before);
        const after = await updateService(tx, id, changes, clock());
        if (!after) throw new AppError("NOT_FOUND", "serviceNotFound");
        await recordAudit(tx, {
          staffId,
          action: "service.update",
          targetType: "service",
          targetId: id,
          ...diff,
          note: input.note ?? null,
        });
        return adminServiceOf(after);
      });
    },
  };
}

export type AdminCatalogueService = ReturnType<typeof createAdminCatalogueService>;
