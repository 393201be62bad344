import { Droplet, LogOut, Menu, X } from "lucide-react";
import { Suspense, useState, type ReactNode } from "react";
import { Link, NavLink, useLocation } from "../../lib/router";
import { LanguageMenu } from "../../components/language-switcher";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useStaffSession } from "../../features/admin-session/staff-session";
import { BRAND_NAME } from "@ivdrips/contract/brand";
import { cn } from "../../lib/stand-ins/cn";
import { sayAdmin, useAdminT } from "../../lib/i18n/admin-texts";

const NAV = [
  ["", "dashboard"],
  ["bookings", "bookings"],
  ["clinics", "clinics"],
  ["visit-areas", "visitAreas"],
  ["catalogue", "catalogue"],
  ["packages", "packages"],
  ["gift-cards", "giftCards"],
  ["invites", "invites"],
  ["inbox", "inbox"],
  ["waitlist", "waitlist"],
  ["audit", "audit"],
  ["account", "account"],
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "block rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted",
    isActive ? "bg-primary-soft text-primary" : "text-foreground",
  );

/**
 * The console's own frame (no customer header or footer): the brand, the nav, who is signed in and Sign out.
 * On a phone the nav folds behind a menu button; from `lg` it is a sidebar.
 */
export function AdminLayout({ children }: { children?: ReactNode }) {
  const t = useAdminT();
  const { staff, signOut } = useStaffSession();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  // Following a link closes the menu.
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }

  const nav = (
    <ul className="grid gap-1">
      {NAV.map(([to, key]) => (
        <li key={key}>
          <NavLink to={to === "" ? "/admin" : `/admin/${to}`} end={to === ""} className={linkClass}>
            {t.nav[key]}
          </NavLink>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="bg-muted/30 min-h-screen lg:grid lg:grid-cols-[15rem_1fr]">
      <a
        href="#admin-main"
        className="focus:bg-primary focus:text-primary-foreground sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:px-4 focus:py-2"
      >
        {t.skipToContent}
      </a>
      <header className="bg-background border-border sticky top-0 z-40 border-b lg:sticky lg:top-0 lg:h-[100dvh] lg:overflow-y-auto lg:border-r lg:border-b-0">
        <div className="flex items-center justify-between gap-3 px-4 py-3 lg:px-5 lg:py-5">
          <Link to="/admin" className="flex items-center gap-2 rounded-md">
            <span className="bg-primary text-primary-foreground grid size-8 place-items-center rounded-full">
              <Droplet className="size-4" aria-hidden />
            </span>
            <span className="grid leading-tight">
              <span className="font-display text-base font-semibold">{BRAND_NAME}</span>
              <span className="text-muted-foreground text-xs">{t.title}</span>
            </span>
          </Link>
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={open}
            aria-controls="admin-nav"
            aria-label={open ? t.nav.close : t.nav.open}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          </Button>
        </div>
        <nav
          id="admin-nav"
          aria-label={t.nav.label}
          className={cn("border-border px-3 py-3 max-lg:border-t lg:block", open ? "block" : "hidden")}
        >
          {nav}
          <div className="border-border mt-4 grid gap-2 border-t pt-4">
            {staff ? (
              <p className="text-muted-foreground px-3 text-sm break-words">
                {sayAdmin("session.signedInAs", { name: staff.name })}
              </p>
            ) : null}
            <div className="flex items-center justify-between gap-2 px-1">
              <Button variant="outline" size="sm" onClick={() => void signOut()}>
                <LogOut className="size-4" aria-hidden />
                {t.session.signOut}
              </Button>
              <LanguageMenu />
            </div>
          </div>
        </nav>
      </header>
      <main id="admin-main" className="min-w-0 px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
        <Suspense
          fallback={
            <div role="status" className="text-muted-foreground flex justify-center gap-3 py-16 text-sm">
              <Spinner className="text-primary size-5" />
              {t.loading}
            </div>
          }
        >
          {children}
        </Suspense>
      </main>
    </div>
  );
}
