import { lazy, Suspense, type ReactNode } from "react";
import { InviteGate } from "../../features/invite-gate/components/invite-gate";
import { NotifyMe } from "../../features/location/components/notify-me";
import { LocationProvider } from "../../features/location/location-context";
import { withCatalogue } from "../../lib/i18n/language-store";
import { useT } from "../../lib/i18n/use-t";
import { usePublicConfig } from "../../lib/public-config";
import { useAuthDialogs } from "../../lib/session";
import { Footer } from "./footer";
import { Header } from "./header";
import { ScrollRestoration } from "./scroll-restoration";
import { WhatsAppButton } from "./whatsapp-button";

// The sign-in and sign-up dialogs (and their form library) load only when someone opens one.
const AuthDialogs = lazy(
  withCatalogue(() =>
    import("../../features/auth/components/auth-dialogs").then((module) => ({ default: module.AuthDialogs })),
  ),
);

/** Header, the page, footer, the floating WhatsApp button, and the invite gate over everything. */
export function SiteLayout({ children }: { children?: ReactNode }) {
  const config = usePublicConfig();
  const { open } = useAuthDialogs();
  const t = useT();
  return (
    <LocationProvider>
      <a
        href="#main"
        className="focus:bg-primary focus:text-primary-foreground sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:px-4 focus:py-2"
      >
        {t.layout.skipToContent}
      </a>
      <Header whatsappNumber={config.data?.whatsappNumber} />
      <div id="main" className="min-h-[60vh]">
        {children}
      </div>
      <Footer>
        <WhatsAppButton number={config.data?.whatsappNumber} />
      </Footer>
      <NotifyMe />
      {open ? (
        <Suspense fallback={null}>
          <AuthDialogs />
        </Suspense>
      ) : null}
      <InviteGate />
      <ScrollRestoration />
    </LocationProvider>
  );
}
