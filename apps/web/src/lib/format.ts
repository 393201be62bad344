import { formatKlDate as formatKlDateIn, formatKlDay as formatKlDayIn } from "@ivdrips/contract/kl-format";
import { INTL_LOCALES } from "@ivdrips/contract/languages";
import { formatRm as formatRmIn, rmToSen } from "@ivdrips/contract/money";
import { currentLanguage } from "./i18n/language-store";

/**
 * Dates and money in the language the visitor chose (components render again when it changes, and format
 * with it), by the contract's formatters: Kuala Lumpur's calendar whatever the browser's time zone.
 */
export { KL_TIME_ZONE } from "@ivdrips/contract/time-window-list";

/** The Intl locale of the current language (en-MY, ms-MY, zh-CN). */
export const intlLocale = () => INTL_LOCALES[currentLanguage()];

/** "RM 1,600" for an amount in RM as the API sends it, in the current language's digits (SPEC shows RM). */
export function formatRm(amount: number): string {
  return formatRmIn(rmToSen(amount), intlLocale());
}

/** "Wednesday, 1 July 2026" for a KL calendar day "2026-07-01". */
export function formatKlDay(day: string): string {
  return formatKlDayIn(day, intlLocale());
}

/** "1 July 2026": the KL calendar day an instant (ISO string) falls on. */
export function formatKlDate(instant: string): string {
  return formatKlDateIn(new Date(instant), intlLocale());
}
