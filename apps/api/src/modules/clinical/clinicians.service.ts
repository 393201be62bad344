import type { Clinician, NewClinician } from "@ivdrips/contract/clinical";
import type { Database, Executor } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import {
  findClinician,
  insertClinician,
  listCliniciansOfClinic,
  setClinicianActive,
  type ClinicianRow,
} from "./clinical.repository";

export function toClinician(row: ClinicianRow): Clinician {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    registrationBody: row.registrationBody,
    registrationNumber: row.registrationNumber,
    isActive: row.isActive,
  };
}

/** A clinic's registered doctors and nurses, whom it names when it clears a patient. */
export function createClinicians(db: Database) {
  return {
    async list(clinicId: string): Promise<Clinician[]> {
      return (await listCliniciansOfClinic(db, clinicId)).map(toClinician);
    },

    async register(clinicId: string, clinician: NewClinician): Promise<Clinician> {
      const row = await insertClinician(db, {
        clinicId,
        name: clinician.name,
        role: clinician.role,
        registrationBody: clinician.registrationBody,
        registrationNumber: clinician.registrationNumber.toUpperCase(),
      });
      if (!row) throw new AppError("CONFLICT", "clinicianExists");
      return toClinician(row);
    },

    async setActive(clinicId: string, id: string, isActive: boolean): Promise<Clinician> {
      const row = isUuid(id) ? await setClinicianActive(db, clinicId, id, isActive) : undefined;
      if (!row) throw new AppError("NOT_FOUND", "clinicianNotFound");
      return toClinician(row);
    },

    /**
     * The clinician a clinic names on a decision: one of its own, still active. Another clinic's clinician is
     * refused as forbidden (the clinic names someone it has no right to name), an unknown id as not found.
     */
    async ofClinic(tx: Executor, clinicId: string, id: string): Promise<ClinicianRow> {
      const row = isUuid(id) ? await findClinician(tx, id) : undefined;
      if (!row) throw new AppError("NOT_FOUND", "clinicianNotFound");
      if (row.clinicId !== clinicId) throw new AppError("FORBIDDEN", "clinicianNotOfClinic");
      if (!row.isActive) throw new AppError("CONFLICT", "clinicianInactive");
      return row;
    },
  };
}

export type Clinicians = ReturnType<typeof createClinicians>;
