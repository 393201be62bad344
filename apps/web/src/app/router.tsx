import { lazy, Suspense, type ComponentType } from "react";
import { Route, Routes, useLocation } from "react-router";
import { withCatalogue } from "../lib/i18n/language-store";
import { SiteLayout } from "./layout/site-layout";
import { HomePage } from "./routes/home";
import { RouteErrorBoundary } from "./routes/route-error";

/*
 * The declarative router: the data router (createBrowserRouter) weighs about 19 kB gzip more, and `/` has a
 * budget (e2e/budget.spec.ts). The home page ships with the app (one file instead of a dozen small ones, and
 * no wait before it paints); every other page is its own chunk, and also waits for the texts beyond the
 * first-paint ones (withCatalogue).
 */

/** Any other page: its chunk, and the texts beyond the first-paint ones. */
const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(withCatalogue(() => load().then((module) => ({ default: pick(module) }))));

const ServicesPage = page(
  () => import("./routes/services"),
  (m) => m.ServicesPage,
);
const ServiceDetailPage = page(
  () => import("./routes/service-detail"),
  (m) => m.ServiceDetailPage,
);
const SupplierPage = page(
  () => import("./routes/supplier"),
  (m) => m.SupplierPage,
);
const BecomePartnerPage = page(
  () => import("./routes/become-partner"),
  (m) => m.BecomePartnerPage,
);
const SupportPage = page(
  () => import("./routes/support"),
  (m) => m.SupportPage,
);
const PrivacyPolicyPage = page(
  () => import("./routes/privacy-policy"),
  (m) => m.PrivacyPolicyPage,
);
const TermsConditionsPage = page(
  () => import("./routes/terms-conditions"),
  (m) => m.TermsConditionsPage,
);
const RefundPolicyPage = page(
  () => import("./routes/refund-policy"),
  (m) => m.RefundPolicyPage,
);
const ContactPage = page(
  () => import("./routes/contact"),
  (m) => m.ContactPage,
);
const BookingConfirmationPage = page(
  () => import("./routes/booking-confirmation"),
  (m) => m.BookingConfirmationPage,
);
const ClinicPage = page(
  () => import("./routes/clinic"),
  (m) => m.ClinicPage,
);
const AccountPage = page(
  () => import("./routes/account"),
  (m) => m.AccountPage,
);
const NotFoundPage = page(
  () => import("./routes/not-found"),
  (m) => m.NotFoundPage,
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
        <Routes>
          <Route element={<SiteLayout />}>
            <Route index element={<HomePage />} />
            <Route path="services" element={<ServicesPage />} />
            <Route path="service/:id" element={<ServiceDetailPage />} />
            <Route path="supplier/:id" element={<SupplierPage />} />
            <Route path="become-partner" element={<BecomePartnerPage />} />
            <Route path="support" element={<SupportPage />} />
            <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
            <Route path="terms-conditions" element={<TermsConditionsPage />} />
            <Route path="refund-policy" element={<RefundPolicyPage />} />
            <Route path="contact" element={<ContactPage />} />
            <Route path="booking-confirmation" element={<BookingConfirmationPage />} />
            <Route path="clinic" element={<ClinicPage />} />
            <Route path="account" element={<AccountPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
