import type { GiftCardOrder } from "@ivdrips/contract/gift-cards";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/gift-cards/purchases/{purchaseId}: for whom, how much, and the KL day it is emailed (buyer only). */
export function getGiftCardOrder(purchaseId: string, signal?: AbortSignal): Promise<GiftCardOrder> {
  return apiFetch<GiftCardOrder>(`/gift-cards/purchases/${encodeURIComponent(purchaseId)}`, {
    auth: "customer",
    ...(signal ? { signal } : {}),
  });
}

export function giftCardOrderQueryOptions(purchaseId: string) {
  return queryOptions({
    queryKey: ["gift-cards", "purchases", purchaseId] as const,
    queryFn: ({ signal }) => getGiftCardOrder(purchaseId, signal),
    // What was ordered never changes.
    staleTime: Infinity,
  });
}

/** The order behind a checkout, once the payment's answer has named it (it does so to its buyer only). */
export function useGiftCardOrder(purchaseId: string | null) {
  return useQuery({ ...giftCardOrderQueryOptions(purchaseId ?? ""), enabled: purchaseId !== null });
}
