// The sending loop both outboxes share (email: notifications/outbox-dispatcher.ts, phones:
// phone-messages/message-dispatcher.ts): claim due rows under a lease, send them one by one, hand back what
// a half-spent lease or a stop leaves untried, one run at a time per process. What a send is, and how its
// outcome is written, is the caller's.

import type { Clock } from "./clock";

/** The part of a pino logger the outboxes use. */
export interface DispatchLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** How an outbox sends, as both outboxes take it; each has its defaults. */
export interface OutboxTuning {
  /** How long a claim keeps other dispatchers off a row; must outlast the transport's longest send. */
  leaseMs?: number;
  batchSize?: number;
  /** Attempts before a row is given up on (email) or its fallback takes over (messages). */
  maxAttempts?: number;
  pollMs?: number;
  /** How long a finished row is kept before purgeFinished() deletes it (OUTBOX_RETENTION_DAYS). */
  retentionMs?: number;
  /** The waits between tries of a database write after a send, while the database is away. */
  persistRetryMs?: readonly number[];
}

export interface LeasedQueue<Row> {
  /**
   * Claims up to `limit` due rows until `leaseUntil` (counting an attempt) in a statement that commits at
   * once; several processes get disjoint rows. Answers them in the order they should go.
   */
  claimDue(options: { now: Date; leaseUntil: Date; limit: number }): Promise<Row[]>;
  /** Hands back claimed rows that were not tried, so another process needn't wait out the lease. */
  release(ids: string[]): Promise<void>;
}

export interface LeasedDispatchOptions<Row extends { id: string }> {
  queue: LeasedQueue<Row>;
  /** Sends one claimed row and records what happened while `claimedUntil` holds; true when it went out. */
  deliver(row: Row, claimedUntil: Date): Promise<boolean>;
  clock: Clock;
  log: DispatchLog;
  /** What is sent, in log lines ("email", "message"). */
  noun: string;
  leaseMs: number;
  batchSize: number;
  pollMs: number;
}

export interface LeasedDispatch {
  /** Sends every row due now, once; safe to run in several processes at the same time. */
  dispatchDue(): Promise<{ sent: number; failed: number }>;
  /** Polls every pollMs until stop(). */
  start(): void;
  /** Stops polling and waits for a run in progress. */
  stop(): Promise<void>;
  /** Asks for a run soon (after a commit that queued something), when started. */
  nudge(): void;
}

export function createLeasedDispatch<Row extends { id: string }>(
  options: LeasedDispatchOptions<Row>,
): LeasedDispatch {
  const { queue, deliver, clock, log, noun, leaseMs, batchSize, pollMs } = options;

  let stopping = false;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let runAgain = false;

  async function dispatchDue(): Promise<{ sent: number; failed: number }> {
    const result = { sent: 0, failed: 0 };
    while (!stopping) {
      const now = clock();
      const leaseUntil = new Date(now.getTime() + leaseMs);
      const claimed = await queue.claimDue({ now, leaseUntil, limit: batchSize });
      const claimedAt = Date.now();
      let handedBack = false;
      for (const [index, row] of claimed.entries()) {
        // A send begun in the second half of the claim could outlast it (a send may take half a lease), and
        // another process could then send the same row: the rest of the batch is handed back instead.
        const claimSpent = Date.now() - claimedAt >= leaseMs / 2;
        if (stopping || claimSpent) {
          await queue.release(claimed.slice(index).map((untried) => untried.id));
          if (stopping) return result;
          log.info(
            { [`${noun}s`]: claimed.length - index },
            `outbox claim half spent; the rest of the batch claimed again`,
          );
          handedBack = true;
          break;
        }
        try {
          if (await deliver(row, leaseUntil)) result.sent += 1;
          else result.failed += 1;
        } catch (error) {
          // The database stayed away longer than the claim: hand back the rest of the batch if it can be
          // reached now, rather than leave it to its lease.
          await queue.release(claimed.slice(index + 1).map((untried) => untried.id)).catch(() => undefined);
          throw error;
        }
      }
      if (handedBack) continue;
      if (claimed.length < batchSize) break;
    }
    return result;
  }

  /** One run at a time; a request during a run makes one more run after it. */
  function run(): void {
    if (stopping) return;
    if (inFlight) {
      runAgain = true;
      return;
    }
    inFlight = dispatchDue()
      .then(
        () => undefined,
        // A database failure, not a send: the logger's error serializer keeps the query's values out.
        (error: unknown) => log.error({ err: error }, `${noun} outbox dispatch failed`),
      )
      .finally(() => {
        inFlight = undefined;
        if (runAgain) {
          runAgain = false;
          run();
        }
      });
  }

  return {
    dispatchDue,
    start() {
      if (started) return;
      started = true;
      stopping = false;
      timer = setInterval(run, pollMs).unref();
      run();
    },
    async stop() {
      stopping = true;
      started = false;
      clearInterval(timer);
      timer = undefined;
      while (inFlight) await inFlight;
    },
    nudge() {
      if (started) setImmediate(run);
    },
  };
}

const DEFAULT_PERSIST_RETRY_MS = [100, 250, 500, 1000, 2000] as const;

/**
 * A write that records what a send did, tried again while the database is away for as long as the claim
 * keeps other processes off the row: a send whose outcome is not recorded would go out a second time. Throws
 * the last error once the claim has run out.
 */
export function createPersist(
  clock: Clock,
  log: DispatchLog,
  retryMs: readonly number[] = DEFAULT_PERSIST_RETRY_MS,
) {
  return async function persist<T>(write: () => Promise<T>, claimedUntil: Date): Promise<T> {
    const deadline = Date.now() + (claimedUntil.getTime() - clock().getTime());
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await write();
      } catch (error) {
        const waitMs = retryMs[Math.min(attempt, retryMs.length - 1)] ?? 1000;
        if (Date.now() + waitMs >= deadline) throw error;
        if (attempt === 0) {
          log.warn({ error: describeSendError(error) }, "outbox could not reach the database; trying again");
        }
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      }
    }
  };
}

const BASE_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60 * 1000;

/** 30 s, 1 min, 2 min, ... up to 1 h after the nth failed attempt. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, BASE_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** An error's text fit for the database and logs: credentials in URLs hidden, bounded length. */
export function describeSendError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\/\/[^\s/@]*@/g, "//***@").slice(0, 1000);
}
