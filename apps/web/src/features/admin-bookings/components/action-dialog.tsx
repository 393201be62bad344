import type { FormEventHandler, ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-client";
import { useAdminT } from "../../../lib/i18n/admin-texts";

/** One staff action on a booking: its fields, what it will do, and the server's refusal if it refuses. */
export function ActionDialog({
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
}) {
  const t = useAdminT();
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={pending || undefined}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          {error ? (
            <p role="alert" className="border-destructive/40 text-destructive rounded-md border p-3 text-sm">
              {errorMessage(error, t.booking.actionFailed)}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
              {t.booking.back}
            </Button>
            <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={pending}>
              {pending ? <Spinner /> : null}
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
