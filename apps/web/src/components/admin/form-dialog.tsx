import type { FormEventHandler, ReactNode } from "react";
import { Button } from "../ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../ui/dialog";
import { Spinner } from "../ui/spinner";
import { errorMessage } from "../../lib/api-client";

/** A console form in a dialog: its fields, what it will do, and the server's refusal if it refuses. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  destructive = false,
  pending,
  error,
  onSubmit,
  children,
  failedFallback,
  cancelLabel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  submitLabel: string;
  destructive?: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  /** What to say when the failure is not the API's (already in the current language). */
  failedFallback: string;
  cancelLabel: string;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={pending || undefined}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <FormDialogEnd
            pending={pending}
            error={error}
            failedFallback={failedFallback}
            cancelLabel={cancelLabel}
            onCancel={() => onOpenChange(false)}
            submitLabel={submitLabel}
            destructive={destructive}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A console form's last lines, in FormDialog and in the forms that lay out their own dialog: the server's
 * refusal if it refused, then Cancel and the submit button, both held while the request runs.
 */
export function FormDialogEnd({
  pending,
  error,
  failedFallback,
  cancelLabel,
  onCancel,
  submitLabel,
  destructive = false,
}: {
  pending: boolean;
  error: unknown;
  /** What to say when the failure is not the API's (already in the current language). */
  failedFallback: string;
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  destructive?: boolean;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="border-destructive/40 text-destructive rounded-md border p-3 text-sm">
          {errorMessage(error, failedFallback)}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" disabled={pending} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={pending}>
          {pending ? <Spinner /> : null}
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
