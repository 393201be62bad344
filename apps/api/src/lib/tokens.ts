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

/** How many verified tokens a process remembers (a few hundred bytes each); the oldest is forgotten first. */
export const VERIFIED_TOKENS_KEPT = 10_000;

/** A token whose signature and fixed claims were checked once, with the claims that depend on the time. */
interface VerifiedToken {
  claims: TokenClaims;
  /** Its `nbf`, when it has one: jose refuses it before then. */
  notBefore: number | undefined;
}

export function createTokenService(secret: string, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  // The signature, algorithm, issuer, audience, type and claims' shapes of a given string never change, so a
  // token that passed is not verified again (HMAC through WebCrypto is most of a signed-in read's own work):
  // only what depends on the time, exp and nbf, is checked on each call, exactly as jwtVerify checks them.
  const verified = new Map<string, VerifiedToken>();

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
      const known = verified.get(token);
      if (known) {
        const now = nowSeconds();
        if (known.claims.exp <= now || (known.notBefore !== undefined && known.notBefore > now)) {
          throw new AppError("INVALID_TOKEN", "sessionInvalid");
        }
        return { ...known.claims };
      }
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
        const claims = { sub: payload.sub, type: type as TokenType, jti: payload.jti, exp: payload.exp, sv };
        if (verified.size >= VERIFIED_TOKENS_KEPT) {
          const oldest = verified.keys().next();
          if (!oldest.done) verified.delete(oldest.value);
        }
        verified.set(token, { claims, notBefore: payload.nbf });
        return { ...claims };
      } catch {
        throw new AppError("INVALID_TOKEN", "sessionInvalid");
      }
    },
  };
}
