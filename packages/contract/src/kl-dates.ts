/**
 * Booking days and windows live in Kuala Lumpur time. KL is UTC+8 all year (no DST), so a fixed offset is
 * exact and keeps the browser's and the server's own time zones out of every decision.
 */
const KL_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The KL calendar day (YYYY-MM-DD) that an instant falls on. */
export function klDateOf(instant: Date): string {
  return new Date(instant.getTime() + KL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant at which a KL day's given hour (0-24) begins. */
export function klInstant(date: string, hour: number): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  return new Date(midnightUtc + hour * 60 * 60 * 1000 - KL_OFFSET_MS);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day `months` later (YYYY-MM-DD), or that month's last day when it is shorter (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}
