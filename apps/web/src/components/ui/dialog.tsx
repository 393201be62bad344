import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/stand-ins/cn";
import { useT } from "../../lib/i18n/use-t";
import {
  DIALOG_CONTENT_CLASSES,
  DIALOG_DESCRIPTION_CLASSES,
  DIALOG_OVERLAY_CLASSES,
  DIALOG_TITLE_CLASSES,
} from "./dialog-parts";

// The plain layout parts live with the classes, so a dialog without Radix (BlockingDialog) can use them.
export { DialogFooter, DialogHeader } from "./dialog-parts";

export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogPortal(props: ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(DIALOG_OVERLAY_CLASSES, className)}
      {...props}
    />
  );
}

/** The × button, shared with SheetContent. */
export function CloseButton({ className, ...props }: ComponentProps<typeof DialogPrimitive.Close>) {
  const t = useT();
  return (
    <DialogPrimitive.Close
      aria-label={t.common.close}
      className={cn(
        "text-muted-foreground hover:bg-muted hover:text-foreground absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md transition-colors",
        "focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-hidden pointer-coarse:size-11",
        className,
      )}
      {...props}
    >
      <XIcon aria-hidden="true" className="size-4" />
    </DialogPrimitive.Close>
  );
}

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** No × button: for dialogs the user must answer (the invite gate). Pair with preventDefault on
   * onEscapeKeyDown / onPointerDownOutside / onInteractOutside to make it fully non-dismissable. */
  hideClose?: boolean;
};

export function DialogContent({ className, children, hideClose = false, ...props }: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(DIALOG_CONTENT_CLASSES, className)}
        {...props}
      >
        {children}
        {hideClose ? null : <CloseButton />}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn(DIALOG_TITLE_CLASSES, className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn(DIALOG_DESCRIPTION_CLASSES, className)}
      {...props}
    />
  );
}
