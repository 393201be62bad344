import type { TreatmentConsentResponse } from "@ivdrips/contract/clinical";
import { treatmentConsentText, treatmentConsentVersion } from "@ivdrips/contract/consent-texts";
import type { Language } from "@ivdrips/contract/languages";
import { AppError } from "../../lib/app-error";
import { activeService } from "../catalogue/catalogue.service";
import { createClearances, rulesOf } from "./clearances.service";
import { createClinicians } from "./clinicians.service";
import { createHealthProfiles, type ClinicalDeps } from "./health-profiles.service";

/**
 * The clinical side of a booking (issue 36; docs/decisions/045): the customer's health screening and
 * consents, the clinics' clinicians, and each booking's clearance. Other modules reach it only through here.
 */
export function createClinicalService(deps: ClinicalDeps) {
  const profiles = createHealthProfiles(deps);
  return {
    profiles,
    clearances: createClearances(deps, profiles),
    clinicians: createClinicians(deps.db),

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
