/**
 * The names of the places the site serves (countries.ts), shown to a reader in English. The values stored and
 * sent stay the English names of countries.ts; these are only how they are shown. Malay and Chinese are typed
 * against this file, one module a language so each of the web's catalogues carries only its own
 * (place-names.ts turns a stored name into a shown one).
 */
export const placeNamesEn = {
  countries: {
    malaysia: "Malaysia",
    uae: "UAE",
    france: "France",
    monaco: "Monaco",
    stBarts: "St. Barts",
  },
  /** The cities of active countries (add a city's name here when its country opens). */
  cities: {
    kualaLumpur: "Kuala Lumpur",
  },
};

export type PlaceNames = {
  countries: Record<keyof typeof placeNamesEn.countries, string>;
  cities: Record<keyof typeof placeNamesEn.cities, string>;
};
