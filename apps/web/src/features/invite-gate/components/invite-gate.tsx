import { useEffect, useState } from "react";
import { onInviteRequired } from "../../../lib/api-client";
import { loader } from "../../../lib/load-on-intent";
import { clearInviteFlag, hasInviteFlag } from "../invite-flag";

// The dialog (and Radix Dialog) is fetched only by a browser that has not passed the gate.
const loadDialog = loader(() => import("./invite-gate-dialog"));

/** Before the first render of a browser without the flag: fetch the dialog so the gate shows with the page. */
export function preloadInviteGate(): Promise<unknown> | null {
  return hasInviteFlag() ? null : loadDialog().catch(() => undefined);
}

/**
 * SPEC §2 "Invite-code gate": covers the site until a valid code is entered; it cannot be dismissed. The stored
 * flag only decides what shows first: whenever the API refuses this browser (403 INVITE_REQUIRED, no valid
 * pass cookie) the flag is forgotten and the gate shows again.
 */
export function InviteGate({ supportEmail }: { supportEmail: string | undefined }) {
  const [granted, setGranted] = useState(hasInviteFlag);
  const [dialog, setDialog] = useState(loadDialog.current);

  useEffect(
    () =>
      onInviteRequired(() => {
        clearInviteFlag();
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
  return <dialog.InviteGateDialog supportEmail={supportEmail} onGranted={() => setGranted(true)} />;
}
