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
