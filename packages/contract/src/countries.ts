/** SPEC §3 "Country record": live in Malaysia (Kuala Lumpur) only; the rest are coming soon. */
export interface Country {
  name: string;
  status: "active" | "coming-soon";
  cities: string[];
}

export const COUNTRIES: Country[] = [
  { name: "Malaysia", status: "active", cities: ["Kuala Lumpur"] },
  { name: "UAE", status: "coming-soon", cities: ["Dubai"] },
  { name: "France", status: "coming-soon", cities: ["Paris"] },
  { name: "Monaco", status: "coming-soon", cities: ["Monaco"] },
  { name: "St. Barts", status: "coming-soon", cities: ["St. Barts"] },
];

export const DEFAULT_COUNTRY = "Malaysia";
export const DEFAULT_CITY = "Kuala Lumpur";

/** The countries Notify Me (the waitlist) accepts: COUNTRIES' coming-soon names, in the same order. */
export const COMING_SOON_COUNTRIES = ["UAE", "France", "Monaco", "St. Barts"] as const;
export type ComingSoonCountry = (typeof COMING_SOON_COUNTRIES)[number];

export function isComingSoonCountry(value: unknown): value is ComingSoonCountry {
  return typeof value === "string" && (COMING_SOON_COUNTRIES as readonly string[]).includes(value);
}
