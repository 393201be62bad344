import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { DeferredToaster } from "../components/ui/deferred-toaster";
import { createQueryClient } from "../lib/query-client";
import { AuthDialogsProvider, SessionProvider, type AuthDialog } from "../lib/session";

/**
 * `client`: one already holding data, as a prerendered page's (main.tsx) or the server's (entry-server.tsx).
 * `authDialog`: a sign-in dialog open from the first render (app/sign-in-first.ts).
 */
export function AppProviders({
  children,
  client,
  authDialog = null,
}: {
  children: ReactNode;
  client?: QueryClient;
  authDialog?: AuthDialog;
}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <AuthDialogsProvider initial={authDialog}>
          {children}
          <DeferredToaster />
        </AuthDialogsProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
