import type { Language } from "@ivdrips/contract/languages";
import { whatsappLink } from "@ivdrips/contract/whatsapp";
import { useQueryClient } from "@tanstack/react-query";
import { ChevronDown, Menu, MessageCircle } from "lucide-react";
import { NavLink } from "../../lib/router";
import { LanguageMenu } from "../../components/language-switcher";
import { Button } from "../../components/ui/button";
import { DeferredPopup } from "../../components/ui/deferred-popup";
import { UserMenu } from "../../features/auth/components/user-menu";
import { LocationPickers } from "../../features/location/components/location-pickers";
import { cn } from "../../lib/stand-ins/cn";
import { loader } from "../../lib/load-on-intent";
import { useT } from "../../lib/i18n/use-t";
import { useAuthDialogs, useSession } from "../../lib/session";
import { Logo } from "./logo";
import { navLinkClass } from "./nav-link-class";

// The menus' Radix code is not needed to paint the header: each loads when the visitor reaches for it.
const loadTherapyMenu = loader(() => import("./therapy-menu"));
const loadMobileMenu = loader(() => import("./mobile-menu"));

/*
 * One breakpoint splits the header: from `xl` the bar holds the pickers, the links and the account; below it
 * the menu button, whose sheet holds them all. Every width has one or the other (the bar needs about 1,100 px).
 */
const BAR = "hidden xl:flex";
const MENU_BUTTON = "xl:hidden";

/** SPEC §2 "Header and menus". */
/** `whatsappNumber`: undefined while not known yet (its place is kept), "" for none. */
export function Header({ whatsappNumber }: { whatsappNumber: string | undefined }) {
  const { status, user } = useSession();
  const { setOpen } = useAuthDialogs();
  const signedIn = status === "authenticated" && user !== null;
  const t = useT();
  const queryClient = useQueryClient();
  // A signed-in customer's emails follow the language they read the site in (the saving code loads then).
  const onLanguageChange = signedIn
    ? (language: Language) =>
        void import("../../features/account/api/save-language").then((api) =>
          api.saveLanguageFor(queryClient, user.id, language),
        )
    : undefined;

  return (
    <header className="border-border/70 sticky top-0 z-30 border-b bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Logo />
        <LocationPickers idPrefix="header" className={BAR} />
        <nav aria-label={t.header.mainNavigation} className={cn(BAR, "ml-auto min-w-0 items-center gap-1")}>
          <DeferredPopup
            load={loadTherapyMenu}
            kind="menu"
            trigger={
              <Button variant="ghost" className="gap-1 px-3 text-sm font-medium">
                {t.header.ivTherapy}
                <ChevronDown className="size-4" aria-hidden />
              </Button>
            }
          >
            {(module, parts) => <module.TherapyMenu {...parts} />}
          </DeferredPopup>
          <NavLink to="/become-partner" className={navLinkClass}>
            {t.header.becomePartner}
          </NavLink>
          <NavLink to="/support" className={navLinkClass}>
            {t.header.support}
          </NavLink>
          {whatsappNumber ? (
            <Button asChild variant="outline" size="sm" className="ml-1 whitespace-nowrap">
              {/* "WhatsApp" on the bar, where the full words do not fit beside a name; they stay its name. */}
              <a
                href={whatsappLink(whatsappNumber)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t.header.bookViaWhatsApp}
                title={t.header.bookViaWhatsApp}
              >
                <MessageCircle className="size-4" aria-hidden />
                {t.header.whatsApp}
              </a>
            </Button>
          ) : whatsappNumber === undefined ? (
            // Until the number is known (GET /api/config, asked after the invite gate, and not prerendered for
            // every page), its place is kept, unseen: the bar does not move when it comes (issue 25).
            <Button asChild variant="outline" size="sm" className="invisible ml-1 whitespace-nowrap">
              <span aria-hidden>
                <MessageCircle className="size-4" aria-hidden />
                {t.header.whatsApp}
              </span>
            </Button>
          ) : null}
          <LanguageMenu {...(onLanguageChange ? { onChange: onLanguageChange } : {})} />
          {/* One box for Login and for the customer's name (as wide as the name may get, as tall as its button):
              nothing in the header moves when the session arrives (issue 35). */}
          <div className="ml-1 flex h-11 w-56 min-w-0 items-center justify-end">
            {signedIn ? (
              <UserMenu />
            ) : (
              <Button size="sm" onClick={() => setOpen("login")} disabled={status === "loading"}>
                {t.header.login}
              </Button>
            )}
          </div>
        </nav>

        <DeferredPopup
          load={loadMobileMenu}
          kind="sheet"
          trigger={
            <Button
              variant="ghost"
              size="icon"
              className={cn("ml-auto", MENU_BUTTON)}
              aria-label={t.header.openMenu}
            >
              <Menu className="size-6" aria-hidden />
            </Button>
          }
        >
          {(module, parts) => (
            <module.MobileMenu
              {...parts}
              whatsappNumber={whatsappNumber}
              onLanguageChange={onLanguageChange}
            />
          )}
        </DeferredPopup>
      </div>
    </header>
  );
}
