import { BRAND_NAME } from "@ivdrips/contract/brand";
import { Droplet } from "lucide-react";
import type { ReactNode } from "react";
import { LanguageMenu } from "../../components/language-switcher";
import { InviteGate } from "../../features/invite-gate/components/invite-gate";
import { useT } from "../../lib/i18n/use-t";
import { Link } from "../../lib/router";

/**
 * The clinic's desk frame (issue 35): the brand, "Clinic Portal" and the language menu, and nothing of the
 * customer site (header, country pickers, footer, chat button). Loaded with /clinic only, never in the app's
 * entry. Clinics pass the invite gate like anyone: every /api call needs its pass.
 */
export function ClinicLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="bg-muted/30 min-h-screen">
      <a
        href="#main"
        className="focus:bg-primary focus:text-primary-foreground sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:px-4 focus:py-2"
      >
        {t.layout.skipToContent}
      </a>
      <header className="bg-background border-border sticky top-0 z-30 border-b">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <Link to="/clinic" className="flex min-w-0 items-center gap-2 rounded-md">
            <span className="bg-primary text-primary-foreground grid size-8 shrink-0 place-items-center rounded-full">
              <Droplet className="size-4" aria-hidden />
            </span>
            <span className="grid leading-tight">
              <span className="font-display text-base font-semibold">{BRAND_NAME}</span>
              <span className="text-muted-foreground text-xs">{t.clinic.meta.title}</span>
            </span>
          </Link>
          <div className="ml-auto">
            <LanguageMenu />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl px-4 py-5 sm:px-6 sm:py-8">
        {children}
      </main>
      <InviteGate />
    </div>
  );
}
