import { createBrowserRouter } from "react-router";
import { SiteLayout } from "./layout/site-layout";
import { RouteError } from "./routes/route-error";

/** SPEC §2's route table. Every page is its own chunk, so `/` loads only what it shows. */
export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    // While the first page's chunk loads: an empty page the height of the screen (no jump, no warning).
    hydrateFallbackElement: <div className="min-h-screen" aria-busy="true" />,
    children: [
      { index: true, lazy: () => import("./routes/home").then((m) => ({ Component: m.HomePage })) },
      {
        path: "services",
        lazy: () => import("./routes/services").then((m) => ({ Component: m.ServicesPage })),
      },
      {
        path: "service/:id",
        lazy: () => import("./routes/service-detail").then((m) => ({ Component: m.ServiceDetailPage })),
      },
      {
        path: "supplier/:id",
        lazy: () => import("./routes/supplier").then((m) => ({ Component: m.SupplierPage })),
      },
      {
        path: "become-partner",
        lazy: () => import("./routes/become-partner").then((m) => ({ Component: m.BecomePartnerPage })),
      },
      { path: "support", lazy: () => import("./routes/support").then((m) => ({ Component: m.SupportPage })) },
      {
        path: "privacy-policy",
        lazy: () => import("./routes/privacy-policy").then((m) => ({ Component: m.PrivacyPolicyPage })),
      },
      {
        path: "terms-conditions",
        lazy: () => import("./routes/terms-conditions").then((m) => ({ Component: m.TermsConditionsPage })),
      },
      {
        path: "refund-policy",
        lazy: () => import("./routes/refund-policy").then((m) => ({ Component: m.RefundPolicyPage })),
      },
      { path: "contact", lazy: () => import("./routes/contact").then((m) => ({ Component: m.ContactPage })) },
      {
        path: "booking-confirmation",
        lazy: () =>
          import("./routes/booking-confirmation").then((m) => ({ Component: m.BookingConfirmationPage })),
      },
      { path: "clinic", lazy: () => import("./routes/clinic").then((m) => ({ Component: m.ClinicPage })) },
      { path: "account", lazy: () => import("./routes/account").then((m) => ({ Component: m.AccountPage })) },
      { path: "*", lazy: () => import("./routes/not-found").then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
]);
