/**
 * Each lazily loaded page's address (as src/app/router.tsx matches it) and its module. The build turns this
 * into dist/page-preloads.json (vite.config.ts), and the server lists a page's code in the HTML it answers
 * that address with, so the browser fetches it alongside the app instead of after it. `/` ships with the app.
 * router.test.ts keeps this table and the router in step.
 */
export const PAGE_MODULES = {
  "/services": "src/app/routes/services.tsx",
  "/service/:id": "src/app/routes/service-detail.tsx",
  "/supplier/:id": "src/app/routes/supplier.tsx",
  "/become-partner": "src/app/routes/become-partner.tsx",
  "/support": "src/app/routes/support.tsx",
  "/privacy-policy": "src/app/routes/privacy-policy.tsx",
  "/terms-conditions": "src/app/routes/terms-conditions.tsx",
  "/refund-policy": "src/app/routes/refund-policy.tsx",
  "/contact": "src/app/routes/contact.tsx",
  "/gift-cards/*?": "src/app/routes/gift-cards.tsx",
  "/booking-confirmation": "src/app/routes/booking-confirmation.tsx",
  "/packages/*?": "src/app/routes/packages.tsx",
  "/clinic": "src/app/routes/clinic.tsx",
  "/account": "src/app/routes/account.tsx",
  "/reset-password": "src/app/routes/reset-password.tsx",
} as const;

/**
 * The pages anyone who has passed the invite gate sees alike, which the server prerenders (entry-server.tsx
 * hands it this list): the catalogue, the suppliers, support and the fixed pages. Pages about one person
 * (account, clinic, a booking's confirmation) and unknown addresses are left to the browser.
 */
export const PRERENDERED_PAGES: readonly ("/" | keyof typeof PAGE_MODULES)[] = [
  "/",
  "/services",
  "/service/:id",
  "/supplier/:id",
  "/become-partner",
  "/support",
  "/privacy-policy",
  "/terms-conditions",
  "/refund-policy",
  "/contact",
];

/**
 * The pages about one signed-in person whose first data is asked for by their HTML's own script, while the app
 * downloads (signed-in.html, app/signed-in-reads.ts, decision 044): the server answers them with that HTML.
 */
export const SIGNED_IN_PAGES = [
  "/account",
  "/clinic",
] as const satisfies readonly (keyof typeof PAGE_MODULES)[];

/** The English texts beyond the first paint's, which every page above waits for (language-store.ts). */
export const ENGLISH_REST_MODULE = "src/locales/en/en-rest.ts";
