import type { Language } from "@ivdrips/contract/languages";
import type { QueryClient } from "@tanstack/react-query";
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

/**
 * The header's switch for a signed-in customer: save, then refetch their preferences. A failed save changes
 * nothing on screen, and their next sign-in records the language again. (A plain function rather than a
 * mutation hook: the header loads it only when someone switches, keeping it out of `/`'s first load.)
 */
export async function saveLanguageFor(queryClient: QueryClient, userId: string, language: Language) {
  try {
    await saveLanguage(language);
    await queryClient.invalidateQueries(preferencesQueryOptions(userId));
  } catch {
    // See above: nothing to show.
  }
}
