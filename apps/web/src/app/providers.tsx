import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { DeferredToaster } from "../components/ui/deferred-toaster";
import { createQueryClient } from "../lib/query-client";
import { AuthDialogsProvider, SessionProvider } from "../lib/session";

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
