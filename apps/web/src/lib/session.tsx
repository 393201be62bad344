import type { AuthResponse, User } from "@ivdrips/contract/auth";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { serverSawNoInvitePass } from "./invite-flag";
import { apiFetch, type ApiError } from "./api-client";
import { earlyRequest } from "./early-request";
import { storedToken, storeToken, usableToken } from "./stored-tokens";

/** Whether this browser holds a token that may still be signed in (the session then loads the profile). */
export const hasUsableToken = (): boolean => usableToken("customer") !== null;

/**
 * A browser holding a token asks for its profile on every page (the header names the user): from the start,
 * beside the page's code and texts, rather than after the first render (issue 35: LCP). The session's first
 * load takes this request; a later one asks again. Not before the invite gate: there the request waits for a
 * code (api-client.ts), which only happens once main.tsx has shut the gate.
 */
const earlyProfile = earlyRequest(
  () => storedToken("customer"),
  () => apiFetch<User>("/users/profile", { auth: "customer" }),
);
if (hasUsableToken() && !serverSawNoInvitePass()) earlyProfile.start();
/** The profile asked for as the app started, to come, until the session takes it (routes/account.tsx). */
export const startedProfile = earlyProfile.peek;

export type SessionStatus = "loading" | "authenticated" | "unauthenticated";

export interface Session {
  status: SessionStatus;
  user: User | null;
  /** After sign-in or sign-up: keep the token and the user. */
  signIn(response: AuthResponse): void;
  /** Replace the user after a profile change. */
  setUser(user: User): void;
  /**
   * Sign out on the server, then clear everything even if that call fails. `server: false` only clears the
   * browser's session: for a token the server has already ended (the account was deleted).
   */
  signOut(options?: { server?: boolean }): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/**
 * SPEC §4 "Customer session": a stored, unexpired token loads the profile; a refusal signs out (and removes
 * the token), no answer at all only signs this page out.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  // The profile as the early request answered it, if it has: the first render is then signed in.
  const [user, setUser] = useState<User | null>(() => earlyProfile.answered() ?? null);
  const [status, setStatus] = useState<SessionStatus>(() =>
    earlyProfile.answered()
      ? "authenticated"
      : // A page prerendered on the server cannot know whether this browser is signed in.
        import.meta.env.SSR || hasUsableToken()
        ? "loading"
        : "unauthenticated",
  );

  useEffect(() => {
    if (!hasUsableToken()) {
      storeToken("customer", null);
      return;
    }
    (earlyProfile.take() ?? apiFetch<User>("/users/profile", { auth: "customer" })).then(
      (profile) => {
        setUser(profile);
        setStatus("authenticated");
      },
      (error: unknown) => {
        // SPEC removes the token when loading the profile fails. A request the server never answered
        // (offline, or cut off because the page is being left for another) is not a refusal: the token is
        // kept for the next page, and only this one goes on signed out.
        if ((error as Partial<ApiError> | undefined)?.statusCode !== 0) storeToken("customer", null);
        setStatus("unauthenticated");
      },
    );
  }, []);

  const signIn = useCallback((response: AuthResponse) => {
    storeToken("customer", response.token);
    setUser(response.user);
    setStatus("authenticated");
  }, []);

  const signOut = useCallback(async ({ server = true }: { server?: boolean } = {}) => {
    try {
      if (server) await apiFetch("/auth/logout", { method: "POST", auth: "customer" });
    } catch {
      // SPEC §4: logout clears the session even if the server call fails.
    } finally {
      storeToken("customer", null);
      setUser(null);
      setStatus("unauthenticated");
    }
  }, []);

  const value = useMemo<Session>(
    () => ({ status, user, signIn, setUser, signOut }),
    [status, user, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside <SessionProvider>");
  return session;
}

export type AuthDialog = "login" | "signup" | null;

interface AuthDialogs {
  open: AuthDialog;
  setOpen(dialog: AuthDialog): void;
}

const AuthDialogsContext = createContext<AuthDialogs | null>(null);

/** Which sign-in dialog is open: the header, the booking page and the account guard all open them. */
/** `initial`: a dialog open from the first render (a visitor turned away from a page, main.tsx). */
export function AuthDialogsProvider({
  children,
  initial = null,
}: {
  children: ReactNode;
  initial?: AuthDialog;
}) {
  const [open, setOpen] = useState<AuthDialog>(initial);
  const value = useMemo(() => ({ open, setOpen }), [open]);
  return <AuthDialogsContext.Provider value={value}>{children}</AuthDialogsContext.Provider>;
}

export function useAuthDialogs(): AuthDialogs {
  const dialogs = useContext(AuthDialogsContext);
  if (!dialogs) throw new Error("useAuthDialogs outside <AuthDialogsProvider>");
  return dialogs;
}
