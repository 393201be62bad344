import {
  DECISION_STATS_DAYS,
  type AdminClinic,
  type AdminClinicList,
  type AdminProvider,
  type ClinicPasswordRequest,
  type NewClinicRequest,
  type UpdateClinicRequest,
  type UpdateProviderRequest,
} from "@ivdrips/contract/admin-clinics";
import type { Database } from "../../db/client";
import { inTransaction, isConstraintViolation } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { hashPassword } from "../../lib/passwords";
import {
  decisionTimesByClinic,
  lockOpenWindowsOf,
  mostHeldInOneOpenWindow,
  pendingDecisionsByClinic,
} from "../bookings/booking-stats.service";
import {
  lockClinic,
  setClinicPasswordHash,
  updateClinic,
  type ClinicsService,
  type ClinicWithProviders,
} from "../clinics/clinics.service";
import {
  findProviderById,
  lockProvider,
  updateProvider,
  type ProviderRow,
} from "../providers/providers.service";
import { changedFields } from "./audit-diff";
import { recordAudit } from "./audit.repository";

const DAY_MS = 24 * 60 * 60 * 1000;

export function adminProviderOf(row: ProviderRow): AdminProvider {
  return {
    id: row.id,
    name: row.name,
    cities: row.locations,
    capacityPerWindow: row.capacityPerWindow,
    isActive: row.isActive,
  };
}

/** What the audit log keeps of a provider: everything a staff member can change. */
const providerFields = (row: ProviderRow) => ({
  name: row.name,
  cities: row.locations,
  capacityPerWindow: row.capacityPerWindow,
  isActive: row.isActive,
});

/** The console's clinics and providers: every write audited in its own transaction. */
export function createAdminClinicsService(db: Database, clinics: ClinicsService, clock: Clock) {
  async function list(): Promise<AdminClinicList> {
    const since = new Date(clock().getTime() - DECISION_STATS_DAYS * DAY_MS);
    const [all, pending, decisions] = await Promise.all([
      clinics.list(),
      pendingDecisionsByClinic(db),
      decisionTimesByClinic(db, since),
    ]);
    return {
      clinics: all.map(({ clinic, providers }) => ({
        id: clinic.id,
        name: clinic.name,
        username: clinic.username,
        email: clinic.email,
        createdAt: clinic.createdAt.toISOString(),
        providers: providers.map(adminProviderOf),
        pendingCount: pending.get(clinic.id) ?? 0,
        decisionTimes: decisions.get(clinic.id) ?? { count: 0, medianHours: null, averageHours: null },
      })),
    };
  }

  async function get(id: string): Promise<AdminClinic> {
    const clinic = (await list()).clinics.find((entry) => entry.id === id);
    if (!clinic) throw new AppError("NOT_FOUND", "adminClinicNotFound");
    return clinic;
  }

  return {
    list,

    /** As `clinic create` on the command line (the clinics service's rules), audited as this staff member's. */
    async create(staffId: string, input: NewClinicRequest): Promise<AdminClinic> {
      const created = await clinics.create(
        {
          name: input.name,
          username: input.username,
          password: input.password,
          city: input.city,
          capacity: input.capacity,
          email: input.email ?? undefined,
        },
        async (tx, { clinic, providers }: ClinicWithProviders) => {
          await recordAudit(tx, {
            staffId,
            action: "clinic.create",
            targetType: "clinic",
            targetId: clinic.id,
            // Never the password or its hash.
            after: {
              name: clinic.name,
              username: clinic.username,
              email: clinic.email,
              providers: providers.map(adminProviderOf),
            },
            note: input.note ?? null,
          });
        },
      );
      return get(created.clinic.id);
    },

    async update(staffId: string, id: string, input: UpdateClinicRequest): Promise<AdminClinic> {
      await inTransaction(db, async (tx) => {
        const before = await lockClinic(tx, id);
        if (!before) throw new AppError("NOT_FOUND", "adminClinicNotFound");
        const values = { name: input.name, email: input.email };
        const diff = changedFields({ name: before.name, email: before.email }, values);
        if (!diff) return;
        await updateClinic(tx, id, values);
        await recordAudit(tx, {
          staffId,
          action: "clinic.update",
          targetType: "clinic",
          targetId: id,
          ...diff,
          note: input.note ?? null,
        });
      });
      return get(id);
    },

    /** A new password ends every session of the clinic (the repository raises its session version). */
    async resetPassword(staffId: string, id: string, input: ClinicPasswordRequest): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      await inTransaction(db, async (tx) => {
        const clinic = await lockClinic(tx, id);
        if (!clinic) throw new AppError("NOT_FOUND", "adminClinicNotFound");
        await setClinicPasswordHash(tx, id, passwordHash);
        await recordAudit(tx, {
          staffId,
          action: "clinic.password_reset",
          targetType: "clinic",
          targetId: id,
          before: { sessionVersion: clinic.sessionVersion },
          after: { sessionVersion: clinic.sessionVersion + 1 },
          note: input.note ?? null,
        });
      });
    },

    /**
     * Lowering capacity below what one open window already holds is refused (409, naming how many): moving or
     * cancelling those bookings is issue 23's. The bookings are counted under the windows' locks, which the
     * capacity trigger takes before it reads the capacity, so no booking can slip in between count and commit.
     */
    async updateProvider(staffId: string, id: string, input: UpdateProviderRequest): Promise<AdminProvider> {
      return inTransaction(db, async (tx) => {
        // Window locks first, then the row: the order a booking takes them in (see lockOpenWindowsOf).
        const current = await findProviderById(tx, id);
        let windowsLocked = false;
        if (current && input.capacityPerWindow < current.capacityPerWindow) {
          await lockOpenWindowsOf(tx, id, clock());
          windowsLocked = true;
        }
        const before = await lockProvider(tx, id);
        if (!before) throw new AppError("NOT_FOUND", "adminProviderNotFound");
        if (input.capacityPerWindow < before.capacityPerWindow) {
          // Raised meanwhile by someone else: lock now (a deadlock, unlikely, is retried by inTransaction).
          if (!windowsLocked) await lockOpenWindowsOf(tx, id, clock());
          const booked = await mostHeldInOneOpenWindow(tx, id, clock());
          if (booked > input.capacityPerWindow) {
            throw new AppError("CONFLICT", "capacityBelowBooked", { booked });
          }
        }
        const values = {
          name: input.name,
          locations: input.cities,
          capacityPerWindow: input.capacityPerWindow,
          isActive: input.isActive,
        };
        let after: ProviderRow | undefined;
        try {
          after = await updateProvider(tx, id, values);
        } catch (error) {
          if (isConstraintViolation(error, "providers_clinic_id_name_key")) {
            throw new AppError("CONFLICT", "providerExists", { name: input.name });
          }
          throw error;
        }
        if (!after) throw new AppError("NOT_FOUND", "adminProviderNotFound");
        const diff = changedFields(providerFields(before), providerFields(after));
        if (diff) {
          await recordAudit(tx, {
            staffId,
            action: "provider.update",
            targetType: "provider",
            targetId: id,
            ...diff,
            note: input.note ?? null,
          });
        }
        return adminProviderOf(after);
      });
    },
  };
}

export type AdminClinicsService = ReturnType<typeof createAdminClinicsService>;
