import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { createSealer, type Sealer } from "../../lib/sealed-text";
import type { MailLog, MailTransport } from "./mail-transport";
import { CREDENTIAL_PLACEHOLDER } from "./outbox-email";
import {
  claimDueEmails,
  markEmailAttemptFailed,
  markEmailSent,
  purgeFinishedEmails,
  releaseEmailClaims,
  type OutboxEmailRow,
} from "./outbox.repository";

export interface OutboxDispatcherOptions {
  db: Database;
  transport: MailTransport;
  clock: Clock;
  log: MailLog;
  /** Opens the credentials emails carry sealed (outboxCredentialSealer): only at the moment of sending. */
  credentials: Sealer;
  /**
   * True when the transport keeps what it sends (production without SMTP_URL writes files nobody receives):
   * a credential is then never opened, and the email says the link was withheld instead.
   */
  withholdCredentials?: boolean;
  /** How long a claim keeps other dispatchers off a row; must outlast the transport's longest send. */
  leaseMs?: number;
  batchSize?: number;
  /** Attempts before an email is given up on (failedAt). */
  maxAttempts?: number;
  pollMs?: number;
  /** How long a sent or given-up email is kept before purgeFinished() deletes it (OUTBOX_RETENTION_DAYS). */
  retentionMs?: number;
  /** The waits between tries of a database write after a send, while the database is away. */
  persistRetryMs?: readonly number[];
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
  /** Deletes emails sent or given up on more than the retention period ago; returns how many. */
  purgeFinished(): Promise<number>;
}

const BASE_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60 * 1000;

/** 30 s, 1 min, 2 min, ... up to 1 h after the nth failed attempt. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, BASE_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** The purpose the outbox's credentials are sealed for: a key of their own, derived from the app's secret. */
const CREDENTIAL_PURPOSE = "outbox credential";

/** Seals the credentials queued emails carry (reset tokens), and opens them as the dispatcher sends. */
export function outboxCredentialSealer(appSecret: string): Sealer {
  return createSealer(appSecret, CREDENTIAL_PURPOSE);
}

/** What a withheld credential's link reads instead: no file on the server ever holds a working link. */
export const CREDENTIAL_WITHHELD = "withheld-set-SMTP_URL-to-send-this-link";

const DEFAULT_PERSIST_RETRY_MS = [100, 250, 500, 1000, 2000] as const;

/** An error's text fit for the database and logs: credentials in URLs hidden, bounded length. */
export function describeSendError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\/\/[^\s/@]*@/g, "//***@").slice(0, 1000);
}

/**
 * Sends one claimed email (its sealed credential put in only now) and records what the send did, while the
 * claim keeps other dispatchers off it. Returns `deliver`: true when the email went out.
 */
