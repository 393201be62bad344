import { dateTimeFormat } from "./intl-formatters";
import { KL_TIME_ZONE } from "./time-window-list";

/**
 * en "Tuesday, 2 June 2026 at 8:00 am": a day and its time in KL, as one phrase of `locale`'s language. Apart
 * from kl-format.ts, which the home page ships with: only the terms of a visit name a moment (visit-terms.ts).
 */
export function formatKlMoment(instant: Date, locale = "en-MY"): string {
  return dateTimeFormat(locale, {
    timeZone: KL_TIME_ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(instant);
}
