/** What the customer typed before an account was asked for (the booking card): the dialogs start from it. */
export interface AccountPrefill {
  fullName?: string;
  email?: string;
  phone?: string;
}

let offered: AccountPrefill | null = null;

/**
 * Kept apart from the session's state, so that none of it is in the app's entry: the booking card offers it
 * just before it opens the sign-up, the sign-in and sign-up forms start from it, and closing the dialogs
 * forgets it (auth-dialogs.tsx).
 */
export const accountPrefill = {
  offer(prefill: AccountPrefill | null): void {
    offered = prefill;
  },
  read(): AccountPrefill | null {
    return offered;
  },
};
