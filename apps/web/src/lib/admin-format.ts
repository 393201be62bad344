import { intlLocale, KL_TIME_ZONE } from "./format";

/** "26 Nov 2026, 2:05 pm": an instant (ISO string) on Kuala Lumpur's clock, in the current language. */
export function formatKlDateTime(instant: string): string {
  return new Intl.DateTimeFormat(intlLocale(), {
    timeZone: KL_TIME_ZONE,
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(instant));
}

/** `?a=1&b=x` of the values that are set (empty strings and undefined left out), or "". */
export function toSearch(params: Readonly<Record<string, unknown>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** A value of before/after as text: strings as they are, anything else as JSON; absent as an em dash. */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null) return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}
