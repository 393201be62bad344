import { cva, type VariantProps } from "../../lib/stand-ins/variants";
import { Slot } from "../../lib/stand-ins/slot";
import type { ComponentProps } from "react";
import { cn } from "../../lib/stand-ins/cn";

const buttonClasses = cva(
  [
    "inline-flex shrink-0 items-center justify-center gap-2 rounded-lg text-sm font-medium whitespace-nowrap select-none",
    "transition-[color,background-color,border-color,box-shadow] duration-150",
    "focus-visible:ring-ring focus-visible:ring-offset-background focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-hidden",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/90 shadow-soft",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        outline: "border-input bg-background hover:bg-muted border",
        ghost: "hover:bg-muted",
        link: "text-primary underline-offset-4 hover:underline",
        destructive:
          "bg-destructive text-destructive-foreground hover:bg-destructive/90 focus-visible:ring-destructive",
      },
      size: {
        // 44 px: a comfortable touch target; `sm` and `icon` grow to it on coarse pointers.
        default: "h-11 px-5",
        sm: "h-9 rounded-md px-3 pointer-coarse:h-11",
        lg: "h-12 px-7 text-base",
        icon: "size-10 pointer-coarse:size-11",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

/** The button's classes, conflicts resolved (`lg`'s text-base wins over the base text-sm), for links too. */
export function buttonVariants(options: VariantProps<typeof buttonClasses> = {}): string {
  return cn(buttonClasses(options));
}

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonClasses> & {
    /** Render the single child (e.g. a router `Link`) with the button's styling instead of a `<button>`. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) {
    return (
      <Slot data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />
    );
  }
  return (
    <button
      data-slot="button"
      // A button inside a form does not submit it unless it says so.
      type={type ?? "button"}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
