import type { TreatmentConsentResponse } from "@ivdrips/contract/clinical";
import { treatmentConsentText, treatmentConsentVersion } from "@ivdrips/contract/consent-texts";
import type { Language } from "@ivdrips/contract/languages";
import type { Executor } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { activeService } from "../catalogue/catalogue.service";
import { createClearances, rulesOf } from "./clearances.service";
import { deleteUndecidedClearancesOfUser, settleClearances } from "./clinical.repository";
import { createClinicians } from "./clinicians.service";
import { createHealthProfiles, type ClinicalDeps } from "./health-profiles.service";

/**
 * The clinical side of a booking (issue 36; docs/decisions/045): the customer's health screening and
 * consents, the clinics' clinicians, and each booking's clearance. Other modules reach it only through here.
 */
export function createClinicalService(deps: ClinicalDeps) {
  const profiles = createHealthProfiles(deps);
  const clearances = createClearances(deps, profiles);
  const clinicians = createClinicians(deps.db);
  return {
    profiles,
    clearances,
    clinicians,
    /**
     * Account deletion, in its transaction: the answers and consent go, and the records no clinician acted on;
     * the decided ones are the clinic's, kept until their retention ends.
     */
    async forgetCustomer(tx: Executor, userId: string): Promise<void> {
      await profiles.forget(tx, userId);
      await deleteUndecidedClearancesOfUser(tx, userId);
    },

    /** The customer's clinical data, for their export. */
    async exportOf(tx: Executor, userId: string) {
      return {
        ...(await profiles.exportOf(tx, userId)),
        clearances: await clearances.ofCustomer(tx, userId),
      };
    },

    /** The sweep: settles the records of settled bookings and purges those past their retention. */
    settle(years: number) {
      return settleClearances(deps.db, years, deps.clock());
    },

    /** What the bookings module asks of the clinical side: the gate, the record, and who may clear. */
    gate: { ...clearances, clinicianOf: clinicians.ofClinic },

    /** The consent to treatment a booking of the service is signed with now, in `language`. */
    async treatmentConsent(serviceId: string, language: Language): Promise<TreatmentConsentResponse> {
      const service = await activeService(deps.db, serviceId);
      if (!service) throw new AppError("NOT_FOUND", "serviceNotFound");
      const rules = rulesOf(service);
      return {
        serviceId: service.id,
        version: treatmentConsentVersion(service.consentRevision),
        language,
        text: treatmentConsentText(language, service.name, rules),
        contraindications: rules,
      };
    },
  };
}

export type ClinicalService = ReturnType<typeof createClinicalService>;
export type ClinicalGate = ClinicalService["gate"];
