import { useEffect, useRef } from "react";
import { useAuthDialogs, useSession } from "./session";

/**
 * A step that waits for the customer to have an account: `wait()` before opening the sign-up (or sign-in)
 * dialog, and `then` runs once they are signed in. Closing the dialogs without signing in forgets it, so a
 * later sign-in from the header never books by surprise.
 */
export function useContinueAfterAccount(then: () => void): () => void {
  const { status } = useSession();
  const { open } = useAuthDialogs();
  const waiting = useRef(false);
  const latest = useRef(then);
  useEffect(() => {
    latest.current = then;
  });
  useEffect(() => {
    if (!waiting.current) return;
    if (status === "authenticated") {
      waiting.current = false;
      latest.current();
    } else if (open === null && status === "unauthenticated") {
      waiting.current = false;
    }
  }, [status, open]);
  return () => {
    waiting.current = true;
  };
}
