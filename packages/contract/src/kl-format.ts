import { dateTimeFormat } from "./intl-formatters";
import { KL_TIME_ZONE } from "./time-window-list";

/**
 * Dates and times as a reader in Kuala Lumpur sees them, in the words of `locale` (an Intl locale: the
 * reader's language's, en-MY by default), always in KL time whatever the time zone of the machine formatting.
 * The one implementation for the web app, emails and PDFs.
 */

const DATE = { timeZone: KL_TIME_ZONE, day: "numeric", month: "long", year: "numeric" } as const;

/** en "2 June 2026", ms "2 Jun 2026", zh "2026年6月2日" */
export function formatKlDate(instant: Date, locale = "en-MY"): string {
  return dateTimeFormat(locale, DATE).format(instant);
}

/** en "Tuesday, 2 June 2026", ms "Selasa, 2 Jun 2026", zh "2026年6月2日星期二" */
export function formatKlLongDate(instant: Date, locale = "en-MY"): string {
  return dateTimeFormat(locale, { ...DATE, weekday: "long" }).format(instant);
}

/** The same for a KL calendar day ("2026-06-02"), read at its noon so no zone can move it. */
export function formatKlDay(day: string, locale = "en-MY"): string {
  return formatKlLongDate(new Date(`${day}T12:00:00+08:00`), locale);
}

/** en "8:00 am", ms "8:00 PG", zh "8:00" */
export function formatKlClock(instant: Date, locale = "en-MY"): string {
  return dateTimeFormat(locale, { timeZone: KL_TIME_ZONE, hour: "numeric", minute: "2-digit" }).format(
    instant,
  );
}
