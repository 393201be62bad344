import { cn } from "../../lib/stand-ins/cn";

/**
 * Label's look, shared with the invite gate's plain <label> (no Radix there: it is on `/`'s first load). Its
 * leading is snug, not none: a long label wraps on a phone ("Name to register at the guardhouse (optional)"),
 * and its lines must not touch.
 */
export function labelClasses(className?: string): string {
  return cn(
    "text-foreground flex items-center gap-2 text-sm leading-snug font-medium select-none",
    "peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
    "group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-60",
    className,
  );
}
