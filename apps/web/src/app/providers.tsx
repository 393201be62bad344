import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "../components/ui/toaster";
import { TooltipProvider } from "../components/ui/tooltip";
import { createQueryClient } from "../lib/query-client";
import { AuthDialogsProvider, SessionProvider } from "../lib/session";

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <AuthDialogsProvider>
          {/* SPEC §9: tooltips open after 700 ms, and 300 ms once one has been shown. */}
          <TooltipProvider delayDuration={700} skipDelayDuration={300}>
            {children}
            <Toaster />
          </TooltipProvider>
        </AuthDialogsProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
