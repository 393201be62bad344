import { say } from "../../lib/stand-ins/lingui";
import type { Language } from "@ivdrips/contract/languages";
import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { NavLink } from "../../lib/router";
import { LanguageButtons } from "../../components/language-switcher";
import { Button } from "../../components/ui/button";
import type { DeferredPopupParts } from "../../components/ui/deferred-popup";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "../../components/ui/sheet";
import { useLogout } from "../../features/auth/hooks/use-logout";
import { LocationPickers } from "../../features/location/components/location-pickers";
import { useT } from "../../lib/i18n/use-t";
import { useAuthDialogs, useSession } from "../../lib/session";
import { navLinkClass } from "./nav-link-class";
import { THERAPY_LINKS } from "./therapy-links";
import { whatsappLink } from "@ivdrips/contract/whatsapp";

interface MobileMenuProps extends DeferredPopupParts {
  whatsappNumber: string | undefined;
  onLanguageChange: ((language: Language) => void) | undefined;
}

/** The header's menu below the `xl` breakpoint (its own chunk: loaded when the visitor reaches for it). */
export function MobileMenu({ trigger, defaultOpen, whatsappNumber, onLanguageChange }: MobileMenuProps) {
  const { status, user } = useSession();
  const logout = useLogout();
  const { setOpen } = useAuthDialogs();
  const [menuOpen, setMenuOpen] = useState(defaultOpen);
  const signedIn = status === "authenticated" && user !== null;
  const t = useT();
  return (
    <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent side="right" className="flex w-[85vw] max-w-sm flex-col gap-6 overflow-y-auto">
        <SheetHeader>
          <SheetTitle>{t.header.menu}</SheetTitle>
          <SheetDescription>
            {signedIn ? say("header.welcomeName", { name: user.fullName }) : t.header.welcomeGuest}
          </SheetDescription>
        </SheetHeader>
        {/* The body keeps the header's 20 px from both edges; the links' own padding lines their text up. */}
        <div className="flex flex-1 flex-col gap-6 px-5 pb-5">
          <LocationPickers idPrefix="mobile" className="flex-wrap" />
          <LanguageButtons {...(onLanguageChange ? { onChange: onLanguageChange } : {})} />
          <nav aria-label={t.header.mobileNavigation} className="-mx-3 grid gap-1">
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
            <hr className="border-border mx-3 my-2" />
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
                  void logout();
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
        </div>
      </SheetContent>
    </Sheet>
  );
}
