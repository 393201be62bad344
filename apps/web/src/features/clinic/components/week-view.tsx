import type { Booking } from "@ivdrips/contract/bookings";
import type { CalendarWindow, ClinicCalendar } from "@ivdrips/contract/clinic-calendar";
import { dateTimeFormat } from "@ivdrips/contract/intl-formatters";
import { timeWindowKey } from "@ivdrips/contract/time-window-list";
import { klDateOf, type TimeSlot } from "@ivdrips/contract/time-windows";
import { CalendarX, ChevronLeft, ChevronRight, PartyPopper } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { cn } from "../../../lib/stand-ins/cn";
import { formatKlDay, intlLocale, KL_TIME_ZONE } from "../../../lib/format";
import { say } from "../../../lib/stand-ins/lingui";
import { useT } from "../../../lib/i18n/use-t";
import { dayParts } from "../../../lib/schedule";
import { timeWindowLabel } from "../../../lib/time-window-label";
import { useNow } from "../../../lib/use-now";
import { useClinicBookings } from "../api/get-clinic-bookings";
import { useClinicCalendar } from "../api/get-clinic-calendar";
import { weekStart, windowBookings } from "../lib/calendar-week";
import { SectionLoading } from "../../../components/ui/section-loading";
import { LoadFailed, ProviderPicker } from "./calendar-parts";
import { ClinicBookingCard } from "./clinic-booking-card";

type ProviderCalendar = ClinicCalendar["providers"][number];

interface OpenWindow {
  providerId: string;
  date: string;
  timeSlot: TimeSlot;
}

/** "1 Jun" / "6月1日". */
function shortDay(day: string): string {
  return dateTimeFormat(intlLocale(), { timeZone: KL_TIME_ZONE, day: "numeric", month: "short" }).format(
    new Date(`${day}T12:00:00+08:00`),
  );
}

/**
 * Issue 23 "Week": one provider's seven days from Monday, each window's places, approved, pending and held
 * counts, closures with their reason and public holidays by name. Seven columns on a wide screen, one day
 * under the other on a phone. A window opens its bookings (from the list the portal already holds).
 */
