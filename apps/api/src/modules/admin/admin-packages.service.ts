import type {
  AdminDripPackage,
  AdminDripPackageList,
  NewDripPackageRequest,
  UpdateDripPackageRequest,
} from "@ivdrips/contract/drip-packages";
import { changedFields } from "../../lib/changed-fields";
import { adminDripPackageOf, dripPackageFields, type PackagesService } from "../packages/packages.service";
import { recordAudit } from "./audit.repository";

/** The console's drip packages: every write audited in the transaction that makes it. */
export function createAdminPackagesService(packages: PackagesService) {
  return {
    async list(): Promise<AdminDripPackageList> {
      return { packages: (await packages.listAll()).map(adminDripPackageOf) };
    },

    async create(staffId: string, input: NewDripPackageRequest): Promise<AdminDripPackage> {
      const { note, ...definition } = input;
      const created = await packages.create(definition, async (tx, record) => {
        await recordAudit(tx, {
          staffId,
          action: "package.create",
          targetType: "package",
          targetId: record.row.id,
          after: dripPackageFields(record),
          note: note ?? null,
        });
      });
      return adminDripPackageOf(created);
    },

    async update(staffId: string, id: string, input: UpdateDripPackageRequest): Promise<AdminDripPackage> {
      const { note, ...changes } = input;
      const updated = await packages.update(id, changes, async (tx, { before, after }) => {
        const diff = changedFields(dripPackageFields(before), dripPackageFields(after));
        if (!diff) return;
        await recordAudit(tx, {
          staffId,
          action: "package.update",
          targetType: "package",
          targetId: id,
          ...diff,
          note: note ?? null,
        });
      });
      return adminDripPackageOf(updated);
    },
  };
}

export type AdminPackagesService = ReturnType<typeof createAdminPackagesService>;
