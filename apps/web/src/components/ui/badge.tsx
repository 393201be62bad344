import { cva, type VariantProps } from "../../lib/stand-ins/variants";
import { Slot } from "../../lib/stand-ins/slot";
import type { ComponentProps } from "react";
import { cn } from "../../lib/stand-ins/cn";

/**
 * Status colours (SPEC): pending → warning, confirmed/approved → info, completed → success,
 * cancelled/rejected → destructive. Soft backgrounds keep the palette calm.
 */
export const badgeVariants = cva(
  [
    "inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap",
    "focus-visible:ring-ring focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-hidden",
    "[&>svg]:pointer-events-none [&>svg]:size-3",
  ],
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground border-transparent",
        secondary: "bg-secondary text-secondary-foreground border-transparent",
        outline: "border-border text-foreground",
        destructive: "bg-danger-soft text-destructive border-destructive/15",
        success: "bg-success-soft text-success border-success/15",
        warning: "bg-warning-soft text-warning border-warning/15",
        info: "bg-info-soft text-info border-info/15",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants> & { asChild?: boolean };

export function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : "span";
  return <Comp data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
