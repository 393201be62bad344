import type { PaymentConfig } from "@ivdrips/contract/payments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/payments/config: whether crypto is on, the receiving wallet, the rate and the tokens. */
export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return apiFetch<PaymentConfig>("/payments/config", signal ? { signal } : {});
}

export const paymentConfigQueryOptions = queryOptions({
  queryKey: ["payments", "config"],
  queryFn: ({ signal }) => getPaymentConfig(signal),
  // The rate and the wallet may change with a deploy: read them afresh whenever the modal opens.
  staleTime: 0,
});

export function usePaymentConfig(enabled: boolean) {
  return useQuery({ ...paymentConfigQueryOptions, enabled });
}
