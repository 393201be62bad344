import type { TreatmentConsentResponse } from "@ivdrips/contract/clinical";
import type { Language } from "@ivdrips/contract/languages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../api-client";
import { CATALOGUE_KEY } from "../catalogue-key";
import { useLanguage } from "../i18n/use-t";

/**
 * GET /api/services/{id}/consent: the consent to treatment a booking of the service is signed with (its
 * version, its text in the site's language) and the service's contraindications.
 */
export function getTreatmentConsent(
  serviceId: string,
  signal?: AbortSignal,
): Promise<TreatmentConsentResponse> {
  return apiFetch<TreatmentConsentResponse>(`/services/${encodeURIComponent(serviceId)}/consent`, {
    ...(signal ? { signal } : {}),
  });
}

/** Under the catalogue's key, per language: the text is read again in another language. */
export function treatmentConsentQueryOptions(serviceId: string, language: Language) {
  return queryOptions({
    queryKey: [...CATALOGUE_KEY, serviceId, "consent", language] as const,
    queryFn: ({ signal }) => getTreatmentConsent(serviceId, signal),
  });
}

export function useTreatmentConsent(serviceId: string) {
  const { language } = useLanguage();
  return useQuery(treatmentConsentQueryOptions(serviceId, language));
}
