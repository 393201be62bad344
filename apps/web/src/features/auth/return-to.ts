/**
 * Where to go after signing in. A guarded page that turned a visitor away (SPEC §2 "Customer route guard")
 * remembers the address it was asked for; the sign-in and sign-up dialogs go there on success. Dismissing
 * the dialogs forgets it, so a later, unrelated sign-in does not jump to an old page.
 */
let returnTo: string | null = null;

export function rememberReturnTo(path: string): void {
  returnTo = path;
}

/** The remembered address, once: reading it forgets it. */
export function consumeReturnTo(): string | null {
  const path = returnTo;
  returnTo = null;
  return path;
}

export function forgetReturnTo(): void {
  returnTo = null;
}
