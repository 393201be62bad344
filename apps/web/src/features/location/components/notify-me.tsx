import { useEffect, useState } from "react";
import { loader } from "../../../lib/load-on-intent";
import { useLocationSelection } from "../location-context";

// The dialog, its form library and the waitlist schema load when a coming-soon country is first chosen.
const loadDialog = loader(() => import("./notify-me-dialog"));

/** Where NotifyMeDialog mounts: nothing until it is first needed, then the dialog (kept for its animations). */
export function NotifyMe() {
  const { notifyCountry } = useLocationSelection();
  const [dialog, setDialog] = useState(loadDialog.current);
  const needed = notifyCountry !== null;
  useEffect(() => {
    if (!needed || dialog) return;
    loadDialog().then(
      (module) => setDialog(() => module),
      () => undefined,
    );
  }, [needed, dialog]);
  return dialog ? <dialog.NotifyMeDialog /> : null;
}
