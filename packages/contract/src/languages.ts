// No zod here: the web app's first load reads these constants (the schema is LanguageSchema in account.ts).

/** The languages Kuala Lumpur reads, English first (the default and the fallback). */
export const LANGUAGES = ["en", "ms", "zh"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/**
 * The cookie that tells the server which language this browser reads (the web app keeps it in step with its
 * stored choice): pages are prerendered only for English, so a visitor who reads another never sees English
 * first.
 */
export const LANGUAGE_COOKIE_NAME = "ivd_lang";

/** How each language names itself in the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  ms: "Bahasa Melayu",
  zh: "简体中文",
};

/** The BCP 47 tag for `<html lang>` and the `Content-Language` of emails. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: "en", ms: "ms", zh: "zh-CN" };

/** The locale Intl formats dates and money with, for each language (Malaysian conventions where they exist). */
export const INTL_LOCALES: Record<Language, string> = { en: "en-MY", ms: "ms-MY", zh: "zh-CN" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of a reader's preferred language tags, best first, that names one of ours ("ms-MY" → "ms",
 * "zh-TW" → "zh"): a browser's `navigator.languages`, or an `Accept-Language` header once ranked.
 */
export function languageFromPreferences(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split("-")[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/**
 * The best supported language an `Accept-Language` header asks for ("ms-MY,ms;q=0.9,en;q=0.8" → "ms"),
 * or English when it names none of them.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return languageFromPreferences(ranked.map((entry) => entry.tag)) ?? DEFAULT_LANGUAGE;
}
