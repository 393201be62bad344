import { createHash, randomBytes } from "node:crypto";
import {
  PASSWORD_RESET_TTL_MINUTES,
  type ChangePasswordRequest,
  type LoginRequest,
  type PasswordResetConfirm,
  type RegisterRequest,
} from "@ivdrips/contract/auth";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@ivdrips/contract/languages";
import type { Database } from "../../db/client";
import { inTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import type { Sealer } from "../../lib/sealed-text";
import { PASSWORD_RESET_EMAIL_KIND, passwordResetEmail } from "../notifications/account-emails";
import { CREDENTIAL_PLACEHOLDER } from "../notifications/outbox-email";
import { countEmailsTo, enqueueEmail } from "../notifications/outbox.service";
import {
  accountByEmail,
  activeAccount,
  registerAccount,
  rememberLanguage,
  type UserRow,
} from "../users/users.service";
import {
  deleteResetTokensOfUser,
  insertResetToken,
  lockAccountForReset,
  purgeExpiredResetTokens,
  setUserPassword,
  takeResetToken,
} from "./password-resets.repository";
import { hashPassword, spendVerifyTime, verifyPassword } from "../../lib/passwords";
import { endEverySession, endSession } from "./sessions.service";
import type { TokenClaims, TokenService } from "../../lib/tokens";

export interface AuthServiceDeps {
  db: Database;
  tokens: TokenService;
  clock: Clock;
  /** Where customers reach the app: the reset link points at `${publicUrl}/reset-password`. */
  publicUrl: string;
  supportEmail: string;
  /** Seals the reset token into its email (outboxCredentialSealer): the outbox never holds it readable. */
  credentials: Sealer;
  /** Reset emails one address may be sent in an hour, whoever asks (PASSWORD_RESETS_PER_HOUR). */
  resetsPerHour: number;
  /** Where a reset request's work that failed after the answer is reported. */
  log: { error(details: object, message: string): void };
  onEmailQueued?: () => void;
}

/** A signed-in customer: the token they were given and their account as stored. */
export interface SignedIn {
  token: string;
  user: UserRow;
}

/** The stored form of an emailed reset token: its sha256, so the table alone cannot reset anything. */
function resetTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function createAuthService({
  db,
  tokens,
  clock,
  publicUrl,
  supportEmail,
  credentials,
  resetsPerHour,
  log,
  onEmailQueued,
}: AuthServiceDeps) {
  /** Reset requests answered whose work is still going on (see requestPasswordReset). */
  const resetsInFlight = new Set<Promise<void>>();

  /**
   * Queues a reset email for the account that uses `email`, if any, unless the address has had its share this
   * hour: then nothing changes, and the last link sent keeps working.
   */
  async function queuePasswordReset(email: string): Promise<void> {
    const user = await accountByEmail(db, email);
    if (!user || user.deletedAt !== null) return;
    const token = randomBytes(32).toString("base64url");
    const now = clock();
    const queued = await inTransaction(db, async (tx) => {
      await lockAccountForReset(tx, user.id);
      const sent = await countEmailsTo(tx, {
        kind: PASSWORD_RESET_EMAIL_KIND,
        toAddress: user.email,
        after: new Date(now.getTime() - 60 * 60_000),
      });
      if (sent >= resetsPerHour) return false;
      await purgeExpiredResetTokens(tx, now);
      await deleteResetTokensOfUser(tx, user.id);
      await insertResetToken(tx, {
        tokenHash: resetTokenHash(token),
        userId: user.id,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
        createdAt: now,
      });
      // The email names a placeholder; the dispatcher puts the token in as it sends, and forgets it then.
      const resetUrl = `${publicUrl}/reset-password?token=${CREDENTIAL_PLACEHOLDER}`;
      await enqueueEmail(tx, {
        ...passwordResetEmail({
          toAddress: user.email,
          customerName: user.fullName,
          language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
          resetUrl,
          publicUrl,
          supportEmail,
        }),
        sealedCredential: credentials.seal(token),
        availableAt: now,
      });
      return true;
    });
    if (queued) onEmailQueued?.();
  }

  return {
    /** `language`: what the customer's emails will be written in. */
    async register(input: RegisterRequest, language: Language): Promise<SignedIn> {
      const user = await registerAccount(db, {
        email: input.email,
        fullName: input.fullName,
        phone: input.phone ?? null,
        password: input.password,
        language,
      });
      const { token } = await tokens.sign(user.id, "customer", user.sessionVersion);
      return { token, user };
    },

    /**
     * Unknown email and wrong password answer alike, in about the same time. A `language` (the one the customer
     * reads the site in now) becomes the language of their emails.
     */
    async login(input: LoginRequest, language: Language | undefined): Promise<SignedIn> {
      const user = await accountByEmail(db, input.email);
      if (!user) {
        await spendVerifyTime(input.password);
        throw new AppError("INVALID_CREDENTIALS", "invalidLogin");
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw new AppError("INVALID_CREDENTIALS", "invalidLogin");
      }
      if (language) await rememberLanguage(db, user.id, language);
      const { token } = await tokens.sign(user.id, "customer", user.sessionVersion);
      return { token, user };
    },

    /** The token is refused from now on, though it has not expired. */
    async logout(claims: TokenClaims): Promise<void> {
      await endSession(db, claims, clock());
    },

    /** Every token of the account is refused from now on, this one included. */
    async logoutEverywhere(claims: TokenClaims): Promise<void> {
      await endEverySession(db, claims);
    },

    /**
     * Emails a single-use link to choose a new password, when an account uses the email. The caller learns
     * nothing either way, not even from the time the answer takes: the work happens after it.
     */
    requestPasswordReset(email: string): void {
      const work = queuePasswordReset(email)
        .catch((error: unknown) => log.error({ err: error }, "a password reset email could not be queued"))
        .finally(() => resetsInFlight.delete(work));
      resetsInFlight.add(work);
    },

    /** Resolves once every reset request answered so far has done its work (for shutdown and tests). */
    async resetsSettled(): Promise<void> {
      while (resetsInFlight.size > 0) await Promise.all(resetsInFlight);
    },

    /** Sets the password of the token's account, once, and ends every session the account had. */
    async confirmPasswordReset(input: PasswordResetConfirm): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      const done = await inTransaction(db, async (tx) => {
        const userId = await takeResetToken(tx, resetTokenHash(input.token), clock());
        if (!userId) return false;
        if ((await setUserPassword(tx, userId, passwordHash)) === undefined) return false;
        await deleteResetTokensOfUser(tx, userId);
        return true;
      });
      if (!done) throw new AppError("BAD_REQUEST", "resetTokenInvalid");
    },

    /**
     * Changes the password once the current one is confirmed, and ends every other session of the account:
     * the answer carries a fresh token for the caller, at the new session version.
     */
    async changePassword(claims: TokenClaims, input: ChangePasswordRequest): Promise<SignedIn> {
      const user = await activeAccount(db, claims.sub);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new AppError("INCORRECT_PASSWORD", "incorrectPassword");
      }
      const passwordHash = await hashPassword(input.newPassword);
      const sessionVersion = await inTransaction(db, async (tx) => {
        const version = await setUserPassword(tx, user.id, passwordHash);
        await deleteResetTokensOfUser(tx, user.id);
        return version;
      });
      if (sessionVersion === undefined) throw new AppError("INVALID_TOKEN", "accountGone");
      const { token } = await tokens.sign(user.id, "customer", sessionVersion);
      return { token, user };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