export function WeekView({ clinicId }: { clinicId: string }) {
  const t = useT();
  const texts = t.clinicCalendar.week;
  const now = useNow();
  const [weekOffset, setWeekOffset] = useState(0);
  const [chosenProvider, setChosenProvider] = useState<string | null>(null);
  const [openWindow, setOpenWindow] = useState<OpenWindow | null>(null);
  const from = weekStart(now, weekOffset);
  const calendar = useClinicCalendar(clinicId, from);
  const bookings = useClinicBookings(clinicId);
  const headingId = useId();

  if (calendar.isPending) return <SectionLoading />;
  if (calendar.isError)
    return (
      <LoadFailed
        error={calendar.error}
        retrying={calendar.isFetching}
        onRetry={() => void calendar.refetch()}
      />
    );

  const providers = calendar.data.providers;
  const provider = providers.find((entry) => entry.providerId === chosenProvider) ?? providers[0];
  const days = provider?.days ?? [];
  const last = days[days.length - 1]?.date ?? from;
  const today = klDateOf(now);

  return (
    <section aria-labelledby={headingId} className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h2 id={headingId} className="font-display text-xl font-semibold tracking-tight">
            {texts.title}
          </h2>
          <p className="text-muted-foreground text-sm">{texts.intro}</p>
        </div>
        <ProviderPicker
          providers={providers}
          value={provider?.providerId ?? ""}
          onChange={setChosenProvider}
        />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={texts.previous}
          onClick={() => setWeekOffset((offset) => offset - 1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <div className="flex flex-wrap items-center justify-center gap-2">
          <p className="font-medium" aria-live="polite">
            {shortDay(from)} – {shortDay(last)}
          </p>
          {weekOffset !== 0 ? (
            <Button variant="link" className="h-auto px-1" onClick={() => setWeekOffset(0)}>
              {texts.thisWeek}
            </Button>
          ) : null}
        </div>
        <Button
          variant="outline"
          size="icon"
          aria-label={texts.next}
          onClick={() => setWeekOffset((offset) => offset + 1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>

      {provider ? (
        <ol
          className={cn(
            // From md up, seven columns whose headers and windows line up across days (subgrid rows).
            "grid grid-cols-1 gap-3 md:grid-cols-7 md:grid-rows-[auto_repeat(4,auto)] md:gap-2",
            calendar.isPlaceholderData && "opacity-60",
          )}
          aria-busy={calendar.isPlaceholderData || undefined}
        >
          {provider.days.map((day) => (
            <DayColumn
              key={day.date}
              day={day}
              isToday={day.date === today}
              onOpen={(timeSlot) =>
                setOpenWindow({ providerId: provider.providerId, date: day.date, timeSlot })
              }
            />
          ))}
        </ol>
      ) : null}

      <WindowBookingsDialog
        clinicId={clinicId}
        window={openWindow}
        bookings={bookings.data ?? []}
        onClose={() => setOpenWindow(null)}
      />
    </section>
  );
}

function DayColumn({
  day,
  isToday,
  onOpen,
}: {
  day: ProviderCalendar["days"][number];
  isToday: boolean;
  onOpen(timeSlot: TimeSlot): void;
}) {
  const t = useT();
  const texts = t.clinicCalendar.week;
  const parts = dayParts(day.date);
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        "grid content-start gap-2 rounded-lg border p-3 md:row-span-5 md:grid-rows-subgrid md:p-2",
        isToday ? "border-primary bg-primary-soft/40" : "border-border bg-card",
      )}
    >
      <div className="grid content-start gap-1">
        <h3 id={headingId} className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <span className="sr-only">{formatKlDay(day.date)}</span>
          <span aria-hidden="true" className="flex items-baseline gap-1.5">
            <span className="text-muted-foreground text-xs font-medium uppercase">{parts.weekday}</span>
            <span className="text-lg leading-none font-semibold">{parts.dayOfMonth}</span>
            <span className="text-muted-foreground text-xs">{parts.month}</span>
          </span>
          {isToday ? (
            <Badge variant="info" className="md:px-1.5">
              {texts.today}
            </Badge>
          ) : null}
        </h3>
        {day.holiday ? (
          <p className="text-warning flex items-start gap-1 text-xs leading-snug font-medium">
            <PartyPopper aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            <span>{say("clinicCalendar.week.holiday", { name: day.holiday })}</span>
          </p>
        ) : null}
      </div>
      <ul className="grid grid-cols-2 gap-2 md:row-span-4 md:grid-cols-1 md:grid-rows-subgrid">
        {day.windows.map((window) => (
          <li key={window.timeSlot} className="grid">
            <WindowButton window={window} onOpen={() => onOpen(window.timeSlot)} />
          </li>
        ))}
      </ul>
    </li>
  );
}

function WindowButton({ window, onOpen }: { window: CalendarWindow; onOpen(): void }) {
  const t = useT();
  const texts = t.clinicCalendar.week;
  const booked = window.approved + window.pending + window.held;
  const name = t.timeWindows[timeWindowKey(window.timeSlot)];
  return (
    <button
      type="button"
      onClick={onOpen}
      data-window={window.timeSlot}
      className={cn(
        "grid min-h-11 content-start gap-1 rounded-md border px-2 py-1.5 text-left text-xs leading-snug",
        "transition-[color,background-color,border-color] duration-150",
        "focus-visible:ring-ring focus-visible:ring-offset-background focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-hidden",
        window.closed
          ? "border-destructive/30 bg-danger-soft hover:border-destructive/60"
          : "border-border bg-background hover:border-primary/50 hover:bg-primary-soft",
      )}
    >
      <span className="flex flex-wrap gap-x-1">
        <span className="text-foreground font-semibold">{name.period}</span>{" "}
        <span className="text-muted-foreground">{name.hours}</span>
      </span>
      {window.closed ? (
        <span className="text-destructive flex items-center gap-1 font-semibold">
          <CalendarX aria-hidden="true" className="size-3.5 shrink-0" />
          {texts.closed}
        </span>
      ) : (
        <span className="text-muted-foreground">
          {say("clinicCalendar.week.capacity", { count: window.capacity })}
        </span>
      )}
      {window.closureReason ? (
        <span className="text-muted-foreground line-clamp-2 break-words italic">{window.closureReason}</span>
      ) : null}
      {booked > 0 || !window.closed ? (
        <span className="flex flex-wrap gap-x-2 gap-y-0.5">
          <span className={cn(window.approved > 0 ? "text-info font-semibold" : "text-muted-foreground")}>
            {say("clinicCalendar.week.approved", { count: window.approved })}
          </span>
          <span className={cn(window.pending > 0 ? "text-warning font-semibold" : "text-muted-foreground")}>
            {say("clinicCalendar.week.pending", { count: window.pending })}
          </span>
          {window.held > 0 ? (
            <span className="text-muted-foreground">
              {say("clinicCalendar.week.held", { count: window.held })}
            </span>
          ) : null}
        </span>
      ) : null}
    </button>
  );
}

function WindowBookingsDialog({
  clinicId,
  window,
  bookings,
  onClose,
}: {
  clinicId: string;
  window: OpenWindow | null;
  bookings: readonly Booking[];
  onClose(): void;
}) {
  const t = useT();
  const texts = t.clinicCalendar.week;
  const found: Booking[] = window ? windowBookings(bookings, window) : [];
  return (
    <Dialog open={window !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        {window ? (
          <>
            <DialogHeader>
              <DialogTitle>
                {say("clinicCalendar.week.dialogTitle", {
                  window: timeWindowLabel(t, window.timeSlot),
                  date: formatKlDay(window.date),
                })}
              </DialogTitle>
              <DialogDescription>{texts.dialogDescription}</DialogDescription>
            </DialogHeader>
            {found.length === 0 ? (
              <p className="text-muted-foreground py-6 text-center text-sm">{texts.noBookings}</p>
            ) : (
              <ul className="grid gap-4">
                {found.map((booking) => (
                  <li key={booking._id} className="grid">
                    <ClinicBookingCard booking={booking} clinicId={clinicId} />
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
