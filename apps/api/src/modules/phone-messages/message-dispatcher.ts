import { isLanguage, DEFAULT_LANGUAGE } from "@ivdrips/contract/languages";
import type { Database, Executor } from "../../db/client";
import { inTransaction } from "../../db/transactions";
import type { Clock } from "../../lib/clock";
import {
  createLeasedDispatch,
  createPersist,
  describeSendError,
  retryDelayMs,
  type DispatchLog,
  type LeasedDispatch,
  type OutboxTuning,
} from "../../lib/leased-dispatch";
import type { Sealer } from "../../lib/sealed-text";
import { CREDENTIAL_WITHHELD } from "../notifications/outbox-dispatcher";
import { CREDENTIAL_PLACEHOLDER } from "../notifications/outbox-email";
import { heldEmails } from "../notifications/outbox.service";
import {
  claimDueMessages,
  forgetMessageCredential,
  insertOutboxMessage,
  isOptedOut,
  markMessageAttemptFailed,
  markMessageSent,
  purgeFinishedMessages,
  releaseMessageClaims,
  type OutboxMessageRow,
} from "./phone-messages.repository";
import { PermanentSendError, type PhoneTransport } from "./phone-transports";
import { isReplyName, requestedByReader } from "./templates";

/** The channels a server has (phone-channels.ts): one not set up in production is absent. */
export interface PhoneChannels {
  whatsapp: PhoneTransport | undefined;
  /** SMS, WhatsApp's fallback. */
  sms: PhoneTransport | undefined;
}

/**
 * What follows a message that failed for good, in the transaction that records the failure: the SMS that
 * stands in for a WhatsApp message (with the same values and code), or else the email held for its chain.
 * Replies to STOP and START have no fallback, nor has a number that said STOP since. Answers what it queued.
 */
export async function fallBack(
  tx: Executor,
  failed: OutboxMessageRow,
  options: { smsAvailable: boolean; now: Date },
): Promise<"sms" | "email" | "none"> {
  const stopped = !requestedByReader(failed.template) && (await isOptedOut(tx, failed.toPhone));
  if (failed.channel === "whatsapp" && options.smsAvailable && !isReplyName(failed.template) && !stopped) {
    const sms = await insertOutboxMessage(tx, {
      chainId: failed.chainId,
      fallbackOf: failed.id,
      kind: failed.kind,
      bookingId: failed.bookingId,
      userId: failed.userId,
      clinicId: failed.clinicId,
      dedupeKey: failed.dedupeKey ? `${failed.dedupeKey}:sms` : null,
      channel: "sms",
      toPhone: failed.toPhone,
      language: failed.language,
      template: failed.template,
      params: failed.params,
      sealedCredential: failed.sealedCredential,
      availableAt: options.now,
    });
    await forgetMessageCredential(tx, failed.id);
    if (sms) return "sms";
  }
  await forgetMessageCredential(tx, failed.id);
  return (await heldEmails.release(tx, failed.chainId, options.now)) ? "email" : "none";
}

export interface MessageDispatcherOptions extends OutboxTuning {
  db: Database;
  channels: PhoneChannels;
  clock: Clock;
  log: DispatchLog;
  /** Opens the codes messages carry sealed, only as they are sent (the email outbox's sealer). */
  credentials: Sealer;
  /** True when the channels keep files nobody receives in production: a code is then never opened. */
  withholdCredentials?: boolean;
  /** Called after a failure released an email or queued an SMS, so they go without waiting to poll. */
  onFallback?: (queued: "sms" | "email") => void;
}

export interface MessageDispatcher extends LeasedDispatch {
  /** Deletes messages finished more than the retention period ago; returns how many. */
  purgeFinished(): Promise<number>;
}

