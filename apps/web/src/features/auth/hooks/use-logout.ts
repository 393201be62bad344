import { useCallback } from "react";
import { useNavigate } from "../../../lib/router";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../lib/i18n/use-t";
import { useSession } from "../../../lib/session";

/**
 * Logout, wherever the customer asks for it (the user menu, the mobile menu): sign out (the session is cleared
 * even if the server call fails), say so, and go home. Its texts are the header's, which every page has.
 */
export function useLogout(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const texts = useT().header;
  return useCallback(async () => {
    await signOut();
    toast({ title: texts.loggedOutTitle, description: texts.loggedOutDescription });
    await navigate("/");
  }, [signOut, navigate, texts]);
}
