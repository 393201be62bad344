import { useEffect, useState } from "react";
import { holdUntilInvitePass, onInviteRequired } from "../../../lib/api-client";
import { loader } from "../../../lib/load-on-intent";
import { clearInviteFlag, hasInviteFlag, serverSawNoInvitePass } from "../../../lib/invite-flag";

// The dialog is fetched only by a browser that has not passed the gate. A first visit to a page the server
// prerendered never runs this: the gate's own script works the dialog there (first-visit/, decision 027).
const loadDialog = loader(() => import("./invite-gate-dialog"));

/**
 * Before the first render in the browser. When the server saw no pass, the flag is forgotten and the API calls
 * that need a pass wait for one (nothing is asked only to be refused); without the flag, the dialog is fetched
 * so the gate shows with the page.
 */
export function preloadInviteGate(): Promise<unknown> | null {
  if (serverSawNoInvitePass()) {
    clearInviteFlag();
    holdUntilInvitePass();
  }
  return hasInviteFlag() ? null : loadDialog().catch(() => undefined);
}

/** For the server's prerender of a page for a browser without a pass: the gate renders with the page. */
export function loadInviteGateDialog(): Promise<unknown> {
  return loadDialog();
}

/**
 * Whether the gate starts open: never when the server saw no pass; while prerendering otherwise (the server
 * renders for a pass, and cannot read the flag); in the browser when the flag says so.
 */
function startsOpen(): boolean {
  if (serverSawNoInvitePass()) return false;
  return import.meta.env.SSR || hasInviteFlag();
}

/**
 * SPEC §2 "Invite-code gate": covers the site until a valid code is entered; it cannot be dismissed. The stored
 * flag only decides what shows first: whenever the API refuses this browser (403 INVITE_REQUIRED, no valid
 * pass cookie) the flag is forgotten, further calls wait for a pass, and the gate shows again.
 */
export function InviteGate() {
  const [granted, setGranted] = useState(startsOpen);
  const [dialog, setDialog] = useState(loadDialog.current);

  useEffect(
    () =>
      onInviteRequired(() => {
        clearInviteFlag();
        holdUntilInvitePass();
        setGranted(false);
      }),
    [],
  );

  useEffect(() => {
    if (granted || dialog) return;
    loadDialog().then(
      (module) => setDialog(() => module),
      () => undefined,
    );
  }, [granted, dialog]);

  if (granted || !dialog) return null;
  return <dialog.InviteGateDialog onGranted={() => setGranted(true)} />;
}
