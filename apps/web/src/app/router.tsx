import { lazy, Suspense, type ComponentType } from "react";
import { matchPath, Route, Switch, useLocation } from "../lib/router";
import { withCatalogue } from "../lib/i18n/language-store";
import { SiteLayout } from "./layout/site-layout";
import { HomePage } from "./routes/home";
import { RouteErrorBoundary } from "./routes/route-error";

/*
 * Routes are wouter's (lib/router.tsx): a <Switch> renders the first that matches, so the catch-all goes last;
 * `/` has a budget (e2e/budget.spec.ts). The home page ships with the app (one file instead of a dozen small ones, and
 * no wait before it paints); every other page is its own chunk, and also waits for the texts beyond the
 * first-paint ones (withCatalogue).
 */

/** Any other page: its chunk, and the texts beyond the first-paint ones, fetched once whoever asks first. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const get = once(withCatalogue(() => load().then((module) => ({ default: pick(module) }))));
  return { Page: lazy(get), preload: get };
}

/**
 * A page module whose first render waits for what it asked for as it loaded (`pageReady`: the service page's
 * booking card, the session of /account and /clinic), so that render is the page, not a placeholder.
 */
const whenReady = <M extends { pageReady(): Promise<unknown> }>(module: M) =>
  module.pageReady().then(() => module);

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/**
 * The operations console (/admin/*): its own frame, session and texts (lib/i18n/admin-texts.ts), none of it
 * in a customer's download.
 */
const ADMIN = page(
  () =>
    Promise.all([
      import("./admin/admin-console"),
      import("../lib/i18n/admin-texts").then((texts) => texts.loadAdminTexts()),
    ]).then(([module]) => module),
  (m) => m.AdminConsole,
);

/**
 * SPEC §2's routes after `/`, in the order they are matched (the catch-all last). `true` marks a page in a
 * frame of its own instead of the site's (no customer header, footer or chat button): the console, /admin
 * and every address below it, and the clinic's desk.
 */
const PAGES: [path: string, page: ReturnType<typeof page>, ownFrame?: true][] = [
  ["admin/*?", ADMIN, true],
  [
    "services",
    page(
      () => import("./routes/services"),
      (m) => m.ServicesPage,
    ),
  ],
  [
    // With the booking card, which is in the page's prerendered HTML (pageReady).
    "service/:id",
    page(
      () => import("./routes/service-detail").then(whenReady),
      (m) => m.ServiceDetailPage,
    ),
  ],
  [
    "supplier/:id",
    page(
      () => import("./routes/supplier"),
      (m) => m.SupplierPage,
    ),
  ],
  [
    "become-partner",
    page(
      () => import("./routes/become-partner"),
      (m) => m.BecomePartnerPage,
    ),
  ],
  [
    "support",
    page(
      () => import("./routes/support"),
      (m) => m.SupportPage,
    ),
  ],
  [
    "privacy-policy",
    page(
      () => import("./routes/privacy-policy"),
      (m) => m.PrivacyPolicyPage,
    ),
  ],
  [
    "terms-conditions",
    page(
      () => import("./routes/terms-conditions"),
      (m) => m.TermsConditionsPage,
    ),
  ],
  [
    "refund-policy",
    page(
      () => import("./routes/refund-policy"),
      (m) => m.RefundPolicyPage,
    ),
  ],
  [
    "contact",
    page(
      () => import("./routes/contact"),
      (m) => m.ContactPage,
    ),
  ],
  [
    // Giving a gift card and its payment's confirmation: one chunk (its own small router).
    "gift-cards/*?",
    page(
      () => import("./routes/gift-cards"),
      (m) => m.GiftCardsPages,
    ),
  ],
  [
    "booking-confirmation",
    page(
      () => import("./routes/booking-confirmation"),
      (m) => m.BookingConfirmationPage,
    ),
  ],
  [
    // The packages on sale and a purchase's confirmation: one chunk (its own small router).
    "packages/*?",
    page(
      () => import("./routes/packages"),
      (m) => m.PackagesPages,
    ),
  ],
  [
    "clinic",
    page(
      () => import("./routes/clinic").then(whenReady),
      (m) => m.ClinicPage,
    ),
    true,
  ],
  [
    "account",
    page(
      () => import("./routes/account").then(whenReady),
      (m) => m.AccountPage,
    ),
  ],
  [
    "reset-password",
    page(
      () => import("./routes/reset-password"),
      (m) => m.ResetPasswordPage,
    ),
  ],
  [
    "*",
    page(
      () => import("./routes/not-found"),
      (m) => m.NotFoundPage,
    ),
  ],
];

/**
 * Starts loading the page at an address, for main.tsx to await before the first render: a page already
 * loaded renders straight away, rather than behind the loading fallback and then (React spaces reveals
 * 300 ms apart) a moment later. A failed load is left to the page's error boundary when it renders.
 */
export function preloadPage(pathname: string): Promise<unknown> | undefined {
  if (matchPath("/", pathname)) return undefined; // the home page ships with the app
  return PAGES.find(([path]) => matchPath(`/${path}`, pathname))?.[1]
    .preload()
    .catch(() => undefined);
}

const routeOf = ([path, { Page }]: (typeof PAGES)[number]) => (
  <Route key={path} path={`/${path}`}>
    <Page />
  </Route>
);

/** SPEC §2's route table. */
export function AppRoutes() {
  const location = useLocation();
  return (
    // An error in any page replaces the whole screen; moving to another address clears it.
    <RouteErrorBoundary resetKey={location.pathname}>
      {/* While the first page's chunk loads: an empty page the height of the screen (no jump, no warning).
          Later moves are transitions: the old page stays until the next one is ready. */}
      <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
        <Switch>
          {PAGES.filter(([, , ownFrame]) => ownFrame).map(routeOf)}
          <Route>
            <SiteLayout>
              {/* Pages in their own frame matched above, so only the others are ever reached here. */}
              <Switch>
                <Route path="/">
                  <HomePage />
                </Route>
                {PAGES.map(routeOf)}
              </Switch>
            </SiteLayout>
          </Route>
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
