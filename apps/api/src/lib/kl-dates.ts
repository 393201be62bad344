import { KL_TIME_ZONE } from "@ivdrips/contract/time-windows";

/** Dates as customers read them, always in Kuala Lumpur time whatever the server's time zone. */
const klDay = new Intl.DateTimeFormat("en-GB", {
  timeZone: KL_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

function klDayParts(instant: Date): Record<string, string> {
  return Object.fromEntries(klDay.formatToParts(instant).map((part) => [part.type, part.value]));
}

/** "2 June 2026" */
export function formatKlDate(instant: Date): string {
  const parts = klDayParts(instant);
  return `${parts.day} ${parts.month} ${parts.year}`;
}

/** "Tuesday, 2 June 2026" */
export function formatKlLongDate(instant: Date): string {
  return `${klDayParts(instant).weekday}, ${formatKlDate(instant)}`;
}
