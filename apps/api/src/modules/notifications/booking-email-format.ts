import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from "@ivdrips/contract/languages";
import { formatKlClock, formatKlLongDate } from "@ivdrips/contract/kl-format";
import { findTimeWindow, type TimeSlot } from "@ivdrips/contract/time-windows";
import type { BookingEmailView } from "./booking-email-view";
import { translator, type EmailTextId } from "./email-texts";

// Dates and windows in the reader's language, always in Kuala Lumpur time whatever the server's time zone:
// for emails, for the messages to phones that go with them, and for the pages that show a visit's time.

const HOUR_MS = 60 * 60 * 1000;

export type VisitWindow = Pick<BookingEmailView, "windowStartsAt" | "timeSlot">;

const WINDOW_NAMES = {
  "Morning 8AM - 12PM": "windowMorning",
  "Afternoon 12PM - 4PM": "windowAfternoon",
  "Evening 4PM - 8PM": "windowEvening",
  "Night 8PM - 12AM": "windowNight",
} as const satisfies Record<TimeSlot, EmailTextId>;

/**
 * en "Morning 8AM - 12PM" (the window's own label, as the English site shows it), ms "Pagi 8:00 PG – 12:00 PTG",
 * zh "上午 8:00–12:00": the window's name and its hours in the language's locale.
 */
export function formatWindow(view: VisitWindow, language: Language = DEFAULT_LANGUAGE): string {
  const window = findTimeWindow(view.timeSlot);
  if (language === "en" || !window) return view.timeSlot;
  // The night window ends at midnight, on the next KL day.
  const endsAt = new Date(view.windowStartsAt.getTime() + (window.endHour - window.startHour) * HOUR_MS);
  const t = translator(language);
  return t("windowHours", {
    name: t(WINDOW_NAMES[window.timeSlot]),
    start: formatKlClock(view.windowStartsAt, INTL_LOCALES[language]),
    end: formatKlClock(endsAt, INTL_LOCALES[language]),
  });
}

/** en "Tuesday, 2 June 2026, Morning 8AM - 12PM (Kuala Lumpur time)", ms "Selasa, 2 Jun 2026, Pagi …" */
export function formatVisitTime(view: VisitWindow, language: Language = DEFAULT_LANGUAGE): string {
  return translator(language)("visitTime", {
    date: formatKlLongDate(view.windowStartsAt, INTL_LOCALES[language]),
    window: formatWindow(view, language),
  });
}
