import type { StaffLoginResponse, StaffMember } from "@ivdrips/contract/admin";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { ADMIN_QUERY_ROOT } from "../../lib/admin-query-key";
import { getStaffMe } from "./api/get-staff-me";
import { logoutStaff } from "./api/logout-staff";
import { storeToken, usableToken } from "../../lib/stored-tokens";

export type StaffSessionStatus = "loading" | "authenticated" | "unauthenticated";

export interface StaffSession {
  status: StaffSessionStatus;
  staff: StaffMember | null;
  /** After a successful sign-in: keep the token and who it is. */
  signIn(response: StaffLoginResponse): void;
  /** Sign out on the server, then forget everything even if that call fails. */
  signOut(): Promise<void>;
  /** The server no longer accepts the token (401): forget it without calling the server. */
  expire(): void;
}

const StaffSessionContext = createContext<StaffSession | null>(null);

/**
 * The staff member's session: its own stored token (staff_auth_token), which must be a staff token. A usable
 * token loads /admin/me; any failure forgets it and the console shows the sign-in page.
 */
export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [staff, setStaff] = useState<StaffMember | null>(null);
  const [status, setStatus] = useState<StaffSessionStatus>(() =>
    usableToken("staff") ? "loading" : "unauthenticated",
  );

  useEffect(() => {
    if (!usableToken("staff")) {
      storeToken("staff", null);
      return;
    }
    const controller = new AbortController();
    getStaffMe(controller.signal)
      .then((member) => {
        setStaff(member);
        setStatus("authenticated");
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        storeToken("staff", null);
        setStatus("unauthenticated");
      });
    return () => controller.abort();
  }, []);

  const clear = useCallback(() => {
    storeToken("staff", null);
    setStaff(null);
    setStatus("unauthenticated");
    queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
  }, [queryClient]);

  const signIn = useCallback((response: StaffLoginResponse) => {
    storeToken("staff", response.token);
    setStaff(response.staff);
    setStatus("authenticated");
  }, []);

  const signOut = useCallback(async () => {
    try {
      await logoutStaff();
    } catch {
      // Signing out forgets the token here even when the server cannot be told.
    } finally {
      clear();
    }
  }, [clear]);

  const value = useMemo<StaffSession>(
    () => ({ status, staff, signIn, signOut, expire: clear }),
    [status, staff, signIn, signOut, clear],
  );
  return <StaffSessionContext.Provider value={value}>{children}</StaffSessionContext.Provider>;
}

export function useStaffSession(): StaffSession {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error("useStaffSession outside <StaffSessionProvider>");
  return session;
}
