import { say } from "../../../lib/stand-ins/lingui";
import { sayNodes } from "../../../lib/stand-ins/say-nodes";
import { LATE_CANCELLATION_FEE_PERCENT, type Booking } from "@ivdrips/contract/bookings";
import { cancellationSplit, linesInSen } from "@ivdrips/contract/visit-day";
import { actionsAt } from "../../../lib/allowed-actions";
import { Link } from "../../../lib/router";
import { FormDialog } from "../../../components/ui/form-dialog";
import { Button } from "../../../components/ui/button";
import { DialogFooter } from "../../../components/ui/dialog";
import type { DeferredPopupParts } from "../../../components/ui/deferred-popup";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { formatKlDay, formatRm } from "../../../lib/format";

import { useT } from "../../../lib/i18n/use-t";
import { useNow } from "../../../lib/use-now";
import { useCancelBooking } from "../api/cancel-booking";
import { timeWindowLabel } from "../../../lib/time-window-label";

/** Cancel Booking on an upcoming paid card: what the Refund Policy gives back now, then the cancellation. */
export function CancelBookingDialog({
  booking,
  serviceName,
  trigger,
  defaultOpen,
}: { booking: Booking; serviceName: string } & DeferredPopupParts) {
  const t = useT();
  return (
    <FormDialog
      trigger={trigger}
      defaultOpen={defaultOpen}
      title={t.account.cancel.title}
      description={say("account.cancel.visit", {
        service: serviceName,
        date: formatKlDay(booking.date),
        time: timeWindowLabel(t, booking.timeSlot),
      })}
      role="alertdialog"
      className="sm:max-w-md"
    >
      {(close) => <CancelBookingBody booking={booking} onDone={close} />}
    </FormDialog>
  );
}

function CancelBookingBody({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const t = useT();
  const text = t.account.cancel;
  // What the server's table allowed, while it holds at this minute; the server's answer is what the history
  // then shows.
  const now = useNow();
  const cancel = useCancelBooking();
  const startsAt = new Date(booking.windowStartsAt);
  const open = actionsAt(booking, now).has("cancel");
  const { refundSen, feeSen } = cancellationSplit(linesInSen(booking.priceLines), startsAt, now);

  // Awaited here rather than in mutate's callbacks: the cancelled card leaves Upcoming (and this dialog with
  // it) as soon as the list shows it, and mutate's callbacks are dropped once their component is gone.
  const confirm = async () => {
    let cancelled: Booking;
    try {
      cancelled = await cancel.mutateAsync(booking._id);
    } catch {
      return; // Shown below from the mutation's error.
    }
    toast({
      title: text.successTitle,
      description: cancelled.refund
        ? say("account.cancel.successRefund", { amount: formatRm(cancelled.refund.amount) })
        : text.successNoRefund,
    });
    onDone();
  };

  if (!open) {
    return (
      <div className="grid gap-4">
        <p role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
          {text.tooLate}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onDone}>
            {text.ok}
          </Button>
        </DialogFooter>
      </div>
    );
  }

  const working = cancel.isPending;
  return (
    <div className="grid gap-4">
      <div className="bg-muted/70 grid gap-3 rounded-lg px-4 py-3 text-sm">
        <p>
          {feeSen === 0
            ? text.fullRefund
            : sayNodes("account.cancel.lateFee", {
                policy: (
                  <Link to="/refund-policy" className="text-primary underline underline-offset-4">
                    {text.policy}
                  </Link>
                ),
              })}
        </p>
        <dl className="grid gap-1.5">
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-muted-foreground">{text.refund}</dt>
            <dd className="text-foreground text-base font-semibold tabular-nums">
              {formatRm(refundSen / 100)}
            </dd>
          </div>
          {feeSen > 0 ? (
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-muted-foreground">
                {text.fee} ({LATE_CANCELLATION_FEE_PERCENT}%)
              </dt>
              <dd className="text-foreground font-medium tabular-nums">{formatRm(feeSen / 100)}</dd>
            </div>
          ) : null}
        </dl>
        <p className="text-muted-foreground text-xs">{text.processing}</p>
      </div>
      {cancel.isError ? (
        <p role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
          {errorMessage(cancel.error, text.failed)}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={working}>
          {text.keep}
        </Button>
        <Button variant="destructive" onClick={() => void confirm()} disabled={working}>
          {working ? (
            <>
              <Spinner />
              {text.working}
            </>
          ) : (
            text.confirm
          )}
        </Button>
      </DialogFooter>
    </div>
  );
}
