import { GiftCardConfirmation } from "../../features/gift-cards/components/gift-card-confirmation";
import { GiveGiftCard } from "../../features/gift-cards/components/give-gift-card";
import { useT } from "../../lib/i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { Route, Switch, useSearchParams } from "../../lib/router";
import { NotFoundPage } from "./not-found";

/**
 * /gift-cards and /gift-cards/confirmation (issue 39): one chunk behind one entry of the app's route table,
 * which ships with `/` (each entry costs it bytes).
 */
export function GiftCardsPages() {
  return (
    <Switch>
      <Route path="/gift-cards">
        <GiftCardsPage />
      </Route>
      <Route path="/gift-cards/confirmation">
        <GiftCardConfirmationPage />
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

/** /gift-cards: give someone an IV drip, and check what is left on a card. */
export function GiftCardsPage() {
  const t = useT();
  const text = t.giftCards.page;
  usePageMeta(text.title, text.description);
  return (
    <main>
      <div className="from-primary-soft to-background bg-gradient-to-b">
        <div className="mx-auto max-w-6xl px-4 pt-14 pb-10 sm:px-6 sm:pt-20 lg:px-8">
          <p className="text-primary text-sm font-semibold tracking-wider uppercase">{text.eyebrow}</p>
          <h1 className="font-display text-foreground mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">
            {text.heading}
          </h1>
          <p className="text-muted-foreground mt-4 max-w-2xl text-lg leading-relaxed">{text.intro}</p>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6 lg:px-8">
        <GiveGiftCard />
      </div>
    </main>
  );
}

/** /gift-cards/confirmation?session_id=…: where a gift card's checkout comes back once paid. */
export function GiftCardConfirmationPage() {
  const t = useT();
  usePageMeta(t.giftCards.confirmation.pageTitle, t.giftCards.confirmation.pageDescription);
  const [search] = useSearchParams();
  const sessionId = search.get("session_id")?.trim() || null;
  return (
    <main className="w-full px-4 py-10 sm:px-6 sm:py-14">
      <GiftCardConfirmation sessionId={sessionId} />
    </main>
  );
}