function createMessageDelivery(options: MessageDispatcherOptions) {
  const { db, channels, clock, log, credentials } = options;
  const maxAttempts = options.maxAttempts ?? 5;
  const persist = createPersist(clock, log, options.persistRetryMs);

  async function fail(row: OutboxMessageRow, claimedUntil: Date, error: string, giveUp: boolean) {
    const now = clock();
    const outcome = await persist(
      () =>
        inTransaction(db, async (tx) => {
          const failed = await markMessageAttemptFailed(
            tx,
            { id: row.id, claimedUntil },
            {
              error,
              retryAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
              ...(giveUp ? { failedAt: now } : {}),
            },
          );
          // Not recorded: the lease ran out meanwhile and another dispatcher has the message now.
          if (!failed) return undefined;
          return giveUp
            ? await fallBack(tx, failed, { smsAvailable: channels.sms !== undefined, now })
            : "retry";
        }),
      claimedUntil,
    );
    if (outcome === undefined) return;
    const details = {
      outboxMessageId: row.id,
      kind: row.kind,
      channel: row.channel,
      attempts: row.attempts,
      error,
    };
    if (outcome === "retry") {
      log.warn(details, "message not sent; will try again");
      return;
    }
    log.warn({ ...details, fallback: outcome }, "message failed; its fallback takes over");
    if (outcome !== "none") options.onFallback?.(outcome);
  }

  /** The values with the sealed code put in, only now; undefined when it cannot be opened. */
  function valuesOf(row: OutboxMessageRow): string[] | undefined {
    if (row.sealedCredential === null) return row.params;
    const code = options.withholdCredentials ? CREDENTIAL_WITHHELD : credentials.open(row.sealedCredential);
    if (code === undefined) return undefined;
    return row.params.map((value) => value.replaceAll(CREDENTIAL_PLACEHOLDER, code));
  }

  return async function deliver(row: OutboxMessageRow, claimedUntil: Date): Promise<boolean> {
    if (row.attempts > maxAttempts) {
      await fail(row, claimedUntil, row.lastError ?? "the last attempt did not finish", true);
      return false;
    }
    if (!requestedByReader(row.template) && (await isOptedOut(db, row.toPhone))) {
      await fail(row, claimedUntil, "the number replied STOP", true);
      return false;
    }
    const transport = channels[row.channel];
    if (!transport) {
      await fail(row, claimedUntil, `no ${row.channel} channel is set up`, true);
      return false;
    }
    const params = valuesOf(row);
    if (!params) {
      await fail(row, claimedUntil, "its code was sealed under another secret", true);
      return false;
    }
    let sent: { providerMessageId: string };
    try {
      sent = await transport.send({
        id: row.id,
        to: row.toPhone,
        language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
        name: row.template,
        params,
      });
    } catch (error) {
      const permanent = error instanceof PermanentSendError;
      await fail(row, claimedUntil, describeSendError(error), permanent || row.attempts >= maxAttempts);
      return false;
    }
    // An SMS reports no delivery, nor does a file: sent is as far as it goes, and the held email is not needed.
    const final = row.channel === "sms" || transport.keepsFiles;
    await persist(
      () =>
        inTransaction(db, async (tx) => {
          const recorded = await markMessageSent(
            tx,
            { id: row.id, claimedUntil },
            { providerMessageId: sent.providerMessageId, at: clock(), final },
          );
          if (recorded && final) await heldEmails.drop(tx, row.chainId);
        }),
      claimedUntil,
    );
    log.info({ outboxMessageId: row.id, kind: row.kind, channel: row.channel }, "message sent");
    return true;
  };
}

export function createMessageDispatcher(options: MessageDispatcherOptions): MessageDispatcher {
  const { db, clock, log } = options;
  const retentionMs = options.retentionMs ?? 90 * 24 * 60 * 60_000;
  const dispatch = createLeasedDispatch<OutboxMessageRow>({
    queue: {
      claimDue: async (claim) =>
        (await claimDueMessages(db, claim)).sort(
          (a, b) =>
            a.availableAt.getTime() - b.availableAt.getTime() ||
            a.createdAt.getTime() - b.createdAt.getTime(),
        ),
      release: (ids) => releaseMessageClaims(db, ids),
    },
    deliver: createMessageDelivery(options),
    clock,
    log,
    noun: "message",
    leaseMs: options.leaseMs ?? 120_000,
    batchSize: options.batchSize ?? 10,
    pollMs: options.pollMs ?? 2000,
  });
  return {
    ...dispatch,
    purgeFinished: () => purgeFinishedMessages(db, new Date(clock().getTime() - retentionMs)),
  };
}
