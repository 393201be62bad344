import type { DripPackage } from "@ivdrips/contract/drip-packages";
import type { PaymentMethod } from "@ivdrips/contract/payment-methods";
import type { PackagePurchaseRequest, PackagePurchaseResponse } from "@ivdrips/contract/payments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { accountCreditsKey } from "../../../lib/account-credits";
import { apiFetch } from "../../../lib/api-client";
import { redirectTo } from "../../../lib/redirect";
import { useNavigate } from "../../../lib/router";
import { packagesKey } from "./get-packages";

export interface PurchaseInput {
  pkg: Pick<DripPackage, "id" | "price">;
  /** `usdt`: no checkout; the purchase waits to be paid in USDT/USDC (the caller's crypto payment). */
  paymentMethod: PaymentMethod;
  /** A gift card's code (normalised): it pays up to all of the price, the checkout the rest. */
  giftCardCode?: string | undefined;
}

/**
 * POST /api/packages/{id}/purchase: a hosted checkout for the package at the price the customer was shown (the
 * server checks it against the package's), less what a gift card pays. Paid, the checkout comes back to
 * /packages/confirmation; a gift card that pays it all opens no checkout (`url` null).
 */
export function purchasePackage({
  pkg,
  paymentMethod,
  giftCardCode,
}: PurchaseInput): Promise<PackagePurchaseResponse> {
  const body: PackagePurchaseRequest = {
    amount: pkg.price,
    currency: "MYR",
    paymentMethod,
    ...(giftCardCode ? { giftCardCode } : {}),
  };
  return apiFetch<PackagePurchaseResponse>(`/packages/${encodeURIComponent(pkg.id)}/purchase`, {
    method: "POST",
    auth: "customer",
    body,
  });
}

/** Where a purchase paid in full by a gift card is confirmed: by its id, there being no checkout session. */
export const paidPurchasePath = (purchaseId: string) =>
  `/packages/confirmation?purchase_id=${encodeURIComponent(purchaseId)}`;

/**
 * Buy: sends the browser to the checkout, or, paid in full by a gift card, straight to the confirmation (the
 * credits read afresh there). A refusal (the package went off sale, its price changed) reads the packages
 * again, so the page shows them as they now are.
 */
export function usePurchasePackage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: purchasePackage,
    onSuccess: async ({ url, purchaseId, amountDue }) => {
      if (url !== null) return redirectTo(url);
      // Opened for USDT/USDC: nothing paid yet, the caller's crypto payment follows.
      if (amountDue > 0) return;
      await queryClient.invalidateQueries({ queryKey: accountCreditsKey });
      return navigate(paidPurchasePath(purchaseId));
    },
    onError: () => queryClient.invalidateQueries({ queryKey: packagesKey }),
  });
}
