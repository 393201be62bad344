import { useState, type ReactElement, type ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "./dialog";

export interface FormDialogProps {
  /** The button that opens it (put inside Radix's Trigger, asChild). */
  trigger: ReactElement;
  /** Open at once: the visitor pressed the light trigger before the dialog's code arrived (DeferredPopup). */
  defaultOpen?: boolean;
  title: ReactNode;
  description: ReactNode;
  /** A confirmation that ends something (cancel, call off) is an alert dialog. */
  role?: "alertdialog";
  /** The content's width, e.g. "sm:max-w-md". */
  className?: string;
  /** The dialog's body, given the function that closes it. */
  children: (close: () => void) => ReactNode;
}

/**
 * A dialog around one form or confirmation: title, description, then the body, rendered inside the content,
 * which unmounts on close, so reopening starts afresh (nothing typed or failed is kept).
 */
export function FormDialog({
  trigger,
  defaultOpen = false,
  title,
  description,
  role,
  className,
  children,
}: FormDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={className} {...(role ? { role } : {})}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}
