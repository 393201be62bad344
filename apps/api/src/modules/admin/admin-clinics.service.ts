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
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { clinicDecisionStats, keepBookedPlaces } from "../bookings/booking-stats.service";
import type { ClinicsService, ClinicWithProviders } from "../clinics/clinics.service";
import type { ProviderRow, ProvidersService } from "../providers/providers.service";
import { changedFields } from "../../lib/changed-fields";
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
export function createAdminClinicsService(
  db: Database,
  clinics: ClinicsService,
  providers: ProvidersService,
  clock: Clock,
) {
  async function list(): Promise<AdminClinicList> {
    const since = new Date(clock().getTime() - DECISION_STATS_DAYS * DAY_MS);
    const [all, { pending, decisionTimes: decisions }] = await Promise.all([
      clinics.list(),
      clinicDecisionStats(db, since),
    ]);
    return {
      clinics: all.map(({ clinic, providers }) => ({
        id: clinic.id,
        name: clinic.name,
        username: clinic.username,
        email: clinic.email,
        coordinatorPhone: clinic.coordinatorPhone,
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
      const changes = {
        name: input.name,
        email: input.email,
        ...(input.coordinatorPhone !== undefined ? { coordinatorPhone: input.coordinatorPhone } : {}),
      };
      const clinic = await clinics.updateAsStaff(id, changes, async (tx, { before, after }) => {
        await recordAudit(tx, {
          staffId,
          action: "clinic.update",
          targetType: "clinic",
          targetId: id,
          ...changedFields(
            { name: before.name, email: before.email, coordinatorPhone: before.coordinatorPhone },
            { name: after.name, email: after.email, coordinatorPhone: after.coordinatorPhone },
          ),
          note: input.note ?? null,
        });
      });
      if (!clinic) throw new AppError("NOT_FOUND", "adminClinicNotFound");
      return get(id);
    },

    /** A new password ends every session of the clinic (its session version goes up by one). */
    async resetPassword(staffId: string, id: string, input: ClinicPasswordRequest): Promise<void> {
      const clinic = await clinics.setPasswordAsStaff(id, input.password, async (tx, before) => {
        await recordAudit(tx, {
          staffId,
          action: "clinic.password_reset",
          targetType: "clinic",
          targetId: id,
          before: { sessionVersion: before.sessionVersion },
          after: { sessionVersion: before.sessionVersion + 1 },
          note: input.note ?? null,
        });
      });
      if (!clinic) throw new AppError("NOT_FOUND", "adminClinicNotFound");
    },

    /**
     * Lowering capacity below what one open window already holds is refused (409, naming how many): moving or
     * cancelling those bookings is issue 23's. The bookings are counted under the windows' locks, which the
     * capacity trigger takes before it reads the capacity, so no booking can slip in between count and commit.
     */
    async updateProvider(staffId: string, id: string, input: UpdateProviderRequest): Promise<AdminProvider> {
      const after = await providers.updateAsStaff(
        id,
        {
          name: input.name,
          locations: input.cities,
          capacityPerWindow: input.capacityPerWindow,
          isActive: input.isActive,
        },
        {
          ...keepBookedPlaces(id, input.capacityPerWindow, clock),
          alsoInTransaction: async (tx, edit) => {
            const diff = changedFields(providerFields(edit.before), providerFields(edit.after));
            if (!diff) return;
            await recordAudit(tx, {
              staffId,
              action: "provider.update",
              targetType: "provider",
              targetId: id,
              ...diff,
              note: input.note ?? null,
            });
          },
        },
      );
      if (!after) throw new AppError("NOT_FOUND", "adminProviderNotFound");
      return adminProviderOf(after);
    },
  };
}

export type AdminClinicsService = ReturnType<typeof createAdminClinicsService>;
