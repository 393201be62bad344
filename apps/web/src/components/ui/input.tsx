import type { ComponentProps } from "react";
import { cn } from "../../lib/stand-ins/cn";

/** Shared by Input, Textarea and SelectTrigger so every field looks and behaves alike. */
export const fieldClasses = [
  "border-input bg-background text-foreground placeholder:text-muted-foreground w-full min-w-0 rounded-lg border px-3.5 text-base sm:text-sm",
  "transition-[border-color,box-shadow] duration-150 outline-hidden",
  "focus-visible:border-ring focus-visible:ring-ring/25 focus-visible:ring-[3px]",
  "aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20",
  "disabled:bg-muted disabled:cursor-not-allowed disabled:opacity-60",
].join(" ");

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        fieldClasses,
        // 44 px tall everywhere: most of this product is used on a phone.
        "h-11 py-2",
        "file:text-foreground file:border-0 file:bg-transparent file:text-sm file:font-medium",
        className,
      )}
      {...props}
    />
  );
}
