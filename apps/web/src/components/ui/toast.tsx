import { cva, type VariantProps } from "../../lib/variants";
import { XIcon } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import type { ComponentProps, ReactElement } from "react";
import { cn } from "../../lib/cn";
import { useT } from "../../lib/i18n/use-t";

/** SPEC §9: a toast stays 5 s unless the user hovers, focuses or swipes it. */
export const TOAST_DURATION_MS = 5000;

export function ToastProvider({
  duration = TOAST_DURATION_MS,
  ...props
}: ComponentProps<typeof ToastPrimitive.Provider>) {
  return <ToastPrimitive.Provider duration={duration} {...props} />;
}

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      className={cn(
        // Top of the screen on phones (clear of the thumb and the WhatsApp button), bottom-right from `sm`.
        "fixed top-0 z-100 flex max-h-dvh w-full flex-col-reverse gap-2 p-4 outline-hidden",
        "sm:top-auto sm:right-0 sm:bottom-0 sm:max-w-[420px] sm:flex-col",
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  [
    "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-soft",
    "data-[state=open]:animate-in data-[state=closed]:animate-out [--enter-y:-100%] sm:[--enter-y:100%] [--exit-x:100%]",
    "data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-[translate] data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)",
  ],
  {
    variants: {
      variant: {
        default: "bg-card text-card-foreground border-border",
        destructive: "bg-danger-soft text-destructive border-destructive/25",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, type, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? "default"}
      // Errors are announced assertively; other toasts politely.
      type={type ?? (variant === "destructive" ? "foreground" : "background")}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        "border-border hover:bg-muted inline-flex h-9 shrink-0 items-center justify-center self-center rounded-md border bg-transparent px-3 text-sm font-medium transition-colors",
        "focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-hidden disabled:pointer-events-none disabled:opacity-50",
        "group-data-[variant=destructive]:border-destructive/30 group-data-[variant=destructive]:hover:bg-destructive group-data-[variant=destructive]:hover:text-destructive-foreground",
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const t = useT();
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={t.common.close}
      toast-close=""
      className={cn(
        "text-muted-foreground hover:text-foreground absolute top-2.5 right-2.5 inline-flex size-7 items-center justify-center rounded-md transition-colors",
        "focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-hidden",
        "group-data-[variant=destructive]:text-destructive/70 group-data-[variant=destructive]:hover:text-destructive",
        className,
      )}
      {...props}
    >
      <XIcon aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      data-slot="toast-title"
      className={cn("text-sm font-semibold", className)}
      {...props}
    />
  );
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn("text-sm leading-relaxed opacity-90", className)}
      {...props}
    />
  );
}

export type ToastActionElement = ReactElement<ComponentProps<typeof ToastAction>>;
