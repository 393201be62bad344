import { ChevronDown, UserRound } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { DeferredPopup } from "../../../components/ui/deferred-popup";
import { cn } from "../../../lib/stand-ins/cn";
import { withCatalogue } from "../../../lib/i18n/language-store";
import { loader } from "../../../lib/load-on-intent";
import { useSession } from "../../../lib/session";

// The menu's Radix code loads when the visitor reaches for it; the button paints without it.
const loadUserMenu = loader(withCatalogue(() => import("./user-menu-popup")));

/** SPEC §2 "Header and menus", signed in: the user's full name, with My Account and Logout. */
export function UserMenu({ className }: { className?: string }) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <DeferredPopup
      load={loadUserMenu}
      kind="menu"
      trigger={
        // A long name gives way first: it shrinks to an ellipsis; hovering shows it, screen readers read it whole.
        <Button
          variant="ghost"
          className={cn("max-w-56 min-w-0 shrink gap-2 px-3", className)}
          title={user.fullName}
        >
          <UserRound aria-hidden="true" />
          <span className="truncate">{user.fullName}</span>
          <ChevronDown aria-hidden="true" className="text-muted-foreground" />
        </Button>
      }
    >
      {(module, parts) => <module.UserMenuPopup {...parts} />}
    </DeferredPopup>
  );
}
