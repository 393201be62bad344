import type { Clinic, ClinicLoginResponse } from "@ivdrips/contract/clinics";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { earlyRequest } from "../../lib/early-request";
import { getClinicProfile } from "./api/get-clinic-profile";
import { logoutClinic } from "./api/logout-clinic";
import { storedToken, storeToken, usableToken } from "../../lib/stored-tokens";

/** The clinic asked for as /clinic first loads (routes/clinic.tsx): the provider's first load takes it. */
const startedProfile = earlyRequest(
  () => storedToken("clinic"),
  () => getClinicProfile(),
);
export const startClinicProfile = startedProfile.start;
/** The clinic asked for as /clinic first loads, to come (routes/clinic.tsx waits for it before painting). */
export const startedClinicProfile = startedProfile.peek;

export type ClinicSessionStatus = "loading" | "authenticated" | "unauthenticated";

export interface ClinicSession {
  status: ClinicSessionStatus;
  clinic: Clinic | null;
  /** After a successful login: keep the token and the clinic. */
  signIn(response: ClinicLoginResponse): void;
  /** Sign out on the server, then clear everything even if that call fails. */
  signOut(): Promise<void>;
  /** The server no longer accepts the token (401): forget it without calling the server. */
  expire(): void;
}

const ClinicSessionContext = createContext<ClinicSession | null>(null);

const clinicOf = (profile: Pick<Clinic, "id" | "name"> | undefined): Clinic | null =>
  profile ? { id: profile.id, name: profile.name } : null;

/**
 * SPEC §4 "Clinic session": like the customer's, with its own stored token (clinic_auth_token) that must be
 * a clinic token. A usable token loads the profile; any failure removes it and shows the login.
 */
export function ClinicSessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // The clinic as the early request answered it, if it has: the desk then paints in the first render.
  const [clinic, setClinic] = useState<Clinic | null>(() => clinicOf(startedProfile.answered()));
  const [status, setStatus] = useState<ClinicSessionStatus>(() =>
    startedProfile.answered() ? "authenticated" : usableToken("clinic") ? "loading" : "unauthenticated",
  );

  useEffect(() => {
    if (!usableToken("clinic")) {
      storeToken("clinic", null);
      return;
    }
    const controller = new AbortController();
    (startedProfile.take() ?? getClinicProfile(controller.signal))
      .then((profile) => {
        if (controller.signal.aborted) return;
        // The same clinic as the first render's is kept as it is: nothing renders again.
        setClinic((shown) =>
          shown && shown.id === profile.id && shown.name === profile.name ? shown : clinicOf(profile),
        );
        setStatus("authenticated");
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        storeToken("clinic", null);
        setStatus("unauthenticated");
      });
    return () => controller.abort();
  }, []);

  const clear = useCallback(() => {
    storeToken("clinic", null);
    setClinic(null);
    setStatus("unauthenticated");
    queryClient.removeQueries({ queryKey: ["clinic"] });
  }, [queryClient]);

  const signIn = useCallback((response: ClinicLoginResponse) => {
    storeToken("clinic", response.token);
    setClinic(response.clinic);
    setStatus("authenticated");
  }, []);

  const signOut = useCallback(async () => {
    try {
      await logoutClinic();
    } catch {
      // SPEC §4: logout clears the session even if the server call fails.
    } finally {
      clear();
    }
  }, [clear]);

  const value = useMemo<ClinicSession>(
    () => ({ status, clinic, signIn, signOut, expire: clear }),
    [status, clinic, signIn, signOut, clear],
  );
  return <ClinicSessionContext.Provider value={value}>{children}</ClinicSessionContext.Provider>;
}

export function useClinicSession(): ClinicSession {
  const session = useContext(ClinicSessionContext);
  if (!session) throw new Error("useClinicSession outside <ClinicSessionProvider>");
  return session;
}
