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
