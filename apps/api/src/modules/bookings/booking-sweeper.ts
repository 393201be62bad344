import type { BookingsService } from "./bookings.service";

export const SWEEP_INTERVAL_MS = 30_000;

interface Log {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Releases lapsed holds and completes ended visits every `intervalMs`, in each API process; the sweep's
 * single-statement updates make concurrent sweeps from several processes harmless.
 */
export function startBookingSweeper(
  bookings: Pick<BookingsService, "sweep">,
  log: Log,
  intervalMs = SWEEP_INTERVAL_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = bookings
      .sweep()
      .then(({ released, completed }) => {
        if (released + completed > 0) log.info({ released, completed }, "bookings swept");
      })
      .catch((error: unknown) => log.error({ err: error }, "booking sweep failed"))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
