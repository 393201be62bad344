import { PURCHASE_RETURN_PATHS } from "@ivdrips/contract/checkout-return";
import { lazy, Suspense, useState } from "react";
import { paidPurchasePath } from "../../features/packages/api/purchase-package";
import type { CryptoPurchase } from "../../features/packages/components/buy-package-dialog";
import { PackageConfirmation } from "../../features/packages/components/package-confirmation";
import { PackagesOnSale } from "../../features/packages/components/packages-on-sale";
import { useT } from "../../lib/i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { HeroPage } from "../layout/hero-page";
import { CheckoutReturnPage, PurchasePages } from "./purchase-pages";

// The crypto modal (and the wallet library behind it) loads only when a customer pays with USDT/USDC.
const CryptoPaymentModal = lazy(() =>
  import("../../features/crypto-payment/components/crypto-payment-modal").then((module) => ({
    default: module.CryptoPaymentModal,
  })),
);

/** /packages and /packages/confirmation (issue 39). */
export function PackagesPages() {
  return (
    <PurchasePages
      paths={PURCHASE_RETURN_PATHS.package}
      page={<PackagesPage />}
      confirmation={<PackageConfirmationPage />}
    />
  );
}

/**
 * /packages: the drip packages on sale (issue 39), for anyone past the invite gate; buying needs an account. A
 * package bought in USDT/USDC is paid here, in the crypto payment, then confirmed by its purchase id.
 */
export function PackagesPage() {
  const text = useT().packages.page;
  usePageMeta(text.title, text.description);
  const [cryptoPurchase, setCryptoPurchase] = useState<CryptoPurchase | null>(null);
  const [cryptoOpen, setCryptoOpen] = useState(false);
  return (
    <HeroPage eyebrow={text.eyebrow} heading={text.title} intro={text.intro}>
      <PackagesOnSale
        onCryptoCheckout={(purchase) => {
          setCryptoPurchase(purchase);
          setCryptoOpen(true);
        }}
      />
      {cryptoPurchase ? (
        <Suspense fallback={null}>
          <CryptoPaymentModal
            key={cryptoPurchase.purchaseId}
            open={cryptoOpen}
            onOpenChange={setCryptoOpen}
            purchase={{ ...cryptoPurchase, confirmationPath: paidPurchasePath(cryptoPurchase.purchaseId) }}
          />
        </Suspense>
      ) : null}
    </HeroPage>
  );
}

/**
 * /packages/confirmation?session_id=…: where a package's checkout comes back once paid; `?purchase_id=…`: a
 * package a gift card paid in full, with no checkout.
 */
export function PackageConfirmationPage() {
  const text = useT().packages.confirmation;
  return (
    <CheckoutReturnPage title={text.pageTitle} description={text.pageDescription}>
      {(sessionId, search) => (
        <PackageConfirmation sessionId={sessionId} purchaseId={search.get("purchase_id")?.trim() || null} />
      )}
    </CheckoutReturnPage>
  );
}
