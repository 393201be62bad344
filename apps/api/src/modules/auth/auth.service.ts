import {
  EMAIL_TAKEN_MESSAGE,
  INVALID_LOGIN_MESSAGE,
  type AuthResponse,
  type LoginRequest,
  type RegisterRequest,
} from "@ivdrips/contract/auth";
import type { Language } from "@ivdrips/contract/languages";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { findUserByEmail, insertUser, updateUserLanguage } from "../users/users.repository";
import { toUser } from "../users/users.service";
import { hashPassword, spendVerifyTime, verifyPassword } from "./passwords";
import { purgeExpiredRevocations, revokeToken } from "./revoked-tokens.repository";
import type { TokenClaims, TokenService } from "./tokens";

export function createAuthService(db: Database, tokens: TokenService, clock: Clock) {
  return {
    /** `language`: what the customer's emails will be written in. */
    async register(input: RegisterRequest, language: Language): Promise<AuthResponse> {
      if (await findUserByEmail(db, input.email)) throw new AppError("EMAIL_TAKEN", EMAIL_TAKEN_MESSAGE);
      const user = await insertUser(db, {
        email: input.email,
        fullName: input.fullName,
        phone: input.phone ?? null,
        passwordHash: await hashPassword(input.password),
        language,
      });
      if (!user) throw new AppError("EMAIL_TAKEN", EMAIL_TAKEN_MESSAGE);
      const { token } = await tokens.sign(user.id, "customer");
      return { token, user: toUser(user) };
    },

    /**
     * Unknown email and wrong password answer alike, in about the same time. A `language` (the one the customer
     * reads the site in now) becomes the language of their emails.
     */
    async login(input: LoginRequest, language: Language | undefined): Promise<AuthResponse> {
      const user = await findUserByEmail(db, input.email);
      if (!user) {
        await spendVerifyTime(input.password);
        throw new AppError("INVALID_CREDENTIALS", INVALID_LOGIN_MESSAGE);
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw new AppError("INVALID_CREDENTIALS", INVALID_LOGIN_MESSAGE);
      }
      if (language) await updateUserLanguage(db, user.id, language);
      const { token } = await tokens.sign(user.id, "customer");
      return { token, user: toUser(user) };
    },

    /** The token is refused from now on, though it has not expired. */
    async logout(claims: TokenClaims): Promise<void> {
      await revokeToken(db, claims.jti, new Date(claims.exp * 1000));
      await purgeExpiredRevocations(db, clock());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
