import { randomUUID } from "node:crypto";
import { TOKEN_TYPES, type TokenType } from "@ivdrips/contract/auth";
import { SignJWT, jwtVerify } from "jose";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";

const ISSUER = "iv-drips";
const AUDIENCE = "iv-drips-api";
const ALGORITHM = "HS256";

/** Customers stay signed in for a week; clinic staff sessions are a working day. */
const TOKEN_TTL_SECONDS: Record<TokenType, number> = {
  customer: 7 * 24 * 60 * 60,
  clinic: 12 * 60 * 60,
};

export interface TokenClaims {
  sub: string;
  type: TokenType;
  jti: string;
  exp: number;
}

export interface TokenService {
  sign(subject: string, type: TokenType): Promise<{ token: string; claims: TokenClaims }>;
  /** Verifies signature, algorithm, issuer, audience and expiry; throws INVALID_TOKEN otherwise. */
  verify(token: string): Promise<TokenClaims>;
}

export const INVALID_TOKEN_MESSAGE = "Your session is invalid or has expired. Please sign in again.";

export function createTokenService(secret: string, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);

  return {
    async sign(subject, type) {
      const issuedAt = nowSeconds();
      const claims: TokenClaims = {
        sub: subject,
        type,
        jti: randomUUID(),
        exp: issuedAt + TOKEN_TTL_SECONDS[type],
      };
      const token = await new SignJWT({ type })
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
        return { sub: payload.sub, type: type as TokenType, jti: payload.jti, exp: payload.exp };
      } catch {
        throw new AppError("INVALID_TOKEN", INVALID_TOKEN_MESSAGE);
      }
    },
  };
}
