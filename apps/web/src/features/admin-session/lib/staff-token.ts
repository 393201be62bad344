import { TOKEN_KEYS } from "../../../lib/api-client";

/** A token worth asking the server about: three parts, an `exp` (seconds) still ahead, and `type` staff. */
export function isStaffTokenUsable(token: string | null, now = Date.now()): token is string {
  if (!token) return false;
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[1]) return false;
  try {
    const claims = JSON.parse(atob(parts[1].replace(/-/g, "+").replace(/_/g, "/"))) as {
      exp?: unknown;
      type?: unknown;
    };
    return typeof claims.exp === "number" && claims.exp * 1000 > now && claims.type === "staff";
  } catch {
    return false;
  }
}

export function readStaffToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEYS.staff);
  } catch {
    return null;
  }
}

export function writeStaffToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEYS.staff, token);
    else localStorage.removeItem(TOKEN_KEYS.staff);
  } catch {
    // Storage may be unavailable (private mode): the session then lasts for this page only.
  }
}
