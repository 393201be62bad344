import { DEFAULT_LANGUAGE, languageFromAcceptLanguage, type Language } from "@ivdrips/contract/languages";

/**
 * The web app sends `Accept-Language: en|ms|zh` (the language the customer reads the site in) on every call;
 * any other client sends what it likes. These read that header for the language of the customer's emails.
 */

/** At registration: the language the header asks for, English when it names none of ours (or is absent). */
export function registrationLanguage(header: string | undefined): Language {
  return languageFromAcceptLanguage(header);
}

/**
 * At sign-in: the language the header asks for only when it names one of ours ("ms", "zh-CN,zh;q=0.9",
 * "en-GB"), so a client that sends none, or only "fr" or "*", leaves the customer's language as it is.
 */
export function signInLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const language = languageFromAcceptLanguage(header);
  // languageFromAcceptLanguage falls back to English: English counts only when the header asked for it.
  return language !== DEFAULT_LANGUAGE || asksForEnglish(header) ? language : undefined;
}

function asksForEnglish(header: string): boolean {
  return header.split(",").some((part) => {
    const [tag = "", ...params] = part.trim().split(";");
    const refused = params.some((param) => /^\s*q=0*(\.0*)?\s*$/.test(param));
    return tag.trim().toLowerCase().split("-")[0] === "en" && !refused;
  });
}
