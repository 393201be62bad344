import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import {
  createLeasedDispatch,
  createPersist,
  describeSendError,
  retryDelayMs,
  type LeasedDispatch,
  type OutboxTuning,
} from "../../lib/leased-dispatch";
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

export interface OutboxDispatcherOptions extends OutboxTuning {
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
}

export interface OutboxDispatcher extends LeasedDispatch {
  /** Deletes emails sent or given up on more than the retention period ago; returns how many. */
  purgeFinished(): Promise<number>;
}

/** The purpose the outbox's credentials are sealed for: a key of their own, derived from the app's secret. */
const CREDENTIAL_PURPOSE = "outbox credential";

/** Seals the credentials queued emails carry (reset tokens), and opens them as the dispatcher sends. */
export function outboxCredentialSealer(appSecret: string): Sealer {
  return createSealer(appSecret, CREDENTIAL_PURPOSE);
}

/** What a withheld credential's link reads instead: no file on the server ever holds a working link. */
export const CREDENTIAL_WITHHELD = "withheld-set-SMTP_URL-to-send-this-link";

/**
 * Sends one claimed email (its sealed credential put in only now) and records what the send did, while the
 * claim keeps other dispatchers off it. Returns `deliver`: true when the email went out.
 */
function createDelivery(options: OutboxDispatcherOptions) {
  const { db, transport, clock, log, credentials } = options;
  const maxAttempts = options.maxAttempts ?? 8;

  const persist = createPersist(clock, log, options.persistRetryMs);

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
  const retentionMs = options.retentionMs ?? 90 * 24 * 60 * 60_000;
  const dispatch = createLeasedDispatch<OutboxEmailRow>({
    queue: {
      // An UPDATE returns its rows in no set order: sent oldest first, as they were queued.
      claimDue: async (claim) =>
        (await claimDueEmails(db, claim)).sort(
          (a, b) =>
            a.availableAt.getTime() - b.availableAt.getTime() ||
            a.createdAt.getTime() - b.createdAt.getTime(),
        ),
      release: (ids) => releaseEmailClaims(db, ids),
    },
    deliver: createDelivery(options),
    clock,
    log,
    noun: "email",
    leaseMs: options.leaseMs ?? 120_000,
    batchSize: options.batchSize ?? 10,
    pollMs: options.pollMs ?? 2000,
  });
  return {
    ...dispatch,
    purgeFinished: () => purgeFinishedEmails(db, new Date(clock().getTime() - retentionMs)),
  };
}
