import { cn } from "../../lib/stand-ins/cn";
import { fieldClasses } from "./input";

/** SelectTrigger's look, shared with light triggers that stand in for it until Radix Select loads. */
export function selectTriggerClasses(className?: string): string {
  return cn(
    fieldClasses,
    "flex h-11 items-center justify-between gap-2 py-2 text-left whitespace-nowrap",
    "data-placeholder:text-muted-foreground *:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
    className,
  );
}
