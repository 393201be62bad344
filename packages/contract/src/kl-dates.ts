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
