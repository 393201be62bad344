import { rememberReturnTo } from "../features/auth/return-to";
import { browserLocation, matchPath, replaceBeforeFirstRender, type Location } from "../lib/router";
import { hasUsableToken, type AuthDialog } from "../lib/session";

/*
 * SPEC §2 "Customer route guard", in one place: which pages only a signed-in customer sees, and where a visitor
 * who is not signed in goes instead. main.tsx asks before the app's first render, so such a visitor's first
 * paint is already home (no empty frame, then home: issue 25's layout shift); the page itself (routes/account.tsx)
 * asks when a session ends or turns out refused while it is open.
 *
 * The clinic portal (/clinic) and the operations console (/admin) have sessions of their own and are not here:
 * the portal shows its sign-in form in place, and the console sends to its own sign-in page (admin-console.tsx).
 */

/** The address patterns (as the router matches them) of the pages that need a customer's session. */
export const CUSTOMER_PAGES: readonly string[] = ["/account"];

export const needsCustomerSession = (pathname: string): boolean =>
  CUSTOMER_PAGES.some((pattern) => matchPath(pattern, pathname));

/** Where a visitor turned away from a page goes, and how they come back. */
export interface SignInFirst {
  /** Home, replacing the entry asked for; the entry carries `from` (what was asked for). */
  to: string;
  state: { from: Location };
  /** The dialog open over home; signing in there comes back to `returnTo`. */
  dialog: Exclude<AuthDialog, null>;
  returnTo: string;
}

/** A visitor who is not signed in, turned away from `from`: home, with the sign-in dialog open. */
export function signInFirst(from: Location): SignInFirst {
  return {
    to: "/",
    state: { from },
    dialog: "login",
    returnTo: `${from.pathname}${from.search}${from.hash}`,
  };
}

/**
 * Before the app's first render: a visitor with no session that could load, at a page that needs one, is
 * turned away at once (the browser's entry replaced, the return address remembered); returns the dialog to
 * open from the first render, or null for everyone else. A token that looks usable goes to the page, which
 * shows its loading state until the server answers.
 */
export function signInFirstAtStart(): AuthDialog {
  const from = browserLocation();
  if (!needsCustomerSession(from.pathname) || hasUsableToken()) return null;
  const away = signInFirst(from);
  rememberReturnTo(away.returnTo);
  replaceBeforeFirstRender(away.to, away.state);
  return away.dialog;
}
