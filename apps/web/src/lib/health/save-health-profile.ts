import type { HealthAnswers, HealthProfileResponse } from "@ivdrips/contract/clinical";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../api-client";
import { healthProfileQueryOptions } from "./get-health-profile";

/**
 * PUT /api/account/health-profile: the answers, saved and confirmed for another 12 months; answers the profile
 * as it now stands. Without the health-data consent: 409 HEALTH_CONSENT_REQUIRED.
 */
export function saveHealthProfile(answers: HealthAnswers): Promise<HealthProfileResponse> {
  return apiFetch<HealthProfileResponse>("/account/health-profile", {
    method: "PUT",
    auth: "customer",
    body: answers,
  });
}

export function useSaveHealthProfile(userId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = healthProfileQueryOptions(userId);
  return useMutation({
    mutationFn: saveHealthProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      return queryClient.invalidateQueries({ queryKey });
    },
    // Refused without consent (withdrawn in another tab): read where the profile stands again.
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
