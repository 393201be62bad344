import type { Preferences, UpdatePreferencesRequest } from "@ivdrips/contract/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { messageSettingsQueryOptions } from "./get-message-settings";
import { preferencesQueryOptions } from "./get-preferences";

/** PUT /api/users/preferences: both email choices (and the language only when given); answers them as saved. */
export function updatePreferences(body: UpdatePreferencesRequest): Promise<Preferences> {
  return apiFetch<Preferences>("/users/preferences", { method: "PUT", auth: "customer", body });
}

/** emailReminders is the reminders' email cell of the message channels: those are read again too. */
export function useUpdatePreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesQueryOptions(userId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: messageSettingsQueryOptions(userId).queryKey });
    },
  });
}
