import type { MessageResponse } from "@ivdrips/contract/common";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../api-client";
import { useLanguage } from "../i18n/use-t";
import { healthConsentQueryOptions } from "./get-health-consent";
import { healthProfileQueryOptions } from "./get-health-profile";
import { forgetHealthDraft } from "./health-draft";

/**
 * DELETE /api/account/health-consent: the customer withdraws the consent; the server deletes the health
 * profile, and no drip can be booked until consent is given again.
 */
export function withdrawHealthConsent(): Promise<MessageResponse> {
  return apiFetch<MessageResponse>("/account/health-consent", { method: "DELETE", auth: "customer" });
}

/** Withdrawn: nothing of the answers stays in this tab, and the profile's standing is read again. */
export function useWithdrawHealthConsent(userId: string) {
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  const consentKey = healthConsentQueryOptions(userId, language).queryKey;
  const profileKey = healthProfileQueryOptions(userId).queryKey;
  return useMutation({
    mutationFn: withdrawHealthConsent,
    onSuccess: () => {
      forgetHealthDraft(userId);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: consentKey }),
        queryClient.invalidateQueries({ queryKey: profileKey }),
      ]);
    },
  });
}
