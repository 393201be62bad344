import type { ComponentProps } from "react";
import { cn } from "../../lib/stand-ins/cn";

/**
 * An on/off control: a native checkbox with the switch role (so it submits, resets and registers like any
 * checkbox), drawn as a track and a thumb. Named by a <Label htmlFor> like any field.
 */
export function Switch({ className, ...props }: Omit<ComponentProps<"input">, "type" | "role">) {
  return (
    <input
      type="checkbox"
      role="switch"
      data-slot="switch"
      className={cn(
        "peer bg-input relative inline-flex h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full",
        "transition-colors duration-150 checked:bg-primary",
        "before:bg-background before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:shadow-sm",
        "before:transition-transform before:duration-150 checked:before:translate-x-5",
        "focus-visible:ring-ring focus-visible:ring-offset-background focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-hidden",
        "disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
