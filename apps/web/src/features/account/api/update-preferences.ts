import type { Preferences, UpdatePreferencesRequest } from "@ivdrips/contract/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { preferencesQueryOptions } from "./get-preferences";

/** PUT /api/users/preferences: both email choices (and the language only when given); answers them as saved. */
export function updatePreferences(body: UpdatePreferencesRequest): Promise<Preferences> {
  return apiFetch<Preferences>("/users/preferences", { method: "PUT", auth: "customer", body });
}

export function useUpdatePreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryOptions(userId).queryKey, saved),
  });
}
