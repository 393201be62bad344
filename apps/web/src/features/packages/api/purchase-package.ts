import type { DripPackage } from "@ivdrips/contract/drip-packages";
import type { CheckoutMethod } from "@ivdrips/contract/payment-methods";
import type { PurchaseCheckoutResponseSchema } from "@ivdrips/contract/payments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api-client";
import { redirectTo } from "../../../lib/redirect";
import { packagesKey } from "./get-packages";

export type PurchaseCheckout = z.infer<typeof PurchaseCheckoutResponseSchema>;

export interface PurchaseInput {
  pkg: Pick<DripPackage, "id" | "price">;
  paymentMethod: CheckoutMethod;
}

/**
 * POST /api/packages/{id}/purchase: a hosted checkout for the package at the price the customer was shown (the
 * server checks it against the package's). Paid, the checkout comes back to /packages/confirmation.
 */
export function purchasePackage({ pkg, paymentMethod }: PurchaseInput): Promise<PurchaseCheckout> {
  return apiFetch<PurchaseCheckout>(`/packages/${encodeURIComponent(pkg.id)}/purchase`, {
    method: "POST",
    auth: "customer",
    body: { amount: pkg.price, currency: "MYR", paymentMethod },
  });
}

/**
 * Buy: sends the browser to the checkout. A refusal (the package went off sale, its price changed) reads the
 * packages again, so the page shows them as they now are.
 */
export function usePurchasePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchasePackage,
    onSuccess: ({ url }) => redirectTo(url),
    onError: () => queryClient.invalidateQueries({ queryKey: packagesKey }),
  });
}
