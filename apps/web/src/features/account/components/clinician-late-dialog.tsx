import type { Booking } from "@ivdrips/contract/bookings";
import { CLINICIAN_LATE_MINUTES } from "@ivdrips/contract/visit-day";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import type { DeferredPopupParts } from "../../../components/ui/deferred-popup";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { formatRm } from "../../../lib/format";
import { useT } from "../../../lib/i18n/use-t";
import { say } from "../../../lib/stand-ins/lingui";
import { useCancelClinicianLate } from "../api/cancel-clinician-late";

/**
 * Issue 37: the clinician is more than 45 minutes late, and the customer may call the visit off with a full
 * refund. Confirmed in an alert dialog, as Cancel Booking is.
 */
export function ClinicianLateDialog({
  booking,
  trigger,
  defaultOpen,
}: { booking: Booking } & DeferredPopupParts) {
  const t = useT();
  const texts = t.visit.customer.late;
  const [open, setOpen] = useState(defaultOpen);
  const cancel = useCancelClinicianLate();
  const working = cancel.isPending;

  // Awaited here: the cancelled card leaves Upcoming (and this dialog with it) once the list shows it.
  const confirm = async () => {
    let cancelled: Booking;
    try {
      cancelled = await cancel.mutateAsync(booking._id);
    } catch {
      return; // Said in the dialog from the mutation's error.
    }
    toast({
      title: texts.doneTitle,
      description: say("visit.customer.late.done", {
        amount: formatRm(cancelled.refund?.amount ?? booking.totalAmount),
      }),
    });
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent role="alertdialog" className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>
            {say("visit.customer.late.description", {
              minutes: CLINICIAN_LATE_MINUTES,
              amount: formatRm(booking.totalAmount),
            })}
          </DialogDescription>
        </DialogHeader>
        {cancel.isError ? (
          <p role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
            {errorMessage(cancel.error, texts.failed)}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={working}>
            {texts.keep}
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={working}>
            {working ? <Spinner /> : null}
            {working ? texts.working : texts.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
