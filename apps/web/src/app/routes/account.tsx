import { useEffect, useMemo, useState } from "react";
import { Redirect, useLocation, type Location } from "../../lib/router";
import { Spinner } from "../../components/ui/spinner";
import { MyAccount } from "../../features/account/components/my-account";
import { rememberReturnTo } from "../../features/auth/return-to";
import { useT } from "../../lib/i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { signInFirst } from "../sign-in-first";
import { hasUsableToken, startedProfile, useAuthDialogs, useSession } from "../../lib/session";
import { FIRST_PAINT_WAIT_MS, within } from "../../lib/within";
import { startMyBookings } from "../../features/account/api/get-my-bookings";

/**
 * My Account's frame, loading or loaded: the same width, and at least a screen tall, so that the footer starts
 * below the fold and nothing drawn moves as the session and the bookings arrive (issue 35: CLS 0).
 */
const FRAME = "mx-auto min-h-[calc(100svh-4rem)] w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14";

/**
 * As this page's code first runs, before its first render: a browser that holds a token asks for its bookings
 * beside its profile (lib/session.tsx), rather than after the profile after the page (issue 35: LCP). Not when
 * the code is fetched ahead of a visit (a link pointed at): the answer would be old by then.
 */
if (hasUsableToken() && location.pathname === "/account") startMyBookings();

/**
 * The router's first render of /account waits for the profile asked for as the app started (at most
 * FIRST_PAINT_WAIT_MS): My Account then paints with its greeting rather than "Loading..." first.
 */
export const pageReady = () => within(startedProfile(), FIRST_PAINT_WAIT_MS);

/** /account: SPEC §2 "Customer route guard" around My Account. */
export function AccountPage() {
  const t = useT();
  usePageMeta(t.account.pageTitle, t.account.pageDescription);
  const { status, user } = useSession();
  const location = useLocation();
  // Someone who signs out here is simply sent home; only a visitor who arrives signed out is asked to sign in.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (status === "authenticated" && !wasSignedIn) setWasSignedIn(true);

  if (status === "loading") {
    return (
      <main className={FRAME}>
        <div
          role="status"
          className="text-muted-foreground flex items-center justify-center gap-3 py-16 text-sm"
        >
          <Spinner className="text-primary size-5" />
          {t.account.loading}
        </div>
      </main>
    );
  }

  if (status === "unauthenticated" || !user) {
    return wasSignedIn ? <Redirect to="/" replace /> : <SignInFirst from={location} />;
  }

  return (
    <main className={FRAME}>
      <MyAccount user={user} />
    </main>
  );
}

/**
 * Home, with the sign-in dialog open; signing in comes back to the page asked for (app/sign-in-first.ts). A
 * visitor who arrives with no token never gets here (main.tsx turns them away before the first render): this
 * is for a stored token the server refused.
 */
function SignInFirst({ from }: { from: Location }) {
  const { setOpen } = useAuthDialogs();
  const away = useMemo(() => signInFirst(from), [from]);
  useEffect(() => {
    rememberReturnTo(away.returnTo);
    setOpen(away.dialog);
  }, [away, setOpen]);
  return <Redirect to={away.to} replace state={away.state} />;
}
