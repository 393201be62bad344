import { useEffect, useState } from "react";

/** SPEC §9: the booking card (and the reschedule dialog) re-read the clock every 60 seconds. */
export const REFRESH_INTERVAL_MS = 60_000;

/** The current instant, refreshed every `intervalMs`. */
export function useNow(intervalMs = REFRESH_INTERVAL_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
