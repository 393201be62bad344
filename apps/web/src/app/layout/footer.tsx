import { Link } from "react-router";
import { COUNTRIES } from "../../features/location/countries";
import { Logo } from "./logo";

const QUICK_LINKS = [
  { to: "/services", label: "IV Therapy Services" },
  { to: "/become-partner", label: "Become a Partner" },
  { to: "/support", label: "Support" },
  { to: "/contact", label: "Contact" },
];
const LEGAL_LINKS = [
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-conditions", label: "Terms & Conditions" },
  { to: "/refund-policy", label: "Refund Policy" },
];
const PAYMENT_METHODS = ["USDT / USDC on Base", "Debit & credit cards", "Apple Pay", "Google Pay"];

/** SPEC §2 "Footer". */
export function Footer() {
  return (
    <footer className="border-border bg-muted/60 mt-16 border-t">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid content-start gap-3">
          <Logo />
          <p className="text-muted-foreground text-sm">
            Premium IV drip therapy delivered to your home, hotel, yacht or private jet.
          </p>
          <ul className="grid gap-1 text-sm" aria-label="Where we are">
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
                  ? `${country.name} (${country.cities.join(", ")}) — available now`
                  : `${country.name} — coming soon`}
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Quick links" className="grid content-start gap-2 text-sm">
          <h2 className="text-foreground font-semibold">Quick links</h2>
          {QUICK_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="text-muted-foreground hover:text-foreground w-fit">
              {link.label}
            </Link>
          ))}
        </nav>
        <nav aria-label="Legal" className="grid content-start gap-2 text-sm">
          <h2 className="text-foreground font-semibold">Legal</h2>
          {LEGAL_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="text-muted-foreground hover:text-foreground w-fit">
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="grid content-start gap-2 text-sm">
          <h2 className="text-foreground font-semibold">Payment methods</h2>
          <ul className="text-muted-foreground grid gap-1">
            {PAYMENT_METHODS.map((method) => (
              <li key={method}>{method}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-border text-muted-foreground border-t px-4 py-6 text-center text-sm">
        © 2025 IV Drips. All rights reserved.
      </p>
    </footer>
  );
}
