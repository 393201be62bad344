export const SWEEP_INTERVAL_MS = 30_000;

interface Log {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Runs `sweep` at once and then every `intervalMs`, never two at a time, in each API process: every sweep
 * must therefore be safe when several processes run it at the same moment. Counts above zero are logged.
 */
export function startSweeper(
  name: string,
  sweep: () => Promise<Record<string, number>>,
  log: Log,
  intervalMs = SWEEP_INTERVAL_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = sweep()
      .then((counts) => {
        if (Object.values(counts).some((count) => count > 0)) log.info(counts, `${name} swept`);
      })
      .catch((error: unknown) => log.error({ err: error }, `${name} sweep failed`))
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
