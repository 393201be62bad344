import { senToRm } from "@ivdrips/contract/money";
import { formatRm, intlLocale, KL_TIME_ZONE } from "./format";

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

/** An instant as the API and the audit log write one (`Date.toISOString()`, or with an offset). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Audit fields in integer sen (`priceSen`, `refundSen`, ...): the database's money, shown in RM. */
const isSenField = (field: string) => /.Sen$/.test(field);

/** A before/after field's name as staff read it: a sen field without its unit ("priceSen" → "price"). */
export function fieldLabel(field: string): string {
  return isSenField(field) ? field.slice(0, -"Sen".length) : field;
}

/**
 * A value of before/after as text: sen as RM, instants on Kuala Lumpur's clock, ids as the record's name when
 * `names` has it, other strings as they are and anything else as JSON; absent as an em dash.
 */
export function formatValue(
  field: string,
  value: unknown,
  names: Readonly<Record<string, string>> = {},
): string {
  if (value === undefined || value === null) return "—";
  if (typeof value === "number" && isSenField(field)) return formatRm(senToRm(value));
  if (typeof value !== "string") return JSON.stringify(value);
  if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatKlDateTime(value);
  return names[value] ?? value;
}
