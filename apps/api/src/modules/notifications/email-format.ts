import { INTL_LOCALES, type Language } from "@ivdrips/contract/languages";
import { findTimeWindow, KL_TIME_ZONE } from "@ivdrips/contract/time-windows";

/**
 * Dates, times and amounts as a customer reads them in their language: Intl in the language's locale, always
 * in Kuala Lumpur time whatever the server's time zone. Amounts keep "RM" as the currency mark.
 */

const HOUR_MS = 60 * 60 * 1000;

/** One formatter per language, built once; a new language is a compile error here until it has one. */
function perLanguage<T>(build: (locale: string) => T): Record<Language, T> {
  return { en: build(INTL_LOCALES.en), ms: build(INTL_LOCALES.ms), zh: build(INTL_LOCALES.zh) };
}

const DAY = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: KL_TIME_ZONE,
      day: "numeric",
      month: "long",
      year: "numeric",
    }),
);

const LONG_DAY = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: KL_TIME_ZONE,
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
    }),
);

const CLOCK = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: KL_TIME_ZONE, hour: "numeric", minute: "2-digit" }),
);

const WHOLE_RINGGIT = perLanguage((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
const RINGGIT_AND_SEN = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** en "2 June 2026", ms "2 Jun 2026", zh "2026年6月2日" */
export function formatDate(instant: Date, language: Language): string {
  return DAY[language].format(instant);
}

/** en "Tuesday, 2 June 2026", ms "Selasa, 2 Jun 2026", zh "2026年6月2日星期二" */
export function formatLongDate(instant: Date, language: Language): string {
  return LONG_DAY[language].format(instant);
}

/** en "8:00 am", ms "8:00 PG", zh "8:00" */
export function formatClockTime(instant: Date, language: Language): string {
  return CLOCK[language].format(instant);
}

/** "RM 1,600" for whole ringgit, "RM 1,600.50" otherwise, with the locale's digit grouping. */
export function formatMoney(sen: number, language: Language): string {
  const format = sen % 100 === 0 ? WHOLE_RINGGIT : RINGGIT_AND_SEN;
  return `RM ${format[language].format(sen / 100)}`;
}

/** When a visit window of `timeSlot` starting at `startsAt` ends (the night window ends at midnight). */
export function windowEndOf(startsAt: Date, timeSlot: string): Date | undefined {
  const window = findTimeWindow(timeSlot);
  return window && new Date(startsAt.getTime() + (window.endHour - window.startHour) * HOUR_MS);
}
