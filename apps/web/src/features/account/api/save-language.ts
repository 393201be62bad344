import type { Language } from "@ivdrips/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getPreferences, preferencesQueryOptions } from "./get-preferences";
import { updatePreferences } from "./update-preferences";

/**
 * Saves the language a signed-in customer switched to, so their emails follow the site. The PUT needs both
 * email choices, so they are read first and sent back unchanged.
 */
export async function saveLanguage(language: Language): Promise<void> {
  const current = await getPreferences();
  await updatePreferences({
    emailReminders: current.emailReminders,
    marketingEmails: current.marketingEmails,
    language,
  });
}

export function useSaveLanguage(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguage,
    onSuccess: () => {
      if (userId) void queryClient.invalidateQueries(preferencesQueryOptions(userId));
    },
  });
}
