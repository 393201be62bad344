import { NewPasswordSchema } from "@ivdrips/contract/common";
import {
  ClinicUsernameSchema,
  type ClinicLoginRequest,
  type ClinicLoginResponse,
  type ClinicProfile,
} from "@ivdrips/contract/clinics";
import type { Database } from "../../db/client";
import { inTransaction, type AlsoInTransaction } from "../../db/transactions";
import { AppError, invalidInput } from "../../lib/app-error";
import { changedFields } from "../../lib/changed-fields";
import type { Clock } from "../../lib/clock";
import { hashPassword, spendVerifyTime, verifyPassword } from "../../lib/passwords";
import { endEverySession, endSession } from "../auth/sessions.service";
import type { TokenClaims, TokenService } from "../../lib/tokens";
import {
  addProvider,
  allProviders,
  providersOfClinic,
  type ProviderRow,
} from "../providers/providers.service";
import {
  findClinicById,
  findClinicByUsername,
  insertClinic,
  listClinics,
  lockClinic,
  setClinicPasswordHash,
  updateClinic,
  type ClinicRow,
} from "./clinics.repository";

export interface NewClinic {
  name: string;
  username: string;
  password: string;
  city?: string | undefined;
  capacity?: number | undefined;
  /** Receives "new booking to review"; SUPPORT_EMAIL does when there is none. */
  email?: string | undefined;
}

export interface ClinicWithProviders {
  clinic: ClinicRow;
  providers: ProviderRow[];
}

/** What a staff member may change of a clinic. */
export interface ClinicChanges {
  name: string;
  /** Receives "new booking to review"; SUPPORT_EMAIL does when null. */
  email: string | null;
  /** The coordinator's mobile (E.164) for WhatsApp; null: none; left out: unchanged. */
  coordinatorPhone?: string | null;
}

/** A clinic as it was before a staff edit and as the edit left it. */
export interface ClinicEdit {
  before: ClinicRow;
  after: ClinicRow;
}

