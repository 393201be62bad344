import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../../lib/stand-ins/cn";

/**
 * One choice of a radio group drawn as a tile, as the booking card's payment methods are: the radio, then
 * what names it; the tile marked while its radio is checked and ringed while it has the keyboard's focus.
 */
export function ChoiceTile({
  children,
  className,
  ...radio
}: Omit<ComponentProps<"input">, "type" | "className"> & { className?: string; children: ReactNode }) {
  return (
    <label
      className={cn(
        "border-border flex min-h-12 cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2 text-sm font-medium",
        "transition-[color,background-color,border-color,box-shadow] duration-150 hover:border-primary/50",
        "has-[:checked]:border-primary has-[:checked]:bg-primary-soft",
        "has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-offset-2",
        className,
      )}
    >
      <input type="radio" className="accent-primary size-4 shrink-0" {...radio} />
      {children}
    </label>
  );
}
