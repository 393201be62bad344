import { INTL_LOCALES } from "@ivdrips/contract/languages";
import { currentLanguage } from "./i18n/language-store";
import { dateTimeFormat, numberFormat } from "./intl-formatters";

/**
 * Dates and money as Kuala Lumpur reads them, whatever the browser's time zone, in the words and order of
 * the language the visitor chose (components render again when it changes, and format with it).
 */
export const KL_TIME_ZONE = "Asia/Kuala_Lumpur";

/** The Intl locale of the current language (en-MY, ms-MY, zh-CN). */
export const intlLocale = () => INTL_LOCALES[currentLanguage()];

/** "RM 1,600" (SPEC shows prices in RM). */
export function formatRm(amount: number): string {
  const whole = Number.isInteger(amount);
  return `RM ${numberFormat(intlLocale(), {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount)}`;
}

/** "Wednesday, 1 July 2026" for a KL calendar day "2026-07-01". */
export function formatKlDay(day: string): string {
  return dateTimeFormat(intlLocale(), {
    timeZone: KL_TIME_ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(`${day}T12:00:00+08:00`));
}

/** "1 July 2026": the KL calendar day an instant (ISO string) falls on. */
export function formatKlDate(instant: string): string {
  return dateTimeFormat(intlLocale(), {
    timeZone: KL_TIME_ZONE,
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(instant));
}
