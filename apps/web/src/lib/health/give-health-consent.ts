import type { HealthConsentResponse } from "@ivdrips/contract/clinical";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../api-client";
import { useLanguage } from "../i18n/use-t";
import { healthConsentQueryOptions } from "./get-health-consent";
import { healthProfileQueryOptions } from "./get-health-profile";

/**
 * POST /api/account/health-consent {version}: the customer agrees to the version they read (PDPA s.40, explicit
 * consent). An older version than the one in force: 409 CONSENT_OUTDATED (read the new one).
 */
export function giveHealthConsent(version: string): Promise<HealthConsentResponse> {
  return apiFetch<HealthConsentResponse>("/account/health-consent", {
    method: "POST",
    auth: "customer",
    body: { version },
  });
}

/** Given (or refused as outdated): the consent's text and the profile's standing are read again. */
export function useGiveHealthConsent(userId: string) {
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  const consentKey = healthConsentQueryOptions(userId, language).queryKey;
  const profileKey = healthProfileQueryOptions(userId).queryKey;
  return useMutation({
    mutationFn: giveHealthConsent,
    onSuccess: (given) => queryClient.setQueryData(consentKey, given),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consentKey }),
        queryClient.invalidateQueries({ queryKey: profileKey }),
      ]),
  });
}
