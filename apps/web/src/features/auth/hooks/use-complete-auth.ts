import type { AuthResponse } from "@ivdrips/contract/auth";
import { useCallback } from "react";
import { useNavigate } from "../../../lib/router";
import { useAuthDialogs, useSession } from "../../../lib/session";
import { consumeReturnTo } from "../return-to";

/** After sign-in or sign-up: keep the session, close the dialog, and go back to the page that asked for it. */
export function useCompleteAuth() {
  const { signIn } = useSession();
  const { setOpen } = useAuthDialogs();
  const navigate = useNavigate();
  return useCallback(
    (response: AuthResponse) => {
      signIn(response);
      const returnTo = consumeReturnTo();
      setOpen(null);
      if (returnTo) void navigate(returnTo, { replace: true });
    },
    [signIn, setOpen, navigate],
  );
}
