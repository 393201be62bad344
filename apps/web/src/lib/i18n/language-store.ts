import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageFromPreferences,
  LANGUAGE_COOKIE_NAME,
  LANGUAGE_TAGS,
  type Language,
} from "@ivdrips/contract/languages";
import { enCore } from "../../locales/en/en-core";
import type { enRest } from "../../locales/en/en-rest";
import type { Catalogue } from "../../locales/catalogue";
import { activateMessages } from "../stand-ins/lingui";

/** Local-storage key: the language this browser chose. */
export const LANGUAGE_KEY = "language";

/*
 * English's first-paint texts ship with the app (`/` has a size budget); the rest of English, and the other
 * languages, are fetched the first time they are needed. Until then the English catalogue holds only the core
 * namespaces: every page but `/` and every dialog with other texts waits for ensureCatalogue() as it loads.
 */
const englishCore = enCore as Catalogue;

let englishRest: Promise<{ enRest: typeof enRest }> | null = null;
function loadEnglishRest() {
  englishRest ??= import("../../locales/en/en-rest").catch((error: unknown) => {
    englishRest = null;
    throw error;
  });
  return englishRest;
}

let englishFull: Catalogue | null = null;

async function fullEnglish(): Promise<Catalogue> {
  const { enRest } = await loadEnglishRest();
  englishFull ??= { ...enCore, ...enRest };
  return englishFull;
}

const loaders: Record<Language, () => Promise<Catalogue>> = {
  en: fullEnglish,
  ms: () => import("../../locales/ms/ms").then((module) => module.ms),
  zh: () => import("../../locales/zh/zh").then((module) => module.zh),
};

interface State {
  language: Language;
  catalogue: Catalogue;
}

let state: State = { language: DEFAULT_LANGUAGE, catalogue: englishCore };
activateMessages(state.language, state.catalogue);
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

/** The language this browser chose on this site, if it ever did. */
function storedLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language to start in: the one chosen here before, else the first of the browser's own languages that we
 * speak (so a first visit, at the invite gate, already reads Malay or Chinese), else English. Only a choice
 * made with the switcher is remembered.
 */
function startingLanguage(): Language {
  const preferred = typeof navigator === "undefined" ? [] : navigator.languages;
  return storedLanguage() ?? languageFromPreferences(preferred) ?? DEFAULT_LANGUAGE;
}

function apply(next: State): void {
  state = next;
  activateMessages(next.language, next.catalogue);
  if (typeof document !== "undefined") {
    document.documentElement.lang = LANGUAGE_TAGS[next.language];
    // For the server, which prerenders a page in the language the app will start in (page-prerender.ts,
    // decision 042): set for another language, removed for English (a browser without one reads English).
    document.cookie = `${LANGUAGE_COOKIE_NAME}=${next.language};path=/;samesite=lax;max-age=${next.language === DEFAULT_LANGUAGE ? 0 : 31536000}`;
  }
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

/**
 * Before the first render: the starting language, so the page never flashes English first. English starts
 * with its core texts only.
 */
export async function initLanguage(): Promise<void> {
  const language = startingLanguage();
  if (language === DEFAULT_LANGUAGE) {
    apply({ language, catalogue: state.language === language ? state.catalogue : englishCore });
    return;
  }
  try {
    apply({ language, catalogue: await loaders[language]() });
  } catch {
    apply({ language: DEFAULT_LANGUAGE, catalogue: englishCore });
  }
}

/**
 * Every namespace of the current language: awaited by each lazily loaded page and dialog before it renders.
 * Only English can be incomplete (until its other texts arrive); the other languages load whole.
 */
export async function ensureCatalogue(): Promise<void> {
  if (state.catalogue !== englishCore) return;
  const full = await fullEnglish();
  if (state.catalogue === englishCore) apply({ language: state.language, catalogue: full });
}

/** A loader that also waits for the whole catalogue: for chunks whose components read any namespace. */
export function withCatalogue<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), ensureCatalogue()]).then(([module]) => module);
}
