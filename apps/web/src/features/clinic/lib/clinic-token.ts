import { TOKEN_KEYS } from "../../../lib/api-client";

/** SPEC §4/§5 "Token validity": three parts, an `exp` (seconds) still in the future, and `type` clinic. */
export function isClinicTokenUsable(token: string | null, now = Date.now()): token is string {
  if (!token) return false;
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[1]) return false;
  try {
    const json = atob(parts[1].replace(/-/g, "+").replace(/_/g, "/"));
    const claims = JSON.parse(json) as { exp?: unknown; type?: unknown };
    return typeof claims.exp === "number" && claims.exp * 1000 > now && claims.type === "clinic";
  } catch {
    return false;
  }
}

export function readClinicToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEYS.clinic);
  } catch {
    return null;
  }
}

export function writeClinicToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEYS.clinic, token);
    else localStorage.removeItem(TOKEN_KEYS.clinic);
  } catch {
    // Storage may be unavailable (private mode): the session then lasts for this page only.
  }
}
