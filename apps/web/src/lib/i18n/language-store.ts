import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_TAGS, type Language } from "@ivdrips/contract/languages";
import { en } from "../../locales/en/en";
import type { Catalogue } from "./catalogue";

/** Local-storage key: the language this browser chose. */
export const LANGUAGE_KEY = "language";

// English ships with the app; the others are fetched the first time they are needed.
const loaders: Record<Language, () => Promise<Catalogue>> = {
  en: () => Promise.resolve(en),
  ms: () => import("../../locales/ms/ms").then((module) => module.ms),
  zh: () => import("../../locales/zh/zh").then((module) => module.zh),
};

interface State {
  language: Language;
  catalogue: Catalogue;
}

let state: State = { language: DEFAULT_LANGUAGE, catalogue: en };
const listeners = new Set<() => void>();

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentLanguage(): Language {
  return state.language;
}

export function currentCatalogue(): Catalogue {
  return state.catalogue;
}

export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function apply(next: State): void {
  state = next;
  if (typeof document !== "undefined") document.documentElement.lang = LANGUAGE_TAGS[next.language];
  for (const listener of listeners) listener();
}

/**
 * Switches the whole app to a language once its catalogue is loaded, and remembers it for this browser.
 * If the catalogue cannot be loaded (offline), the app stays in the language it was in.
 */
export async function setLanguage(language: Language): Promise<void> {
  const catalogue = await loaders[language]();
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  apply({ language, catalogue });
}

/** Before the first render: the remembered language, so the page never flashes English first. */
export async function initLanguage(): Promise<void> {
  const language = storedLanguage();
  try {
    apply({ language, catalogue: await loaders[language]() });
  } catch {
    apply({ language: DEFAULT_LANGUAGE, catalogue: en });
  }
}
