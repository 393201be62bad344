import type {
  NewServiceAreaRequest,
  ServiceArea,
  ServiceAreaList,
  UpdateServiceAreaRequest,
} from "@ivdrips/contract/service-areas";
import { changedFields } from "../../lib/changed-fields";
import { serviceAreaFields, serviceAreaOfRow, type ServiceAreasService } from "../places/places.service";
import { recordAudit } from "./audit.repository";

/** The console's service areas: every write audited in the transaction that makes it. */
export function createAdminServiceAreasService(areas: ServiceAreasService) {
  return {
    async list(): Promise<ServiceAreaList> {
      return { areas: (await areas.list()).map(serviceAreaOfRow) };
    },

    async create(staffId: string, input: NewServiceAreaRequest): Promise<ServiceArea> {
      const { note, ...area } = input;
      const row = await areas.create(area, async (tx, created) => {
        await recordAudit(tx, {
          staffId,
          action: "service_area.create",
          targetType: "service_area",
          targetId: created.id,
          after: serviceAreaFields(created),
          note: note ?? null,
        });
      });
      return serviceAreaOfRow(row);
    },

    async update(staffId: string, id: string, input: UpdateServiceAreaRequest): Promise<ServiceArea> {
      const { note, ...changes } = input;
      const row = await areas.update(id, changes, async (tx, { before, after }) => {
        const diff = changedFields(serviceAreaFields(before), serviceAreaFields(after));
        if (!diff) return;
        await recordAudit(tx, {
          staffId,
          action: "service_area.update",
          targetType: "service_area",
          targetId: id,
          ...diff,
          note: note ?? null,
        });
      });
      return serviceAreaOfRow(row);
    },

    async remove(staffId: string, id: string, note: string | undefined): Promise<void> {
      await areas.remove(id, async (tx, removed) => {
        await recordAudit(tx, {
          staffId,
          action: "service_area.delete",
          targetType: "service_area",
          targetId: id,
          before: serviceAreaFields(removed),
          note: note ?? null,
        });
      });
    },
  };
}

export type AdminServiceAreasService = ReturnType<typeof createAdminServiceAreasService>;
