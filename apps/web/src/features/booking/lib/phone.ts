/** The phone field's countries: Malaysia first and by default (ARCHITECTURE: +60, not SPEC's US). */
export interface DialCountry {
  code: string;
  name: string;
  dial: string;
}

export const DIAL_COUNTRIES: readonly DialCountry[] = [
  { code: "MY", name: "Malaysia", dial: "60" },
  { code: "SG", name: "Singapore", dial: "65" },
  { code: "ID", name: "Indonesia", dial: "62" },
  { code: "TH", name: "Thailand", dial: "66" },
  { code: "BN", name: "Brunei", dial: "673" },
  { code: "PH", name: "Philippines", dial: "63" },
  { code: "VN", name: "Vietnam", dial: "84" },
  { code: "CN", name: "China", dial: "86" },
  { code: "HK", name: "Hong Kong", dial: "852" },
  { code: "IN", name: "India", dial: "91" },
  { code: "JP", name: "Japan", dial: "81" },
  { code: "KR", name: "South Korea", dial: "82" },
  { code: "AU", name: "Australia", dial: "61" },
  { code: "AE", name: "United Arab Emirates", dial: "971" },
  { code: "SA", name: "Saudi Arabia", dial: "966" },
  { code: "GB", name: "United Kingdom", dial: "44" },
  { code: "FR", name: "France", dial: "33" },
  { code: "DE", name: "Germany", dial: "49" },
  { code: "US", name: "United States", dial: "1" },
];

export const DEFAULT_DIAL_COUNTRY = "MY";

/** SPEC §5 "Phone input": at most 15 digits in all (E.164), country code included. */
export const MAX_PHONE_DIGITS = 15;

export function dialCountry(code: string): DialCountry {
  return DIAL_COUNTRIES.find((country) => country.code === code) ?? (DIAL_COUNTRIES[0] as DialCountry);
}

/** How many digits the local number may have after this country's code. */
export function maxLocalDigits(code: string): number {
  return MAX_PHONE_DIGITS - dialCountry(code).dial.length;
}

/** Keeps digits only, as many as the country allows. */
export function sanitizeLocalNumber(value: string, code: string): string {
  return value.replace(/\D/g, "").slice(0, maxLocalDigits(code));
}

/** "+60 123456789": the number sent with the booking (a leading trunk 0 is dropped, as dialling abroad). */
export function composePhone(code: string, local: string): string {
  return `+${dialCountry(code).dial} ${local.replace(/^0/, "")}`;
}

/** A stored phone ("+60 12-345 6789", "0123456789") split into a country and local digits. */
export function splitPhone(phone: string): { country: string; local: string } {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) {
    const match = [...DIAL_COUNTRIES]
      .sort((a, b) => b.dial.length - a.dial.length)
      .find((country) => digits.startsWith(country.dial));
    if (match) {
      return { country: match.code, local: sanitizeLocalNumber(digits.slice(match.dial.length), match.code) };
    }
  }
  return { country: DEFAULT_DIAL_COUNTRY, local: sanitizeLocalNumber(digits, DEFAULT_DIAL_COUNTRY) };
}
