import type { Language } from "@ivdrips/contract/languages";
import { whatsappLink } from "@ivdrips/contract/public-config";
import { ChevronDown, Menu, MessageCircle } from "lucide-react";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { Button } from "../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "../../components/ui/sheet";
import { useSaveLanguage } from "../../features/account/api/save-language";
import { UserMenu } from "../../features/auth/components/user-menu";
import { LocationPickers } from "../../features/location/components/location-pickers";
import { LanguageButtons, LanguageMenu } from "../../components/language-switcher";
import { cn } from "../../lib/cn";
import { fill } from "../../lib/i18n/fill";
import { useT } from "../../lib/i18n/use-t";
import { useAuthDialogs, useSession } from "../../lib/session";
import { Logo } from "./logo";
import { THERAPY_LINKS } from "./therapy-links";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-muted",
    isActive ? "text-primary" : "text-foreground",
  );

/** SPEC §2 "Header and menus". */
export function Header({ whatsappNumber }: { whatsappNumber: string | undefined }) {
  const { status, user, signOut } = useSession();
  const { setOpen } = useAuthDialogs();
  const [menuOpen, setMenuOpen] = useState(false);
  const signedIn = status === "authenticated" && user !== null;
  const t = useT();
  const saveLanguage = useSaveLanguage(user?.id);
  // A signed-in customer's emails follow the language they read the site in; a failed save changes nothing
  // on screen, and their next sign-in records the language again.
  const onLanguageChange = signedIn ? (language: Language) => saveLanguage.mutate(language) : undefined;

  return (
    <header className="border-border/70 sticky top-0 z-30 border-b bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Logo />
        <LocationPickers idPrefix="header" className="ml-4 hidden xl:flex" />
        <nav aria-label={t.header.mainNavigation} className="ml-auto hidden items-center gap-1 lg:flex">
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" className="gap-1 px-3 text-sm font-medium">
                {t.header.ivTherapy}
                <ChevronDown className="size-4" aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start" className="w-56">
              {THERAPY_LINKS.map((link) => (
                <DropdownMenuItem key={link.id} asChild>
                  <Link to={`/service/${link.id}`}>{t.header.therapies[link.label]}</Link>
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
          <NavLink to="/become-partner" className={navLinkClass}>
            {t.header.becomePartner}
          </NavLink>
          <NavLink to="/support" className={navLinkClass}>
            {t.header.support}
          </NavLink>
          {whatsappNumber ? (
            <Button asChild variant="outline" size="sm" className="ml-1 whitespace-nowrap">
              <a href={whatsappLink(whatsappNumber)} target="_blank" rel="noopener noreferrer">
                <MessageCircle className="size-4" aria-hidden />
                {t.header.bookViaWhatsApp}
              </a>
            </Button>
          ) : null}
          <LanguageMenu {...(onLanguageChange ? { onChange: onLanguageChange } : {})} />
          <div className="ml-1">
            {signedIn ? (
              <UserMenu />
            ) : (
              <Button size="sm" onClick={() => setOpen("login")} disabled={status === "loading"}>
                {t.header.login}
              </Button>
            )}
          </div>
        </nav>

        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" className="ml-auto lg:hidden" aria-label={t.header.openMenu}>
              <Menu className="size-6" aria-hidden />
            </Button>
          </SheetTrigger>
          <SheetContent side="right" className="flex w-[85vw] max-w-sm flex-col gap-6 overflow-y-auto">
            <SheetHeader>
              <SheetTitle>{t.header.menu}</SheetTitle>
              <SheetDescription>
                {signedIn ? fill(t.header.welcomeName, { name: user.fullName }) : t.header.welcomeGuest}
              </SheetDescription>
            </SheetHeader>
            <LocationPickers idPrefix="mobile" className="flex-wrap" />
            <LanguageButtons {...(onLanguageChange ? { onChange: onLanguageChange } : {})} />
            <nav aria-label={t.header.mobileNavigation} className="grid gap-1">
              <p className="text-muted-foreground px-3 pt-2 text-xs font-semibold tracking-wide uppercase">
                {t.header.ivTherapy}
              </p>
              {THERAPY_LINKS.map((link) => (
                <NavLink
                  key={link.id}
                  to={`/service/${link.id}`}
                  className={navLinkClass}
                  onClick={() => setMenuOpen(false)}
                >
                  {t.header.therapies[link.label]}
                </NavLink>
              ))}
              <hr className="border-border my-2" />
              <NavLink to="/become-partner" className={navLinkClass} onClick={() => setMenuOpen(false)}>
                {t.header.becomePartner}
              </NavLink>
              <NavLink to="/support" className={navLinkClass} onClick={() => setMenuOpen(false)}>
                {t.header.support}
              </NavLink>
              {signedIn ? (
                <NavLink to="/account" className={navLinkClass} onClick={() => setMenuOpen(false)}>
                  {t.header.myAccount}
                </NavLink>
              ) : null}
            </nav>
            <div className="mt-auto grid gap-2">
              {whatsappNumber ? (
                <Button asChild variant="outline">
                  <a href={whatsappLink(whatsappNumber)} target="_blank" rel="noopener noreferrer">
                    <MessageCircle className="size-4" aria-hidden />
                    {t.header.bookViaWhatsApp}
                  </a>
                </Button>
              ) : null}
              {signedIn ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setMenuOpen(false);
                    void signOut();
                  }}
                >
                  {t.header.logout}
                </Button>
              ) : (
                <>
                  <Button
                    onClick={() => {
                      setMenuOpen(false);
                      setOpen("login");
                    }}
                  >
                    {t.header.login}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setMenuOpen(false);
                      setOpen("signup");
                    }}
                  >
                    {t.header.signUp}
                  </Button>
                </>
              )}
            </div>
          </SheetContent>
        </Sheet>
      </div>
    </header>
  );
}
