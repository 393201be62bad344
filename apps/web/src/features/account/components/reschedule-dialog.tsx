import { say } from "../../../lib/stand-ins/lingui";
import { sayNodes } from "../../../lib/stand-ins/say-nodes";
import type { Booking } from "@ivdrips/contract/bookings";
import { klDateOf, timeWindowKey, type TimeSlot } from "@ivdrips/contract/time-windows";
import { linesInSen, moveKeepsPrice, surchargesOfLines } from "@ivdrips/contract/visit-day";
import { feesInSen } from "@ivdrips/contract/visit-fees";
import { useMemo, useState } from "react";
import { DateStrip } from "../../../components/date-strip";
import { TimeWindowPicker } from "../../../components/time-window-picker";
import { FormDialog } from "../../../components/ui/form-dialog";
import { Button } from "../../../components/ui/button";
import { DialogFooter } from "../../../components/ui/dialog";
import type { DeferredPopupParts } from "../../../components/ui/deferred-popup";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { availabilityOn, useRangeAvailability } from "../../../lib/availability";
import { formatKlDay } from "../../../lib/format";

import { useT } from "../../../lib/i18n/use-t";
import { dayUnavailable, samePriceWindows, stripDays, windowStates } from "../../../lib/schedule";
import { useNow } from "../../../lib/use-now";
import { useVisitFees } from "../../../lib/visit-fees";
import { useRescheduleBooking } from "../api/reschedule-booking";
import { timeWindowLabel } from "../../../lib/time-window-label";

/** Reschedule on an upcoming card: opens the dialog with the booking's provider's free windows. */
export function RescheduleDialog({
  booking,
  trigger,
  defaultOpen,
}: { booking: Booking } & DeferredPopupParts) {
  const t = useT();
  return (
    <FormDialog
      trigger={trigger}
      defaultOpen={defaultOpen}
      title={t.account.reschedule.title}
      description={t.account.reschedule.description}
      className="sm:max-w-xl"
    >
      {(close) => <RescheduleForm booking={booking} onDone={close} />}
    </FormDialog>
  );
}

function RescheduleForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const t = useT();
  const now = useNow();
  const [weekOffset, setWeekOffset] = useState(0);
  const [date, setDate] = useState<string | null>(null);
  const [timeSlot, setTimeSlot] = useState<TimeSlot | null>(null);
  const providerIds = useMemo(() => [booking.providerId], [booking.providerId]);
  const availability = useRangeAvailability(providerIds, stripDays(now, weekOffset)[0] ?? "");
  const reschedule = useRescheduleBooking();

  const fees = useVisitFees(booking.location.city);
  const booked = useMemo(() => surchargesOfLines(linesInSen(booking.priceLines)), [booking.priceLines]);
  // Until the city's fees are read, no window counts as open: one may turn out to be priced otherwise.
  const keepsPrice = (day: string, timeSlot: TimeSlot) =>
    fees.data !== undefined &&
    moveKeepsPrice(
      booked,
      { date: day, windowKey: timeWindowKey(timeSlot), bookedOn: klDateOf(now) },
      feesInSen(fees.data),
    );
  const windows = date
    ? samePriceWindows(windowStates(date, now, availabilityOn(availability.data, date)), (slot) =>
        keepsPrice(date, slot),
      )
    : [];
  const chosenWindow = windows.find((window) => window.timeSlot === timeSlot);
  const unchanged = date === booking.date && timeSlot === booking.timeSlot;

  // A window that filled up or came too close meanwhile is no longer chosen (set while rendering, so the
  // window is never shown chosen once it has closed).
  if (chosenWindow && chosenWindow.status !== "open" && chosenWindow.status !== "loading") setTimeSlot(null);

  const choose = (next: { date: string | null; timeSlot: TimeSlot | null }) => {
    setDate(next.date);
    setTimeSlot(next.timeSlot);
    // A refusal was about the previous choice.
    if (reschedule.isError) reschedule.reset();
  };

  const confirm = () => {
    if (!date || !timeSlot || unchanged) return;
    reschedule.mutate(
      { bookingId: booking._id, date, timeSlot },
      {
        onSuccess: () => {
          toast({
            title: t.account.reschedule.successTitle,
            description: t.account.reschedule.successDescription,
          });
          onDone();
        },
      },
    );
  };

  const working = reschedule.isPending;

  return (
    <div className="grid gap-5">
      <p className="bg-muted/70 rounded-lg px-4 py-3 text-sm">
        <span className="text-muted-foreground">{t.account.reschedule.currentTime} </span>
        <span className="text-foreground font-medium">
          {say("account.reschedule.dayAndTime", {
            date: formatKlDay(booking.date),
            time: timeWindowLabel(t, booking.timeSlot),
          })}
        </span>
      </p>

      <section aria-labelledby="reschedule-date-heading" className="space-y-2">
        <h3 id="reschedule-date-heading" className="text-foreground text-sm font-medium">
          {sayNodes("account.reschedule.newDate", {
            zone: <span className="text-muted-foreground font-normal">{t.account.reschedule.zone}</span>,
          })}
        </h3>
        <DateStrip
          now={now}
          weekOffset={weekOffset}
          onWeekChange={(offset) => {
            setWeekOffset(Math.max(0, offset));
            choose({ date: null, timeSlot: null });
          }}
          selected={date}
          onSelect={(day) => choose({ date: day, timeSlot: null })}
          unavailable={(day) => dayUnavailable(day, now, availabilityOn(availability.data, day))}
        />
      </section>

      {date ? (
        <section aria-labelledby="reschedule-time-heading" className="space-y-2">
          <h3 id="reschedule-time-heading" className="text-foreground text-sm font-medium">
            {t.account.reschedule.newTime}
          </h3>
          {availability.isError ? (
            <div role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
              <p>{errorMessage(availability.error, t.account.reschedule.availabilityFailed)}</p>
              <Button variant="link" className="h-auto px-0" onClick={() => void availability.refetch()}>
                {t.account.reschedule.tryAgain}
              </Button>
            </div>
          ) : (
            <TimeWindowPicker
              windows={windows}
              selected={timeSlot}
              onSelect={(slot) => choose({ date, timeSlot: slot })}
            />
          )}
          {unchanged ? (
            <p className="text-muted-foreground text-sm">{t.account.reschedule.unchanged}</p>
          ) : null}
          {windows.some((window) => window.status === "otherPrice") ? (
            <p className="text-muted-foreground text-sm">{t.account.reschedule.samePrice}</p>
          ) : null}
        </section>
      ) : (
        <p className="text-muted-foreground text-sm">{t.account.reschedule.chooseDate}</p>
      )}

      {reschedule.isError ? (
        <p role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
          {errorMessage(reschedule.error, t.account.reschedule.failed)}
        </p>
      ) : null}

      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={working}>
          {t.account.reschedule.keep}
        </Button>
        <Button onClick={confirm} disabled={!date || !timeSlot || unchanged || working}>
          {working ? (
            <>
              <Spinner />
              {t.account.reschedule.working}
            </>
          ) : (
            t.account.reschedule.confirm
          )}
        </Button>
      </DialogFooter>
    </div>
  );
}
