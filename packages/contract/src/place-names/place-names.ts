import type { PlaceNames } from "./en";

/** Each stored country name's key in PlaceNames (countries.ts keeps the English names). */
const COUNTRY_KEYS: Readonly<Record<string, keyof PlaceNames["countries"]>> = {
  Malaysia: "malaysia",
  UAE: "uae",
  France: "france",
  Monaco: "monaco",
  "St. Barts": "stBarts",
};

/** Each stored city name's key: the cities of active countries (a coming-soon city is never shown). */
const CITY_KEYS: Readonly<Record<string, keyof PlaceNames["cities"]>> = {
  "Kuala Lumpur": "kualaLumpur",
};

/** A stored country name in the reader's names ("UAE" → "Emiriah Arab Bersatu"); an unknown name as given. */
export function countryName(names: PlaceNames, name: string): string {
  const key = COUNTRY_KEYS[name];
  return key ? names.countries[key] : name;
}

/** A stored city name in the reader's names ("Kuala Lumpur" → "吉隆坡"); an unknown name as given. */
export function cityName(names: PlaceNames, name: string): string {
  const key = CITY_KEYS[name];
  return key ? names.cities[key] : name;
}
