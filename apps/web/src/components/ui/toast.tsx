import { cva, type VariantProps } from "../../lib/stand-ins/variants";
import { XIcon } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import type { ComponentProps, ReactElement } from "react";
import { cn } from "../../lib/stand-ins/cn";
import { useT } from "../../lib/i18n/use-t";
import {
  TOAST_CLASSES,
  TOAST_CLOSE_CLASSES,
  TOAST_DESCRIPTION_CLASSES,
  TOAST_DURATION_MS,
  TOAST_TITLE_CLASSES,
  TOAST_VARIANT_CLASSES,
  TOAST_VIEWPORT_CLASSES,
} from "./toast-classes";

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
      className={cn(TOAST_VIEWPORT_CLASSES, className)}
      {...props}
    />
  );
}

const toastVariants = cva(TOAST_CLASSES, {
  variants: { variant: TOAST_VARIANT_CLASSES },
  defaultVariants: { variant: "default" },
});

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
      className={cn(TOAST_CLOSE_CLASSES, className)}
      {...props}
    >
      <XIcon aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title data-slot="toast-title" className={cn(TOAST_TITLE_CLASSES, className)} {...props} />
  );
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn(TOAST_DESCRIPTION_CLASSES, className)}
      {...props}
    />
  );
}

export type ToastActionElement = ReactElement<ComponentProps<typeof ToastAction>>;
