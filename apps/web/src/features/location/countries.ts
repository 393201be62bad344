import type { Country } from "@ivdrips/contract/countries";
import { cityName as cityIn, countryName as countryIn } from "@ivdrips/contract/place-names/place-names";
import type { Catalogue } from "../../locales/catalogue";

/**
 * The countries and cities live in the contract (shared with the waitlist API), and so do their names in each
 * language (place-names/, shared with the server's emails and documents); each language's catalogue carries
 * its own. The values chosen, stored and sent stay the English names.
 */

/** A country's name in the current language ("UAE" → "Emiriah Arab Bersatu"); an unknown name as given. */
export function countryName(t: Catalogue, name: string): string {
  return countryIn(t.location, name);
}

/** A city's name in the current language; an unknown name as given. */
export function cityName(t: Catalogue, name: string): string {
  return cityIn(t.location, name);
}

/** A country's cities, named in the current language, as one list ("Kuala Lumpur"). */
export function cityNames(t: Catalogue, country: Country): string {
  return country.cities.map((city) => cityName(t, city)).join(", ");
}
