import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { MailLog, MailTransport } from "./mail-transport";
import {
  claimDueEmails,
  markEmailAttemptFailed,
  markEmailSent,
  releaseEmailClaims,
  type OutboxEmailRow,
} from "./outbox.repository";

export interface OutboxDispatcherOptions {
  db: Database;
  transport: MailTransport;
  clock: Clock;
  log: MailLog;
  /** How long a claim keeps other dispatchers off a row; must outlast the transport's longest send. */
  leaseMs?: number;
  batchSize?: number;
  /** Attempts before an email is given up on (failedAt). */
  maxAttempts?: number;
  pollMs?: number;
}

export interface OutboxDispatcher {
  /** Sends every email due now, once; safe to run in several processes at the same time. */
  dispatchDue(): Promise<{ sent: number; failed: number }>;
  /** Polls every pollMs until stop(). */
  start(): void;
  /** Stops polling and waits for a run in progress. */
  stop(): Promise<void>;
  /** Asks for a run soon (after a commit that queued email), when started. */
  nudge(): void;
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

export function createOutboxDispatcher(options: OutboxDispatcherOptions): OutboxDispatcher {
  const { db, transport, clock, log } = options;
  const leaseMs = options.leaseMs ?? 120_000;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? 8;
  const pollMs = options.pollMs ?? 2000;

  let stopping = false;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let runAgain = false;

  async function fail(row: OutboxEmailRow, claimedUntil: Date, error: string): Promise<void> {
    const now = clock();
    const givingUp = row.attempts >= maxAttempts;
    const recorded = await markEmailAttemptFailed(
      db,
      { id: row.id, claimedUntil },
      {
        error,
        retryAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
        ...(givingUp ? { giveUpAt: now } : {}),
      },
    );
    // Not recorded: the lease ran out meanwhile and another dispatcher has the email now.
    if (!recorded) return;
    const details = { outboxId: row.id, kind: row.kind, attempts: row.attempts, error };
    if (givingUp) log.error(details, "email given up on after its last attempt");
    else log.warn(details, "email not sent; will try again");
  }

  /** Sends one claimed row; true when it went out. */
  async function deliver(row: OutboxEmailRow, claimedUntil: Date): Promise<boolean> {
    if (row.attempts > maxAttempts) {
      // Its last attempt never finished (the process stopped mid-send): don't try forever.
      await fail(row, claimedUntil, row.lastError ?? "the last attempt did not finish");
      return false;
    }
    try {
      await transport.send({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        attachments: row.attachments,
      });
    } catch (error) {
      await fail(row, claimedUntil, describeSendError(error));
      return false;
    }
    await markEmailSent(db, row.id, clock());
    log.info({ outboxId: row.id, kind: row.kind }, "email sent");
    return true;
  }

  async function dispatchDue(): Promise<{ sent: number; failed: number }> {
    const result = { sent: 0, failed: 0 };
    while (!stopping) {
      const now = clock();
      const leaseUntil = new Date(now.getTime() + leaseMs);
      const claimed = await claimDueEmails(db, { now, leaseUntil, limit: batchSize });
      for (const [index, row] of claimed.entries()) {
        if (stopping) {
          await releaseEmailClaims(
            db,
            claimed.slice(index).map((untried) => untried.id),
          );
          return result;
        }
        if (await deliver(row, leaseUntil)) result.sent += 1;
        else result.failed += 1;
      }
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
        (error: unknown) => log.error({ error: describeSendError(error) }, "outbox dispatch failed"),
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
