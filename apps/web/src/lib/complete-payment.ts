import type { z } from "zod";
import type { CompletePaymentResponseSchema } from "@ivdrips/contract/payments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-client";

export type CompletePaymentResponse = z.infer<typeof CompletePaymentResponseSchema>;

/** POST /api/payments/complete-payment {sessionId}: settles a card checkout the browser came back from. */
export function completePayment(sessionId: string): Promise<CompletePaymentResponse> {
  return apiFetch<CompletePaymentResponse>("/payments/complete-payment", {
    method: "POST",
    auth: "customer",
    body: { sessionId },
  });
}

/**
 * Sent once per session id (a query, so re-renders and StrictMode do not repeat it). SPEC §7: the answer is
 * only informative and a failure is logged and ignored: the booking is loaded either way.
 */
export function completePaymentQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: ["payments", "complete", sessionId] as const,
    queryFn: async (): Promise<CompletePaymentResponse | null> => {
      try {
        return await completePayment(sessionId);
      } catch (error) {
        console.warn("Could not complete the payment session; loading the booking anyway.", error);
        return null;
      }
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useCompletePayment(sessionId: string | null) {
  return useQuery({ ...completePaymentQueryOptions(sessionId ?? ""), enabled: sessionId !== null });
}
