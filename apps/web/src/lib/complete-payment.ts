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
 * only informative and a failure is logged and ignored (an answer of null): the page reads what was paid for
 * (a booking, a package, a gift card) either way.
 */
export function completePaymentQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: ["payments", "complete", sessionId] as const,
    queryFn: async (): Promise<CompletePaymentResponse | null> => {
      try {
        return await completePayment(sessionId);
      } catch (error) {
        console.warn("Could not complete the payment session; going on without its answer.", error);
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

/**
 * How often a payment FPX's bank or GrabPay has not answered yet is asked about again: the answer comes at any
 * moment, and the page waits for it rather than have the customer pay twice.
 */
export const PENDING_REFRESH_MS = 10_000;

/**
 * A query's `refetchInterval` for a read that may say the payment awaits its answer (`pending`): read again
 * every PENDING_REFRESH_MS until it no longer does.
 */
export function refreshWhilePending<T>(pending: (data: T) => boolean) {
  return (query: { state: { data: T | undefined } }): number | false =>
    query.state.data !== undefined && pending(query.state.data) ? PENDING_REFRESH_MS : false;
}

const awaitingAnswer = (answer: CompletePaymentResponse | null) => answer?.status === "pending";

/**
 * The checkout `sessionId` names, completed (null: none to complete). `untilAnswered`: asked again while the
 * bank or the wallet has not answered, for a purchase's confirmation, whose completion is all it reads (the
 * booking's reads its booking again instead: get-confirmation-booking.ts).
 */
export function useCompletePayment(sessionId: string | null, { untilAnswered = false } = {}) {
  return useQuery({
    ...completePaymentQueryOptions(sessionId ?? ""),
    enabled: sessionId !== null,
    refetchInterval: untilAnswered ? refreshWhilePending(awaitingAnswer) : false,
  });
}
