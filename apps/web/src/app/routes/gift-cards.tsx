import { PURCHASE_RETURN_PATHS } from "@ivdrips/contract/checkout-return";
import { GiftCardConfirmation } from "../../features/gift-cards/components/gift-card-confirmation";
import { GiveGiftCard } from "../../features/gift-cards/components/give-gift-card";
import { useT } from "../../lib/i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { HeroPage } from "../layout/hero-page";
import { CheckoutReturnPage, PurchasePages } from "./purchase-pages";

/** /gift-cards and /gift-cards/confirmation (issue 39). */
export function GiftCardsPages() {
  return (
    <PurchasePages
      paths={PURCHASE_RETURN_PATHS.gift_card}
      page={<GiftCardsPage />}
      confirmation={<GiftCardConfirmationPage />}
    />
  );
}

/** /gift-cards: give someone an IV drip, and check what is left on a card. */
export function GiftCardsPage() {
  const text = useT().giftCards.page;
  usePageMeta(text.title, text.description);
  return (
    <HeroPage eyebrow={text.eyebrow} heading={text.heading} intro={text.intro}>
      <GiveGiftCard />
    </HeroPage>
  );
}

/** /gift-cards/confirmation?session_id=…: where a gift card's checkout comes back once paid. */
export function GiftCardConfirmationPage() {
  const text = useT().giftCards.confirmation;
  return (
    <CheckoutReturnPage title={text.pageTitle} description={text.pageDescription}>
      {(sessionId) => <GiftCardConfirmation sessionId={sessionId} />}
    </CheckoutReturnPage>
  );
}
