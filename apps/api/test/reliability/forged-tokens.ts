import type { TokenType } from "@ivdrips/contract/auth";
import { SignJWT, base64url, decodeJwt } from "jose";
import type { Clock } from "../../src/lib/clock";
import { createTokenService } from "../../src/lib/tokens";
import { TEST_JWT_SECRET } from "../test-app";

/** A token the API signed at `clock`'s time: valid until its type's lifetime runs out. */
export async function genuineToken(clock: Clock, subject: string, type: TokenType): Promise<string> {
  return (await createTokenService(TEST_JWT_SECRET, clock).sign(subject, type)).token;
}

/** The same claims as a genuine token, unsigned: header `{"alg":"none"}` and an empty signature. */
export function unsignedCopy(token: string): string {
  const header = base64url.encode(JSON.stringify({ alg: "none", typ: "JWT" }));
  const payload = base64url.encode(JSON.stringify(decodeJwt(token)));
  return `${header}.${payload}.`;
}

export const OTHER_SECRET = "another-secret-that-is-also-long-enough-for-hs256-9876543210";

/** The same claims and algorithm as a genuine token, signed with a key the API does not know. */
export async function signedWithOtherSecret(token: string): Promise<string> {
  return new SignJWT(decodeJwt(token))
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(new TextEncoder().encode(OTHER_SECRET));
}

/** How long a token of each type lives (apps/api/src/lib/tokens.ts): 7 days, 12 hours, 12 hours. */
const LIFETIME_MS: Record<TokenType, number> = {
  customer: 7 * 24 * 3600_000,
  clinic: 12 * 3600_000,
  staff: 12 * 3600_000,
};

/** A genuine token issued so long before `clock`'s now that it expired a minute ago. */
export async function expiredToken(clock: Clock, subject: string, type: TokenType): Promise<string> {
  const issuedAt = new Date(clock().getTime() - LIFETIME_MS[type] - 60_000);
  return genuineToken(() => new Date(issuedAt), subject, type);
}
