import type { Preferences } from "@ivdrips/contract/account";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/users/preferences: which emails the signed-in customer has chosen to receive, and their language. */
export function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  return apiFetch<Preferences>("/users/preferences", { auth: "customer", ...(signal ? { signal } : {}) });
}

export const preferencesKey = ["users", "preferences"] as const;

/** Per user, like the bookings: the next person to sign in on this tab never sees the last one's. */
export function preferencesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...preferencesKey, userId] as const,
    queryFn: ({ signal }) => getPreferences(signal),
  });
}

export function usePreferences(userId: string) {
  return useQuery(preferencesQueryOptions(userId));
}
