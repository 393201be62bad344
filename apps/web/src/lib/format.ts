/** Dates and money as Kuala Lumpur reads them, whatever the browser's time zone. */
export const KL_TIME_ZONE = "Asia/Kuala_Lumpur";

/** "RM 1,600" (SPEC shows prices in RM). */
export function formatRm(amount: number): string {
  const whole = Number.isInteger(amount);
  return `RM ${amount.toLocaleString("en-MY", {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

/** "Wednesday, 1 July 2026" for a KL calendar day "2026-07-01". */
export function formatKlDay(day: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: KL_TIME_ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(`${day}T12:00:00+08:00`));
}

/** "1 July 2026": the KL calendar day an instant (ISO string) falls on. */
export function formatKlDate(instant: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: KL_TIME_ZONE,
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(instant));
}
