import type { HealthConsentResponse } from "@ivdrips/contract/clinical";
import type { Language } from "@ivdrips/contract/languages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../api-client";
import { useLanguage } from "../i18n/use-t";
import { healthKey } from "./get-health-profile";

/**
 * GET /api/account/health-consent: the consent to keep health data, as it reads now in the site's language
 * (the request's Accept-Language), and the one the customer gave, if any.
 */
export function getHealthConsent(signal?: AbortSignal): Promise<HealthConsentResponse> {
  return apiFetch<HealthConsentResponse>("/account/health-consent", {
    auth: "customer",
    ...(signal ? { signal } : {}),
  });
}

/** Per user and language: the text is read again in another language. */
export function healthConsentQueryOptions(userId: string, language: Language) {
  return queryOptions({
    queryKey: [...healthKey, "consent", userId, language] as const,
    queryFn: ({ signal }) => getHealthConsent(signal),
  });
}

export function useHealthConsent(userId: string) {
  const { language } = useLanguage();
  return useQuery({ ...healthConsentQueryOptions(userId, language), enabled: userId !== "" });
}
