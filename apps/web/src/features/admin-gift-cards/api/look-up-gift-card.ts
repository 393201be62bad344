import type { AdminGiftCard } from "@ivdrips/contract/gift-cards";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_QUERY_ROOT } from "../../../lib/admin-query-key";
import { apiFetch } from "../../../lib/api-client";

/**
 * GET /api/admin/gift-cards?code=…: the card the code names, with its ledger oldest first; 404 when none
 * does. The server reads a code the same whatever its case, spaces and dashes; the page sends it normalised
 * (contract's normalizeGiftCardCode), so one card is one query however it was typed.
 */
export function lookUpGiftCard(code: string, signal?: AbortSignal): Promise<AdminGiftCard> {
  return apiFetch<AdminGiftCard>(`/admin/gift-cards?code=${encodeURIComponent(code)}`, {
    auth: "staff",
    ...(signal ? { signal } : {}),
  });
}

export const adminGiftCardsKey = [ADMIN_QUERY_ROOT, "gift-cards"] as const;

export function giftCardLookupQueryOptions(code: string) {
  return queryOptions({
    queryKey: [...adminGiftCardsKey, "by-code", code],
    queryFn: ({ signal }) => lookUpGiftCard(code, signal),
    staleTime: 0,
  });
}

/** The card looked up by `code`, once there is one to look up. */
export function useGiftCardLookup(code: string | null) {
  return useQuery({ ...giftCardLookupQueryOptions(code ?? ""), enabled: code !== null });
}
