import { PackagesOnSale } from "../../features/packages/components/packages-on-sale";
import { useT } from "../../lib/i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { Route, Switch } from "../../lib/router";
import { NotFoundPage } from "./not-found";
import { PackageConfirmationPage } from "./package-confirmation";

/**
 * /packages and /packages/confirmation (issue 39), one chunk with one entry in the app's route table: `/`
 * carries the table, and every entry costs it bytes.
 */
export function PackagesPages() {
  return (
    <Switch>
      <Route path="/packages">
        <PackagesPage />
      </Route>
      <Route path="/packages/confirmation">
        <PackageConfirmationPage />
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

/** /packages: the drip packages on sale (issue 39), for anyone past the invite gate; buying needs an account. */
export function PackagesPage() {
  const t = useT();
  const text = t.packages.page;
  usePageMeta(text.title, text.description);
  return (
    <main>
      <div className="from-primary-soft to-background bg-gradient-to-b">
        <div className="mx-auto max-w-6xl px-4 pt-14 pb-10 sm:px-6 sm:pt-20 lg:px-8">
          <p className="text-primary text-sm font-semibold tracking-wider uppercase">{text.eyebrow}</p>
          <h1 className="font-display text-foreground mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">
            {text.title}
          </h1>
          <p className="text-muted-foreground mt-4 max-w-2xl text-lg leading-relaxed">{text.intro}</p>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6 lg:px-8">
        <PackagesOnSale />
      </div>
    </main>
  );
}
