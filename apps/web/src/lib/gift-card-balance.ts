import type { GiftCardBalance } from "@ivdrips/contract/gift-cards";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-client";

/**
 * GET /api/gift-cards/{code}/balance: what is left on a card, for anyone with its code; 404 when no card has
 * it, 409 when it is void. Shared by the /gift-cards page's balance box and the booking card (a gift card
 * paying part of a booking, issue 39). Callers send the code normalised (the contract's schema), so one card
 * is one query however it was typed.
 */
export function getGiftCardBalance(code: string, signal?: AbortSignal): Promise<GiftCardBalance> {
  return apiFetch<GiftCardBalance>(
    `/gift-cards/${encodeURIComponent(code)}/balance`,
    signal ? { signal } : {},
  );
}

export const giftCardBalanceKey = ["gift-cards", "balance"] as const;

export function giftCardBalanceQueryOptions(code: string) {
  return queryOptions({
    queryKey: [...giftCardBalanceKey, code],
    queryFn: ({ signal }) => getGiftCardBalance(code, signal),
    // A balance changes as the card is spent: asked again each time; never retried (the lookup is rate-limited).
    staleTime: 0,
    retry: false,
  });
}

/** The balance of the card `code` names, once there is a code to check. */
export function useGiftCardBalance(code: string | null) {
  return useQuery({ ...giftCardBalanceQueryOptions(code ?? ""), enabled: code !== null });
}
