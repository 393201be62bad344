import type { Language } from "@ivdrips/contract/languages";
import { useSyncExternalStore } from "react";
import type { Catalogue } from "../../locales/catalogue";
import { currentCatalogue, currentLanguage, setLanguage, subscribeLanguage } from "./language-store";

/** The texts of the current language; the component renders again when the language changes. */
export function useT(): Catalogue {
  return useSyncExternalStore(subscribeLanguage, currentCatalogue, currentCatalogue);
}

export function useLanguage(): { language: Language; setLanguage: (language: Language) => Promise<void> } {
  const language = useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  return { language, setLanguage };
}
