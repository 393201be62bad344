import type { HealthProfileResponse } from "@ivdrips/contract/clinical";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../api-client";

/**
 * GET /api/account/health-profile: the signed-in customer's health screening and where it stands for a new
 * booking (no consent, missing, stale, current). Clinical data: never kept beyond the query cache of the tab.
 */
export function getHealthProfile(signal?: AbortSignal): Promise<HealthProfileResponse> {
  return apiFetch<HealthProfileResponse>("/account/health-profile", {
    auth: "customer",
    ...(signal ? { signal } : {}),
  });
}

/** Every customer's health queries (profile, consent) live under this key. */
export const healthKey = ["account", "health"] as const;

/** Per user, like the bookings: the next person to sign in on this tab never sees the last one's answers. */
export function healthProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...healthKey, "profile", userId] as const,
    queryFn: ({ signal }) => getHealthProfile(signal),
  });
}

export function useHealthProfile(userId: string) {
  return useQuery({ ...healthProfileQueryOptions(userId), enabled: userId !== "" });
}
