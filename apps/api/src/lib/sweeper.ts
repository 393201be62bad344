/** Holds expire and payments settle within a minute of their time: every 30 s in each process. */
export const SWEEP_INTERVAL_MS = 30_000;

/** Emails are kept for days: deleting those past their retention once an hour (and at start) is often enough. */
export const OUTBOX_PURGE_INTERVAL_MS = 60 * 60_000;

/** Clinical records of settled bookings are dropped or dated for retention, and purged, once an hour. */
export const CLINICAL_RECORDS_INTERVAL_MS = 60 * 60_000;

interface Log {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** How one named sweep has gone in this process: for /metrics. */
export interface SweepRecord {
  name: string;
  /** When a sweep last finished without an error; null until one has. */
  lastSuccessAt: Date | null;
  /** Sweeps that failed (and were logged) since the process started. */
  failures: number;
}

/** The outcomes of this process's sweeps, kept by startSweeper and read on each scrape of /metrics. */
export interface SweepTally {
  started(name: string): void;
  succeeded(name: string, at: Date): void;
  failed(name: string): void;
  records(): SweepRecord[];
}

export function createSweepTally(): SweepTally {
  const byName = new Map<string, SweepRecord>();
  const recordOf = (name: string): SweepRecord => {
    let record = byName.get(name);
    if (!record) {
      record = { name, lastSuccessAt: null, failures: 0 };
      byName.set(name, record);
    }
    return record;
  };
  return {
    started: (name) => void recordOf(name),
    succeeded: (name, at) => {
      recordOf(name).lastSuccessAt = at;
    },
    failed: (name) => {
      recordOf(name).failures += 1;
    },
    records: () => [...byName.values()].map((record) => ({ ...record })),
  };
}

/**
 * Runs `sweep` at once and then every `intervalMs`, never two at a time, in each API process: every sweep
 * must therefore be safe when several processes run it at the same moment. Counts above zero are logged;
 * each outcome goes to `tally` (wall-clock time, whatever clock the sweep itself uses).
 */
export function startSweeper(
  name: string,
  sweep: () => Promise<Record<string, number>>,
  log: Log,
  intervalMs = SWEEP_INTERVAL_MS,
  tally?: SweepTally,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  tally?.started(name);
  const run = () => {
    if (running) return;
    running = sweep()
      .then((counts) => {
        tally?.succeeded(name, new Date());
        if (Object.values(counts).some((count) => count > 0)) log.info(counts, `${name} swept`);
      })
      .catch((error: unknown) => {
        tally?.failed(name);
        log.error({ err: error }, `${name} sweep failed`);
      })
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
