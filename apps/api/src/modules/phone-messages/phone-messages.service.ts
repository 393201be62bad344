import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { MESSAGES_OPT_IN_VERSION } from "@ivdrips/contract/consent-texts";
import type { Language } from "@ivdrips/contract/languages";
import {
  messageChannelsOf,
  PHONE_CODE_MINUTES,
  PHONE_CODE_TRIES,
  type MessageChannels,
  type MessageSettings,
  type VerifyPhoneResponse,
} from "@ivdrips/contract/phone-messages";
import type { Database, Executor } from "../../db/client";
import { inTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { englishMessage } from "../../lib/english-message";
import type { Sealer } from "../../lib/sealed-text";
import { CREDENTIAL_PLACEHOLDER } from "../notifications/outbox-email";
import {
  closePhoneVerifications,
  countCodesToPhoneSince,
  countVerificationsSince,
  countVerificationTry,
  deleteOptOut,
  deleteVerifiedPhone,
  findMessageChannels,
  findVerifiedPhone,
  firstVerificationSince,
  insertOutboxMessage,
  insertPhoneVerification,
  isOptedOut,
  lockOpenVerification,
  saveMessageChannels,
  saveVerifiedPhone,
} from "./phone-messages.repository";

/** Codes a customer may ask for in an hour, and codes one number may be sent in an hour (any accounts). */
const CODES_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

export interface PhoneMessagesDeps {
  db: Database;
  clock: Clock;
  /** Seals a verification code in the outbox until it is sent (the email outbox's credential sealer). */
  credentials: Sealer;
  /** The key verification codes are hashed with: the database never holds what would let a code be guessed. */
  codeKey: Buffer;
  /** Whether SMS can stand in when WhatsApp fails (Twilio set up, or files in development). */
  smsAvailable: boolean;
  /** Whether WhatsApp can send (set up, or files in development): else a code goes straight by SMS. */
  whatsappAvailable: boolean;
  /** Called after a commit that queued a message, so the dispatcher sends it without waiting to poll. */
  onQueued?: () => void;
}

/** The key verification codes are hashed with: derived from the JWT secret under a label of its own. */
export function phoneCodeKey(jwtSecret: string): Buffer {
  return createHmac("sha256", jwtSecret).update("ivdrips/phone-verification-codes/v1").digest();
}

export function createPhoneMessagesService(deps: PhoneMessagesDeps) {
  const { db, clock } = deps;

  const hashCode = (verificationId: string, code: string) =>
    createHmac("sha256", deps.codeKey).update(`${verificationId}:${code}`).digest("base64url");

  const channelsOfUser = async (tx: Executor, userId: string) =>
    messageChannelsOf(await findMessageChannels(tx, userId));

  async function settingsIn(tx: Executor, userId: string): Promise<MessageSettings> {
    const channels = await channelsOfUser(tx, userId);
    const phone = await findVerifiedPhone(tx, userId);
    return {
      phone: phone
        ? {
            number: phone.phone,
            verifiedAt: phone.verifiedAt.toISOString(),
            optInVersion: phone.optInVersion,
            optedOut: await isOptedOut(tx, phone.phone),
          }
        : null,
      channels,
    };
  }

  /** Refuses more than CODES_PER_HOUR codes an hour, to a customer or to a number. */
  async function requireCodeAllowance(tx: Executor, userId: string, phone: string, now: Date): Promise<void> {
    const since = new Date(now.getTime() - HOUR_MS);
    if ((await countCodesToPhoneSince(tx, phone, since)) >= CODES_PER_HOUR) {
      throw new AppError("RATE_LIMITED", "phoneVerifyTooOften", { minutes: 60 });
    }
    if ((await countVerificationsSince(tx, userId, since)) < CODES_PER_HOUR) return;
    const first = (await firstVerificationSince(tx, userId, since)) ?? now;
    const minutes = Math.max(1, Math.ceil((first.getTime() + HOUR_MS - now.getTime()) / 60_000));
    throw new AppError("RATE_LIMITED", "phoneVerifyTooOften", { minutes });
  }

  return {
    /** The verified number and the channels chosen per topic. */
    settings: (userId: string) => settingsIn(db, userId),

    /** Saves the channels; WhatsApp only with a verified number. Receipts' email stays on whatever is sent. */
    async updateChannels(userId: string, channels: MessageChannels): Promise<MessageSettings> {
      return inTransaction(db, async (tx) => {
        const wantsWhatsapp = Object.values(channels).some((topic) => topic.whatsapp);
        if (wantsWhatsapp && !(await findVerifiedPhone(tx, userId))) {
          throw new AppError("VALIDATION_ERROR", "phoneNotVerified");
        }
        await saveMessageChannels(tx, userId, messageChannelsOf(channels));
        return settingsIn(tx, userId);
      });
    },

    /**
     * Sends a 6-digit code to `phone` (WhatsApp, SMS when WhatsApp fails): kept only as a hash, working for
     * PHONE_CODE_MINUTES and PHONE_CODE_TRIES tries; a new code closes the earlier ones.
     */
    async requestCode(userId: string, phone: string, language: Language): Promise<VerifyPhoneResponse> {
      if (!deps.whatsappAvailable && !deps.smsAvailable) {
        throw new AppError("SERVICE_UNAVAILABLE", "phoneMessagesUnavailable");
      }
      const now = clock();
      const result = await inTransaction(db, async (tx) => {
        await requireCodeAllowance(tx, userId, phone, now);
        await closePhoneVerifications(tx, userId, now);
        const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
        const expiresAt = new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000);
        const id = crypto.randomUUID();
        await insertPhoneVerification(tx, {
          id,
          userId,
          phone,
          codeHash: hashCode(id, code),
          expiresAt,
          createdAt: now,
        });
        const channel = deps.whatsappAvailable ? "whatsapp" : "sms";
        await insertOutboxMessage(tx, {
          kind: "phone_verification",
          userId,
          channel,
          toPhone: phone,
          language,
          template: "verification_code",
          params: [CREDENTIAL_PLACEHOLDER],
          sealedCredential: deps.credentials.seal(code),
          availableAt: now,
        });
        return { phone, expiresAt: expiresAt.toISOString(), channel } as const;
      });
      deps.onQueued?.();
      return result;
    },

    /**
     * Confirms a code: the number is the customer's, with the opt-in they read (its version) and the time. A
     * wrong code counts a try; the fifth closes it. Agreeing again lifts an earlier STOP of the number.
     */
    async confirmCode(
      userId: string,
      request: { phone: string; code: string; optInVersion: string },
    ): Promise<MessageSettings> {
      const now = clock();
      if (request.optInVersion !== MESSAGES_OPT_IN_VERSION) {
        throw new AppError("CONSENT_OUTDATED", "messagesOptInOutdated");
      }
      const outcome = await inTransaction(db, async (tx) => {
        const open = await lockOpenVerification(tx, userId, request.phone);
        if (!open || open.expiresAt.getTime() <= now.getTime() || open.tries >= PHONE_CODE_TRIES) {
          return "expired" as const;
        }
        const expected = Buffer.from(open.codeHash);
        const given = Buffer.from(hashCode(open.id, request.code));
        if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
          await countVerificationTry(tx, open.id, open.tries + 1 >= PHONE_CODE_TRIES ? now : undefined);
          return "wrong" as const;
        }
        await closePhoneVerifications(tx, userId, now);
        await saveVerifiedPhone(tx, {
          userId,
          phone: request.phone,
          verifiedAt: now,
          optInAt: now,
          optInVersion: request.optInVersion,
        });
        await deleteOptOut(tx, request.phone);
        return settingsIn(tx, userId);
      });
      // Outside the transaction: a wrong try must stay counted.
      if (outcome === "expired") throw new AppError("CONFLICT", "phoneCodeExpired");
      if (outcome === "wrong") {
        throw new AppError("VALIDATION_ERROR", "phoneCodeWrong", undefined, {
          code: englishMessage("phoneCodeWrong"),
        });
      }
      return outcome;
    },

    /** Forgets the verified number; every WhatsApp choice goes off with it. */
    async forgetPhone(userId: string): Promise<MessageSettings> {
      return inTransaction(db, async (tx) => {
        await deleteVerifiedPhone(tx, userId);
        await closePhoneVerifications(tx, userId, clock());
        const channels = await channelsOfUser(tx, userId);
        const off = Object.fromEntries(
          Object.entries(channels).map(([topic, chosen]) => [topic, { ...chosen, whatsapp: false }]),
        ) as MessageChannels;
        await saveMessageChannels(tx, userId, off);
        return settingsIn(tx, userId);
      });
    },
  };
}

export type PhoneMessagesService = ReturnType<typeof createPhoneMessagesService>;
