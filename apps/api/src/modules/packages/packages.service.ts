import type {
  AdminDripPackage,
  DripPackage,
  NewDripPackageRequest,
  UpdateDripPackageRequest,
} from "@ivdrips/contract/drip-packages";
import { rmToSen, senToRm } from "@ivdrips/contract/money";
import type { Database, Executor } from "../../db/client";
import { inTransaction, type AlsoInTransaction } from "../../db/transactions";
import type { Clock } from "../../lib/clock";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import {
  findDripPackage,
  insertDripPackage,
  knownServiceIds,
  listDripPackages,
  lockDripPackage,
  updateDripPackage,
  type DripPackageRecord,
} from "./packages.repository";

export function dripPackageOf({ row, services }: DripPackageRecord): DripPackage {
  return {
    id: row.id,
    name: row.name,
    credits: row.credits,
    price: senToRm(row.priceSen),
    validMonths: row.validMonths,
    services,
  };
}

export function adminDripPackageOf(record: DripPackageRecord): AdminDripPackage {
  return {
    ...dripPackageOf(record),
    isActive: record.row.isActive,
    updatedAt: record.row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a package: everything staff can change. */
export function dripPackageFields({ row, services }: DripPackageRecord) {
  return {
    name: row.name,
    credits: row.credits,
    priceSen: row.priceSen,
    validMonths: row.validMonths,
    isActive: row.isActive,
    serviceIds: services.map((service) => service.id),
  };
}

const notFound = () => new AppError("NOT_FOUND", "packageNotFound");

async function checkServices(db: Executor, ids: readonly string[] | undefined): Promise<void> {
  if (ids === undefined) return;
  const known = await knownServiceIds(db, ids);
  if (ids.some((id) => !known.has(id))) throw new AppError("VALIDATION_ERROR", "packageServiceUnknown");
}

/** Drip packages (issue 39): those on sale, and staff's definitions (each write with the caller's audit). */
export function createPackagesService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** GET /api/packages: what is on sale, cheapest first. */
    async listOnSale(): Promise<DripPackage[]> {
      return (await listDripPackages(db, { activeOnly: true })).map(dripPackageOf);
    },

    async listAll(): Promise<DripPackageRecord[]> {
      return listDripPackages(db, { activeOnly: false });
    },

    async create(
      input: Omit<NewDripPackageRequest, "note">,
      alsoInTransaction: AlsoInTransaction<DripPackageRecord>,
    ): Promise<DripPackageRecord> {
      return inTransaction(db, async (tx) => {
        await checkServices(tx, input.serviceIds);
        const row = await insertDripPackage(
          tx,
          {
            name: input.name,
            credits: input.credits,
            priceSen: rmToSen(input.price),
            validMonths: input.validMonths,
            isActive: input.isActive,
          },
          input.serviceIds,
        );
        const created = await findDripPackage(tx, row.id);
        if (!created) throw new Error("the package was not written");
        await alsoInTransaction(tx, created);
        return created;
      });
    },

    /** Changes a package; credits already bought keep the terms they were bought with. */
    async update(
      id: string,
      changes: Omit<UpdateDripPackageRequest, "note">,
      alsoInTransaction: AlsoInTransaction<{ before: DripPackageRecord; after: DripPackageRecord }>,
    ): Promise<DripPackageRecord> {
      if (!isUuid(id)) throw notFound();
      return inTransaction(db, async (tx) => {
        const before = await lockDripPackage(tx, id);
        if (!before) throw notFound();
        await checkServices(tx, changes.serviceIds);
        await updateDripPackage(
          tx,
          id,
          {
            ...(changes.name !== undefined ? { name: changes.name } : {}),
            ...(changes.credits !== undefined ? { credits: changes.credits } : {}),
            ...(changes.price !== undefined ? { priceSen: rmToSen(changes.price) } : {}),
            ...(changes.validMonths !== undefined ? { validMonths: changes.validMonths } : {}),
            ...(changes.isActive !== undefined ? { isActive: changes.isActive } : {}),
            updatedAt: clock(),
          },
          changes.serviceIds,
        );
        const after = await findDripPackage(tx, id);
        if (!after) throw notFound();
        await alsoInTransaction(tx, { before, after });
        return after;
      });
    },
  };
}

export type PackagesService = ReturnType<typeof createPackagesService>;
