import type { Country } from "@ivdrips/contract/countries";
import type { Catalogue } from "../../locales/catalogue";

/**
 * The countries and cities live in the contract (shared with the waitlist API); here only how they are shown:
 * each English name's key in the location texts. The values chosen, stored and sent stay the English names.
 */
const COUNTRY_KEYS: Record<string, keyof Catalogue["location"]["countries"]> = {
  Malaysia: "malaysia",
  UAE: "uae",
  France: "france",
  Monaco: "monaco",
  "St. Barts": "stBarts",
};

/** The cities shown: those of active countries (a coming-soon country's cities are never listed). */
const CITY_KEYS: Record<string, keyof Catalogue["location"]["cities"]> = {
  "Kuala Lumpur": "kualaLumpur",
};

/** A country's name in the current language ("UAE" → "Emiriah Arab Bersatu"); an unknown name as given. */
export function countryName(t: Catalogue, name: string): string {
  const key = COUNTRY_KEYS[name];
  return key ? t.location.countries[key] : name;
}

/** A city's name in the current language; an unknown name as given. */
export function cityName(t: Catalogue, name: string): string {
  const key = CITY_KEYS[name];
  return key ? t.location.cities[key] : name;
}

/** A country's cities, named in the current language, as one list ("Kuala Lumpur"). */
export function cityNames(t: Catalogue, country: Country): string {
  return country.cities.map((city) => cityName(t, city)).join(", ");
}
