import { cn } from "../../lib/stand-ins/cn";

/** The header's page links, in the bar and in the mobile menu. */
export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-muted",
    isActive ? "text-primary" : "text-foreground",
  );
