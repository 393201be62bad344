import { currentLanguage, loadedTranslator } from "./language-store";

/**
 * A message the server or a shared schema wrote in English ("Please enter your email address",
 * "Name must be at most 100 characters"), in the current language. A message the catalogue does not know
 * is shown as it came: better English than nothing. English needs no work (its catalogue's texts are exactly
 * the server's), so the translating code loads with the other languages' catalogues.
 */
export function translateMessage(message: string): string {
  const translate = loadedTranslator();
  return currentLanguage() === "en" || !translate ? message : translate(message);
}
