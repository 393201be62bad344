const KL_OFFSET_MS = 8 * 60 * 60 * 1000; // Kuala Lumpur is UTC+8 all year

/** "2026-06-01T10:05:00+08:00": an instant in Kuala Lumpur time, with its offset so a tool can read it. */
export function klTimestamp(instant: Date): string {
  return `${new Date(instant.getTime() + KL_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}
