import { randomUUID } from "node:crypto";
import { TOKEN_TYPES, type TokenType } from "@ivdrips/contract/auth";
import { SignJWT, jwtVerify } from "jose";
import { AppError } from "./app-error";
import type { Clock } from "./clock";

const ISSUER = "iv-drips";
const AUDIENCE = "iv-drips-api";
const ALGORITHM = "HS256";

/** Customers stay signed in for a week; clinic and our own staff's sessions are a working day. */
const TOKEN_TTL_SECONDS: Record<TokenType, number> = {
  customer: 7 * 24 * 60 * 60,
  clinic: 12 * 60 * 60,
  staff: 12 * 60 * 60,
};

export interface TokenClaims {
  sub: string;
  type: TokenType;
  jti: string;
  exp: number;
  /** The account's session version when the token was signed; a token without one (older tokens) is 0. */
  sv: number;
}

export interface TokenService {
  /** `sessionVersion`: the account's current one (users/clinics.sessionVersion); 0 when omitted. */
  sign(
    subject: string,
    type: TokenType,
    sessionVersion?: number,
  ): Promise<{ token: string; claims: TokenClaims }>;
  /** Verifies signature, algorithm, issuer, audience and expiry; throws INVALID_TOKEN otherwise. */
  verify(token: string): Promise<TokenClaims>;
}

export const INVALID_TOKEN_MESSAGE = "Your session is invalid or has expired. Please sign in again.";

export function createTokenService(secret: string, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);

  return {
    async sign(subject, type, sessionVersion = 0) {
      const issuedAt = nowSeconds();
      const claims: TokenClaims = {
        sub: subject,
        type,
        jti: randomUUID(),
        exp: issuedAt + TOKEN_TTL_SECONDS[type],
        sv: sessionVersion,
      };
      const token = await new SignJWT({ type, sv: sessionVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(subject)
        .setJti(claims.jti)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(claims.exp)
        .sign(key);
      return { token, claims };
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock(),
          requiredClaims: ["sub", "jti", "exp"],
        });
        const type = payload.type;
        if (typeof type !== "string" || !TOKEN_TYPES.includes(type as TokenType)) throw new Error("type");
        if (!payload.sub || !payload.jti || payload.exp === undefined) throw new Error("claims");
        const sv = payload.sv ?? 0;
        if (typeof sv !== "number" || !Number.isSafeInteger(sv)) throw new Error("sv");
        return { sub: payload.sub, type: type as TokenType, jti: payload.jti, exp: payload.exp, sv };
      } catch {
        throw new AppError("INVALID_TOKEN", "sessionInvalid");
      }
    },
  };
}
