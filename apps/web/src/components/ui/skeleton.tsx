import type { ComponentProps } from "react";
import { cn } from "../../lib/stand-ins/cn";

/** A placeholder while data loads; hidden from screen readers (announce loading elsewhere, e.g. aria-busy). */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("bg-muted animate-pulse rounded-md", className)}
      {...props}
    />
  );
}
