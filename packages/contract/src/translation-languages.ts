import type { Language } from "./languages";

/**
 * The languages a catalogue text may be translated into: English is the original and every fallback. Apart
 * from languages.ts, which the web app's entry holds whole: the console's chunks import this, and it would
 * otherwise grow the entry.
 */
export const TRANSLATION_LANGUAGES = ["ms", "zh"] as const satisfies readonly Exclude<Language, "en">[];
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];
