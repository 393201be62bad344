import { say } from "../../../lib/stand-ins/lingui";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  BookingRejectionSchema,
  REJECTION_REASON_MAX,
  type Booking,
  type BookingRejection,
} from "@ivdrips/contract/bookings";
import { X } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog";
import { CountedTextareaField } from "../../../components/ui/character-count";
import type { DeferredPopupParts } from "../../../components/ui/deferred-popup";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { formatKlDay } from "../../../lib/format";
import { useT } from "../../../lib/i18n/use-t";
import { timeWindowLabel } from "../../../lib/time-window-label";

interface RejectDialogProps extends DeferredPopupParts {
  booking: Booking;
  /** Sends the rejection; settles when the server has answered (a failure is told by the caller's toast). */
  onReject: (reason: string) => Promise<unknown>;
}

/**
 * Reject on a clinic's booking card: never one click. It asks for the reason the customer is shown (required,
 * at most 500 characters) and is confirmed in the dialog.
 */
export function RejectDialog({ booking, onReject, trigger, defaultOpen }: RejectDialogProps) {
  const t = useT();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.clinic.rejectDialog.title}</DialogTitle>
          <DialogDescription>
            {say("clinic.rejectDialog.description", {
              service: booking.serviceId.name || t.clinic.card.defaultServiceName,
              customer: booking.customerInfo.name,
              date: formatKlDay(booking.date),
              time: timeWindowLabel(t, booking.timeSlot),
            })}
          </DialogDescription>
        </DialogHeader>
        <RejectForm onReject={onReject} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function RejectForm({ onReject, onDone }: { onReject: RejectDialogProps["onReject"]; onDone: () => void }) {
  const t = useT();
  const texts = t.clinic.rejectDialog;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BookingRejection>({
    resolver: zodResolver(BookingRejectionSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { reason: "" },
  });
  const reason = useWatch({ control, name: "reason" });
  const tooLong = reason.trim().length > REJECTION_REASON_MAX;
  const error = errors.reason?.message;

  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onReject(values.reason);
    } catch (error) {
      // Decided meanwhile (409): nothing left to reject here, and the toast says so. Otherwise the dialog
      // stays open with the reason kept, and says why (the toast is behind the dialog for a screen reader).
      if (!(error instanceof ApiError && error.statusCode === 409)) {
        setFailure(errorMessage(error, t.clinic.update.failedFallback));
        return;
      }
    }
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={isSubmitting || undefined}>
      <CountedTextareaField
        id="reject-reason"
        label={texts.reason}
        error={error}
        placeholder={texts.placeholder}
        required
        registration={register("reason")}
        length={reason.length}
        max={REJECTION_REASON_MAX}
        over={tooLong}
        spoken={say("clinic.rejectDialog.count", { count: reason.length, max: REJECTION_REASON_MAX })}
      />
      {failure ? (
        <p role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
          {failure}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          {texts.cancel}
        </Button>
        <Button type="submit" variant="destructive" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : <X aria-hidden="true" />}
          {isSubmitting ? texts.working : texts.confirm}
        </Button>
      </DialogFooter>
    </form>
  );
}
