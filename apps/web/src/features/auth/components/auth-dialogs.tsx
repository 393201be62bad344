import { useEffect } from "react";
import { accountPrefill } from "../../../lib/account-prefill";
import { SignInDialog } from "./sign-in-dialog";
import { SignUpDialog } from "./sign-up-dialog";

/**
 * Both customer dialogs, opened through `useAuthDialogs().setOpen("login" | "signup")`. Mount once in the
 * layout, lazily: nothing here belongs in the first page's bundle.
 */
export function AuthDialogs() {
  // Unmounted when both are shut: what the booking card offered them is forgotten then.
  useEffect(() => () => accountPrefill.offer(null), []);
  return (
    <>
      <SignInDialog />
      <SignUpDialog />
    </>
  );
}
