import { LogOut, UserRound } from "lucide-react";
import { Link } from "../../../lib/router";
import type { DeferredPopupParts } from "../../../components/ui/deferred-popup";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { useT } from "../../../lib/i18n/use-t";
import { useSession } from "../../../lib/session";
import { useLogout } from "../hooks/use-logout";

/** The signed-in user's menu itself (its own chunk: loaded when the visitor reaches for it). */
export function UserMenuPopup({ trigger, defaultOpen }: DeferredPopupParts) {
  const { user } = useSession();
  const logout = useLogout();
  const t = useT();
  if (!user) return null;

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-52">
        <DropdownMenuLabel className="text-muted-foreground truncate text-xs font-normal">
          {user.email}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/account">
            <UserRound aria-hidden="true" />
            {t.auth.userMenu.myAccount}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden="true" />
          {t.auth.userMenu.logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
