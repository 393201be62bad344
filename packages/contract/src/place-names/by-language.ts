import type { Language } from "../languages";
import { placeNamesEn, type PlaceNames } from "./en";
import { placeNamesMs } from "./ms";
import { placeNamesZh } from "./zh";

/**
 * The place names in every language, for the server's emails and documents. The web app imports only its
 * language's module (through its catalogue), never this one.
 */
export const PLACE_NAMES: Readonly<Record<Language, PlaceNames>> = {
  en: placeNamesEn,
  ms: placeNamesMs,
  zh: placeNamesZh,
};
