import { ChevronDown, LogOut, UserRound } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { toast } from "../../../components/ui/use-toast";
import { cn } from "../../../lib/cn";
import { useT } from "../../../lib/i18n/use-t";
import { useSession } from "../../../lib/session";

/** SPEC §2 "Header and menus", signed in: the user's full name, with My Account and Logout. */
export function UserMenu({ className }: { className?: string }) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const t = useT();
  if (!user) return null;

  async function logout() {
    await signOut();
    toast({ title: t.auth.userMenu.loggedOutTitle, description: t.auth.userMenu.loggedOutDescription });
    await navigate("/");
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className={cn("max-w-56 gap-2 px-3", className)}>
          <UserRound aria-hidden="true" />
          <span className="truncate">{user.fullName}</span>
          <ChevronDown aria-hidden="true" className="text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
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