function createDelivery(options: OutboxDispatcherOptions) {
  const { db, transport, clock, log, credentials } = options;
  const maxAttempts = options.maxAttempts ?? 8;
  const persistRetryMs = options.persistRetryMs ?? DEFAULT_PERSIST_RETRY_MS;

  /**
   * A write that records what a send did (sent, or a failed attempt), tried again while the database is away
   * for as long as the claim keeps other dispatchers off the row: an email whose send is not recorded would go
   * out a second time. Throws the last error once the claim has run out.
   */
  async function persist<T>(write: () => Promise<T>, claimedUntil: Date): Promise<T> {
    const deadline = Date.now() + (claimedUntil.getTime() - clock().getTime());
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await write();
      } catch (error) {
        const waitMs = persistRetryMs[Math.min(attempt, persistRetryMs.length - 1)] ?? 1000;
        if (Date.now() + waitMs >= deadline) throw error;
        if (attempt === 0) {
          log.warn({ error: describeSendError(error) }, "outbox could not reach the database; trying again");
        }
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      }
    }
  }

  async function fail(
    row: OutboxEmailRow,
    claimedUntil: Date,
    error: string,
    giveUp = row.attempts >= maxAttempts,
  ): Promise<void> {
    const now = clock();
    const recorded = await persist(
      () =>
        markEmailAttemptFailed(
          db,
          { id: row.id, claimedUntil },
          {
            error,
            retryAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
            ...(giveUp ? { giveUpAt: now } : {}),
          },
        ),
      claimedUntil,
    );
    // Not recorded: the lease ran out meanwhile and another dispatcher has the email now.
    if (!recorded) return;
    const details = { outboxId: row.id, kind: row.kind, attempts: row.attempts, error };
    if (giveUp) log.error(details, "email given up on after its last attempt");
    else log.warn(details, "email not sent; will try again");
  }

  /** Sends one claimed row; true when it went out. */
  async function deliver(row: OutboxEmailRow, claimedUntil: Date): Promise<boolean> {
    if (row.attempts > maxAttempts) {
      // Its last attempt never finished (the process stopped mid-send): don't try forever.
      await fail(row, claimedUntil, row.lastError ?? "the last attempt did not finish");
      return false;
    }
    let credential = "";
    if (row.sealedCredential !== null && options.withholdCredentials) {
      credential = CREDENTIAL_WITHHELD;
    } else if (row.sealedCredential !== null) {
      const opened = credentials.open(row.sealedCredential);
      if (opened === undefined) {
        // Sealed under another secret (JWT_SECRET has changed since): its link could never work.
        await fail(row, claimedUntil, "its credential was sealed under another secret", true);
        return false;
      }
      credential = opened;
    }
    // Credentials are URL- and HTML-safe (base64url), so they go into either body as they are.
    const withCredential = (body: string) =>
      credential ? body.replaceAll(CREDENTIAL_PLACEHOLDER, credential) : body;
    try {
      await transport.send({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: withCredential(row.textBody),
        html: withCredential(row.htmlBody),
        attachments: row.attachments,
      });
    } catch (error) {
      await fail(row, claimedUntil, describeSendError(error));
      return false;
    }
    await persist(() => markEmailSent(db, row.id, clock()), claimedUntil);
    log.info({ outboxId: row.id, kind: row.kind }, "email sent");
    return true;
  }

  return deliver;
}

export function createOutboxDispatcher(options: OutboxDispatcherOptions): OutboxDispatcher {
  const { db, clock, log } = options;
  const leaseMs = options.leaseMs ?? 120_000;
  const batchSize = options.batchSize ?? 10;
  const pollMs = options.pollMs ?? 2000;
  const retentionMs = options.retentionMs ?? 90 * 24 * 60 * 60_000;
  const deliver = createDelivery(options);

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
      // An UPDATE returns its rows in no set order: sent oldest first, as they were queued.
      const claimed = (await claimDueEmails(db, { now, leaseUntil, limit: batchSize })).sort(
        (a, b) =>
          a.availableAt.getTime() - b.availableAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime(),
      );
      const claimedAt = Date.now();
      let handedBack = false;
      for (const [index, row] of claimed.entries()) {
        // A send begun in the second half of the claim could outlast it (a send may take half a lease), and
        // another process could then send the same email: the rest of the batch is handed back instead.
        const claimSpent = Date.now() - claimedAt >= leaseMs / 2;
        if (stopping || claimSpent) {
          await releaseEmailClaims(
            db,
            claimed.slice(index).map((untried) => untried.id),
          );
          if (stopping) return result;
          log.info(
            { emails: claimed.length - index },
            "outbox claim half spent; the rest of the batch claimed again",
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
          await releaseEmailClaims(
            db,
            claimed.slice(index + 1).map((untried) => untried.id),
          ).catch(() => undefined);
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
        (error: unknown) => log.error({ err: error }, "outbox dispatch failed"),
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
    purgeFinished: () => purgeFinishedEmails(db, new Date(clock().getTime() - retentionMs)),
  };
}
