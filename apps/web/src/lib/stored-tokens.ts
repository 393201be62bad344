/*
 * The tokens this browser keeps, one per kind of session (SPEC §9's storage keys), in one place: the app's
 * sessions and API client read them here, and so does signed-in.html's own script (app/signed-in-reads.ts),
 * which is built apart from the app and so imports nothing heavier than this.
 */

export const TOKEN_KEYS = {
  customer: "auth_token",
  clinic: "clinic_auth_token",
  staff: "staff_auth_token",
} as const;
export type TokenKind = keyof typeof TOKEN_KEYS;

/** The token of that kind this browser keeps, or null (none, or storage unavailable: private mode). */
export function storedToken(kind: TokenKind): string | null {
  try {
    return localStorage.getItem(TOKEN_KEYS[kind]);
  } catch {
    return null;
  }
}

/** Keeps the token of that kind, or forgets it (null). */
export function storeToken(kind: TokenKind, token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEYS[kind], token);
    else localStorage.removeItem(TOKEN_KEYS[kind]);
  } catch {
    // Storage may be unavailable (private mode): the session then lasts for this page only.
  }
}

/**
 * SPEC §4/§5 "Token validity", a token worth asking the server about: three dot-separated parts and an `exp`
 * (seconds) still in the future; a clinic's or staff token also says its `type` (a customer's names none).
 */
export function isTokenUsable(token: string | null, kind: TokenKind, now = Date.now()): token is string {
  const parts = token?.split(".") ?? [];
  if (parts.length !== 3 || !parts[1]) return false;
  try {
    const claims = JSON.parse(atob(parts[1].replace(/-/g, "+").replace(/_/g, "/"))) as {
      exp?: unknown;
      type?: unknown;
    };
    return (
      typeof claims.exp === "number" &&
      claims.exp * 1000 > now &&
      (kind === "customer" || claims.type === kind)
    );
  } catch {
    return false;
  }
}

/** The stored token of that kind if it is usable, else null. */
export function usableToken(kind: TokenKind): string | null {
  const token = storedToken(kind);
  return isTokenUsable(token, kind) ? token : null;
}
