import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { DeferredToaster } from "../components/ui/deferred-toaster";
import { createQueryClient } from "../lib/query-client";
import { AuthDialogsProvider, SessionProvider } from "../lib/session";

/** `client`: one already holding data, as a prerendered page's (main.tsx) or the server's (entry-server.tsx). */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <AuthDialogsProvider>
          {children}
          <DeferredToaster />
        </AuthDialogsProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
