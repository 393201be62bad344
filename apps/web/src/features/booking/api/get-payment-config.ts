import type { PaymentConfig } from "@ivdrips/contract/payments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/payments/config: which payment methods are on (crypto may be off). */
export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return apiFetch<PaymentConfig>("/payments/config", signal ? { signal } : {});
}

export const paymentConfigQueryOptions = queryOptions({
  queryKey: ["payments", "config"],
  queryFn: ({ signal }) => getPaymentConfig(signal),
  staleTime: 5 * 60 * 1000,
});

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions);
}
