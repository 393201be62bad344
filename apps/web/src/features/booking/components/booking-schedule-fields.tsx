import { CalendarDays } from "lucide-react";
import { DateStrip } from "../../../components/date-strip";
import { TimeWindowPicker } from "../../../components/time-window-picker";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { availabilityOn } from "../../../lib/availability";
import { useT } from "../../../lib/i18n/use-t";
import { dayUnavailable } from "../../../lib/schedule";
import { say } from "../../../lib/stand-ins/lingui";
import type { useBookingSchedule } from "../hooks/use-booking-schedule";

type Schedule = ReturnType<typeof useBookingSchedule>;

/** The booking card's date strip: the shown week, its days disabled where nothing can be booked. */
export function BookingDateField({ schedule, now }: { schedule: Schedule; now: Date }) {
  const t = useT();
  const { availability } = schedule;
  return (
    <section aria-labelledby="booking-date-heading" className="space-y-2">
      <h3 id="booking-date-heading" className="text-foreground flex items-center gap-2 text-sm font-medium">
        <CalendarDays aria-hidden="true" className="text-primary size-4" />
        {t.booking.card.selectDate}
        <span className="text-muted-foreground font-normal">{t.booking.card.klTime}</span>
      </h3>
      <DateStrip
        now={now}
        weekOffset={schedule.weekOffset}
        onWeekChange={schedule.changeWeek}
        selected={schedule.date}
        onSelect={schedule.selectDate}
        unavailable={(day) => dayUnavailable(day, now, availabilityOn(availability.data, day))}
      />
    </section>
  );
}

/** The chosen day's time windows, once a day is chosen; what went wrong reading them, with a retry. */
export function BookingTimeField({ schedule }: { schedule: Schedule }) {
  const t = useT();
  const { providers, availability } = schedule;
  if (!schedule.date)
    return <p className="text-muted-foreground text-sm">{t.booking.card.chooseDateFirst}</p>;
  return (
    <section aria-labelledby="booking-time-heading" className="space-y-3">
      <h3 id="booking-time-heading" className="text-foreground text-sm font-medium">
        {t.booking.card.selectTime}
      </h3>
      {providers.isError || availability.isError ? (
        <div role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
          <p>{errorMessage(providers.error ?? availability.error, t.booking.card.providersFailed)}</p>
          <Button
            variant="link"
            className="h-auto px-0"
            onClick={() => void (providers.isError ? providers.refetch() : availability.refetch())}
          >
            {t.common.tryAgain}
          </Button>
        </div>
      ) : providers.data && providers.data.length === 0 ? (
        <p role="alert" className="bg-muted text-muted-foreground rounded-lg px-4 py-3 text-sm">
          {say("booking.card.noProviders", { city: t.booking.card.city })}
        </p>
      ) : (
        <TimeWindowPicker
          windows={schedule.windows}
          selected={schedule.timeSlot}
          onSelect={schedule.selectWindow}
        />
      )}
    </section>
  );
}
