import { PURCHASE_RETURN_PATHS } from "@ivdrips/contract/checkout-return";
import { PackageConfirmation } from "../../features/packages/components/package-confirmation";
import { PackagesOnSale } from "../../features/packages/components/packages-on-sale";
import { useT } from "../../lib/i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { HeroPage } from "../layout/hero-page";
import { CheckoutReturnPage, PurchasePages } from "./purchase-pages";

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

/** /packages: the drip packages on sale (issue 39), for anyone past the invite gate; buying needs an account. */
export function PackagesPage() {
  const text = useT().packages.page;
  usePageMeta(text.title, text.description);
  return (
    <HeroPage eyebrow={text.eyebrow} heading={text.title} intro={text.intro}>
      <PackagesOnSale />
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
