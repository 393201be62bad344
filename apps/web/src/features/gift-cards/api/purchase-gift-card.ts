import type { GiftCardPurchaseRequest } from "@ivdrips/contract/gift-cards";
import type { PurchaseCheckoutResponseSchema } from "@ivdrips/contract/payments";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api-client";
import { redirectTo } from "../../../lib/redirect";

export type GiftCardCheckout = z.infer<typeof PurchaseCheckoutResponseSchema>;

/**
 * POST /api/gift-cards: a hosted checkout for a gift card. Paid, the checkout comes back to
 * /gift-cards/confirmation?session_id=…; given up, to /gift-cards.
 */
export function purchaseGiftCard(request: GiftCardPurchaseRequest): Promise<GiftCardCheckout> {
  return apiFetch<GiftCardCheckout>("/gift-cards", { method: "POST", auth: "customer", body: request });
}

/** Pay: sends the browser to the checkout; a refusal stays with the caller, who shows it. */
export function usePurchaseGiftCard() {
  return useMutation({
    mutationFn: purchaseGiftCard,
    onSuccess: ({ url }) => redirectTo(url),
  });
}