export function createClinicsService(db: Database, tokens: TokenService, clock: Clock) {
  return {
    async login(input: ClinicLoginRequest): Promise<ClinicLoginResponse> {
      const clinic = await findClinicByUsername(db, input.username);
      if (!clinic?.passwordHash) {
        await spendVerifyTime(input.password);
        throw new AppError("INVALID_CREDENTIALS", "invalidClinicLogin");
      }
      if (!(await verifyPassword(clinic.passwordHash, input.password))) {
        throw new AppError("INVALID_CREDENTIALS", "invalidClinicLogin");
      }
      const { token } = await tokens.sign(clinic.id, "clinic", clinic.sessionVersion);
      return { token, clinic: { id: clinic.id, name: clinic.name } };
    },

    async logout(claims: TokenClaims): Promise<void> {
      await endSession(db, claims, clock());
    },

    /** Every token of the clinic is refused from now on, this one included. */
    async logoutEverywhere(claims: TokenClaims): Promise<void> {
      await endEverySession(db, claims);
    },

    async profile(clinicId: string): Promise<ClinicProfile> {
      const clinic = await findClinicById(db, clinicId);
      if (!clinic) throw new AppError("INVALID_TOKEN", "clinicAccountGone");
      const providers = await providersOfClinic(db, clinic.id);
      return {
        id: clinic.id,
        name: clinic.name,
        username: clinic.username,
        providers: providers.map((p) => ({ _id: p.id, name: p.name, locations: p.locations })),
      };
    },

    /**
     * A clinic and the provider through which it serves its city, created together or not at all, with what
     * `alsoInTransaction` writes (the console's audit row).
     */
    async create(
      input: NewClinic,
      alsoInTransaction?: AlsoInTransaction<ClinicWithProviders>,
    ): Promise<ClinicWithProviders> {
      const name = input.name.trim();
      if (name.length < 2 || name.length > 100) {
        throw new AppError("VALIDATION_ERROR", "clinicNameLength");
      }
      const username = ClinicUsernameSchema.safeParse(input.username);
      if (!username.success) throw invalidInput(username.error.issues);
      const password = NewPasswordSchema.safeParse(input.password);
      if (!password.success) throw invalidInput(password.error.issues);
      const city = (input.city ?? "Kuala Lumpur").trim();
      if (city.length < 2 || city.length > 100) {
        throw new AppError("VALIDATION_ERROR", "clinicCityLength");
      }
      const capacity = input.capacity ?? 2;
      if (!Number.isInteger(capacity) || capacity < 1 || capacity > 100) {
        throw new AppError("VALIDATION_ERROR", "clinicCapacityRange");
      }
      const passwordHash = await hashPassword(password.data);

      return db.transaction(async (tx) => {
        const clinic = await insertClinic(tx, {
          name,
          username: username.data,
          passwordHash,
          email: input.email ?? null,
        });
        if (!clinic) throw new AppError("CONFLICT", "clinicUsernameTaken", { username: username.data });
        const provider = await addProvider(tx, {
          clinicId: clinic.id,
          name,
          locations: [city],
          capacityPerWindow: capacity,
        });
        const created = { clinic, providers: [provider] };
        await alsoInTransaction?.(tx, created);
        return created;
      });
    },

    /**
     * Gives the clinic with this username (as stored: trimmed, lower case) a new password, which ends every
     * session it had. Undefined when no clinic has the username.
     */
    async setPassword(username: string, password: string): Promise<ClinicRow | undefined> {
      const parsed = NewPasswordSchema.safeParse(password);
      if (!parsed.success) throw invalidInput(parsed.error.issues);
      const clinic = await findClinicByUsername(db, username);
      if (!clinic) return undefined;
      await setClinicPasswordHash(db, clinic.id, await hashPassword(parsed.data));
      return clinic;
    },

    /**
     * A staff member's edit of a clinic, with what `alsoInTransaction` writes (the console's audit row). An
     * edit that changes nothing writes nothing. Undefined when there is no such clinic.
     */
    async updateAsStaff(
      id: string,
      changes: ClinicChanges,
      alsoInTransaction?: AlsoInTransaction<ClinicEdit>,
    ): Promise<ClinicRow | undefined> {
      return inTransaction(db, async (tx) => {
        const before = await lockClinic(tx, id);
        if (!before) return undefined;
        const unchanged = !changedFields(
          { name: before.name, email: before.email, coordinatorPhone: before.coordinatorPhone },
          { coordinatorPhone: before.coordinatorPhone, ...changes },
        );
        if (unchanged) return before;
        const after = await updateClinic(tx, id, changes);
        if (!after) return undefined;
        await alsoInTransaction?.(tx, { before, after });
        return after;
      });
    },

    /**
     * A staff member gives the clinic a new password, which ends every session it had (its session version
     * goes up by one), with what `alsoInTransaction` writes, given the clinic as it was. Undefined when there
     * is no such clinic.
     */
    async setPasswordAsStaff(
      id: string,
      password: string,
      alsoInTransaction?: AlsoInTransaction<ClinicRow>,
    ): Promise<ClinicRow | undefined> {
      const passwordHash = await hashPassword(password);
      return inTransaction(db, async (tx) => {
        const clinic = await lockClinic(tx, id);
        if (!clinic) return undefined;
        await setClinicPasswordHash(tx, id, passwordHash);
        await alsoInTransaction?.(tx, clinic);
        return clinic;
      });
    },

    async list(): Promise<ClinicWithProviders[]> {
      const [clinics, providers] = await Promise.all([listClinics(db), allProviders(db)]);
      return clinics.map((clinic) => ({
        clinic,
        providers: providers.filter((provider) => provider.clinicId === clinic.id),
      }));
    },
  };
}

export type ClinicsService = ReturnType<typeof createClinicsService>;
