import type { ComponentProps } from "react";
import { cn } from "../../lib/stand-ins/cn";

/** The dialog's look and plain layout parts, shared by DialogContent (Radix) and BlockingDialog (no Radix) so they stay identical. */
export const DIALOG_OVERLAY_CLASSES = [
  "bg-overlay fixed inset-0 z-50 backdrop-blur-[2px]",
  "data-[state=open]:animate-in data-[state=closed]:animate-out",
].join(" ");

export const DIALOG_CONTENT_CLASSES = [
  // Centred; 1 rem margin on phones; scrolls inside itself when taller than the viewport.
  "bg-background text-foreground border-border fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2",
  "max-h-[calc(100dvh-2rem)] gap-4 overflow-y-auto overscroll-contain rounded-xl border p-6 shadow-xl sm:p-7",
  "focus-visible:outline-hidden",
  "data-[state=open]:animate-in data-[state=closed]:animate-out [--enter-scale:0.96] [--exit-scale:0.96]",
].join(" ");

export const DIALOG_TITLE_CLASSES = "font-display text-xl leading-snug font-semibold tracking-tight";
export const DIALOG_DESCRIPTION_CLASSES = "text-muted-foreground text-sm leading-relaxed";

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-header"
      // pr-8 keeps a long title clear of the × button.
      className={cn("flex flex-col gap-2 pr-8 text-center sm:text-left", className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}
