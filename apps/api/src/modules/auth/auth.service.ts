import { createHash, randomBytes, randomUUID } from "node:crypto";
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
import { passwordResetEmail } from "../notifications/account-emails";
import { enqueueEmail } from "../notifications/outbox.service";
import {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUserLanguage,
  type UserRow,
} from "../users/users.service";
import {
  deleteResetTokensOfUser,
  insertResetToken,
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
  onEmailQueued,
}: AuthServiceDeps) {
  return {
    /** `language`: what the customer's emails will be written in. */
    async register(input: RegisterRequest, language: Language): Promise<SignedIn> {
      if (await findUserByEmail(db, input.email)) throw new AppError("EMAIL_TAKEN", "emailTaken");
      const user = await insertUser(db, {
        email: input.email,
        fullName: input.fullName,
        phone: input.phone ?? null,
        passwordHash: await hashPassword(input.password),
        language,
      });
      if (!user) throw new AppError("EMAIL_TAKEN", "emailTaken");
      const { token } = await tokens.sign(user.id, "customer", user.sessionVersion);
      return { token, user };
    },

    /**
     * Unknown email and wrong password answer alike, in about the same time. A `language` (the one the customer
     * reads the site in now) becomes the language of their emails.
     */
    async login(input: LoginRequest, language: Language | undefined): Promise<SignedIn> {
      const user = await findUserByEmail(db, input.email);
      if (!user) {
        await spendVerifyTime(input.password);
        throw new AppError("INVALID_CREDENTIALS", "invalidLogin");
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw new AppError("INVALID_CREDENTIALS", "invalidLogin");
      }
      if (language) await updateUserLanguage(db, user.id, language);
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
     * nothing either way: an unknown email does the same token and database work, without keeping anything.
     */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      const account = user && user.deletedAt === null ? user : undefined;
      const token = randomBytes(32).toString("base64url");
      const tokenHash = resetTokenHash(token);
      const now = clock();
      await inTransaction(db, async (tx) => {
        await purgeExpiredResetTokens(tx, now);
        // An unknown email drops the tokens of an account that cannot exist: the same statement, no effect.
        await deleteResetTokensOfUser(tx, account?.id ?? randomUUID());
        if (!account) return;
        await insertResetToken(tx, {
          tokenHash,
          userId: account.id,
          expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
          createdAt: now,
        });
        const resetUrl = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await enqueueEmail(tx, {
          ...passwordResetEmail({
            toAddress: account.email,
            customerName: account.fullName,
            language: isLanguage(account.language) ? account.language : DEFAULT_LANGUAGE,
            resetUrl,
            publicUrl,
            supportEmail,
          }),
          availableAt: now,
        });
      });
      if (account) onEmailQueued?.();
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
      const user = await findUserById(db, claims.sub);
      if (!user || user.deletedAt !== null) throw new AppError("INVALID_TOKEN", "accountGone");
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
