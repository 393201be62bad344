import type { ReactNode } from "react";
import { say } from "../../lib/stand-ins/lingui";
import { COUNTRIES } from "@ivdrips/contract/countries";
import { Link } from "../../lib/router";
import { cityNames, countryName } from "../../features/location/countries";
import { useT } from "../../lib/i18n/use-t";
import { Logo } from "./logo";

const QUICK_LINKS = [
  { to: "/services", label: "ivTherapyServices" },
  { to: "/packages", label: "dripPackages" },
  { to: "/gift-cards", label: "giftCards" },
  { to: "/become-partner", label: "becomePartner" },
  { to: "/support", label: "support" },
  { to: "/contact", label: "contact" },
] as const;
const LEGAL_LINKS = [
  { to: "/privacy-policy", label: "privacyPolicy" },
  { to: "/terms-conditions", label: "termsConditions" },
  { to: "/refund-policy", label: "refundPolicy" },
] as const;

/** SPEC §2 "Footer", and `children` (the floating chat button) inside its landmark. */
export function Footer({ children }: { children?: ReactNode }) {
  const t = useT();
  // Brands keep their names in every language.
  const paymentMethods = [
    t.layout.footer.cryptoOnBase,
    t.layout.footer.cards,
    "Apple Pay",
    "Google Pay",
    "FPX",
    "GrabPay",
  ];
  return (
    <footer className="border-border bg-muted/60 mt-16 border-t">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid content-start gap-3">
          <Logo />
          <p className="text-muted-foreground text-sm">{t.layout.footer.tagline}</p>
          <ul className="grid gap-1 text-sm" aria-label={t.layout.footer.whereWeAre}>
            {COUNTRIES.map((country) => (
              <li key={country.name} className="flex items-center gap-2">
                <span
                  className={
                    country.status === "active"
                      ? "bg-success size-2 rounded-full"
                      : "bg-input size-2 rounded-full"
                  }
                  aria-hidden
                />
                {country.status === "active"
                  ? say("layout.footer.availableNow", {
                      country: countryName(t, country.name),
                      cities: cityNames(t, country),
                    })
                  : say("layout.footer.comingSoon", { country: countryName(t, country.name) })}
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t.layout.footer.quickLinks} className="grid content-start gap-2 text-sm">
          <h2 className="text-foreground font-semibold">{t.layout.footer.quickLinks}</h2>
          {QUICK_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="text-muted-foreground hover:text-foreground w-fit">
              {t.layout.footer[link.label]}
            </Link>
          ))}
        </nav>
        <nav aria-label={t.layout.footer.legal} className="grid content-start gap-2 text-sm">
          <h2 className="text-foreground font-semibold">{t.layout.footer.legal}</h2>
          {LEGAL_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="text-muted-foreground hover:text-foreground w-fit">
              {t.legal.policies[link.label]}
            </Link>
          ))}
        </nav>
        <div className="grid content-start gap-2 text-sm">
          <h2 className="text-foreground font-semibold">{t.layout.footer.paymentMethods}</h2>
          <ul className="text-muted-foreground grid gap-1">
            {paymentMethods.map((method) => (
              <li key={method}>{method}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-border text-muted-foreground border-t px-4 py-6 text-center text-sm">
        {t.layout.footer.copyright}
      </p>
      {children}
    </footer>
  );
}
