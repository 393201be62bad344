import type { PaymentConfig } from "@ivdrips/contract/payments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-client";

/** GET /api/payments/config: the methods on offer and what a wallet needs (shared by booking and crypto). */
export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return apiFetch<PaymentConfig>("/payments/config", signal ? { signal } : {});
}

export const paymentConfigQueryOptions = queryOptions({
  queryKey: ["payments", "config"],
  queryFn: ({ signal }) => getPaymentConfig(signal),
  staleTime: 5 * 60 * 1000,
});

/**
 * `fresh`: read it again on mount (the crypto modal: the rate and the wallet may change with a deploy);
 * otherwise the booking form's cached copy is good for five minutes.
 */
export function usePaymentConfig({
  enabled = true,
  fresh = false,
}: { enabled?: boolean; fresh?: boolean } = {}) {
  return useQuery({ ...paymentConfigQueryOptions, enabled, ...(fresh ? { staleTime: 0 } : {}) });
}
