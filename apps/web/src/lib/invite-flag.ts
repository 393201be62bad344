import { INVITE_GATE_ATTRIBUTE } from "@ivdrips/contract/prerender";

/** SPEC §9 storage key: the browser's record that an invite code was accepted. */
export const INVITE_FLAG_KEY = "invite_code_verified";

export function hasInviteFlag(): boolean {
  try {
    return localStorage.getItem(INVITE_FLAG_KEY) === "true";
  } catch {
    return false;
  }
}

export function setInviteFlag(): void {
  try {
    localStorage.setItem(INVITE_FLAG_KEY, "true");
  } catch {
    // Without storage the gate opens for this page only.
  }
}

/** The server refused this browser (no pass, or a pass that ran out): the flag alone is not access. */
export function clearInviteFlag(): void {
  try {
    localStorage.removeItem(INVITE_FLAG_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

let passOnServer: (() => boolean | undefined) | null = null;

/** For entry-server.tsx: where a prerender finds whether the browser it renders for has a valid pass. */
export function setServerInvitePass(get: () => boolean | undefined): void {
  passOnServer = get;
}

/**
 * Whether the server said this browser has no valid invite pass: in the browser, by marking the page's #root
 * (apps/api/src/plugins/web-app.ts); while prerendering, through setServerInvitePass. False when it saw a pass
 * or did not say (the dev server): then the flag decides, and a refusal from the API brings the gate back.
 */
export function serverSawNoInvitePass(): boolean {
  if (import.meta.env.SSR) return passOnServer?.() === false;
  return document.getElementById("root")?.getAttribute(INVITE_GATE_ATTRIBUTE) === "closed";
}
