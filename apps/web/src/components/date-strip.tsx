import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "./ui/button";
import { cn } from "../lib/stand-ins/cn";
import { formatKlDay, intlLocale, KL_TIME_ZONE } from "../lib/format";
import { useT } from "../lib/i18n/use-t";
import { dateTimeFormat } from "@ivdrips/contract/intl-formatters";
import { say } from "../lib/stand-ins/lingui";
import { dayParts, hasLaterWeek, isDaySelectable, stripDays, type DayUnavailable } from "../lib/schedule";

export interface DateStripProps {
  now: Date;
  /** 0 is the week starting today (KL); it never goes below 0. */
  weekOffset: number;
  onWeekChange(weekOffset: number): void;
  selected: string | null;
  onSelect(day: string): void;
  /** Whether a day has no place at all (closed by the clinic, or fully booked), once its places are known. */
  unavailable?(day: string): DayUnavailable | null;
}

/** "1 Jun" / "6月1日": a strip end, in the current language's order. */
function shortDay(day: string): string {
  return dateTimeFormat(intlLocale(), {
    timeZone: KL_TIME_ZONE,
    day: "numeric",
    month: "short",
  }).format(new Date(`${day}T12:00:00+08:00`));
}

/** SPEC §2: seven KL days with previous/next week arrows; days that cannot be booked are disabled. */
export function DateStrip({
  now,
  weekOffset,
  onWeekChange,
  selected,
  onSelect,
  unavailable,
}: DateStripProps) {
  const t = useT();
  const days = stripDays(now, weekOffset);
  const first = days[0] ?? "";
  const last = days[days.length - 1] ?? "";
  const range = `${shortDay(first)} – ${shortDay(last)}`;

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t.booking.dateStrip.previousWeek}
          disabled={weekOffset === 0}
          onClick={() => onWeekChange(weekOffset - 1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p className="text-muted-foreground text-sm font-medium" aria-live="polite">
          {range}
        </p>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t.booking.dateStrip.nextWeek}
          disabled={!hasLaterWeek(now, weekOffset)}
          onClick={() => onWeekChange(weekOffset + 1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div
        role="group"
        aria-label={t.booking.dateStrip.chooseDate}
        className="grid grid-cols-7 gap-1 sm:gap-1.5"
      >
        {days.map((day) => {
          const parts = dayParts(day);
          const closedOrFull = unavailable?.(day) ?? null;
          const selectable = isDaySelectable(day, now) && closedOrFull === null;
          const pressed = day === selected;
          return (
            <button
              key={day}
              type="button"
              aria-pressed={pressed}
              disabled={!selectable}
              data-day={day}
              data-unavailable={closedOrFull ?? undefined}
              onClick={() => onSelect(day)}
              className={cn(
                "flex min-h-16 flex-col items-center justify-center gap-0.5 rounded-lg border px-0.5 py-2 text-center",
                "transition-[color,background-color,border-color,box-shadow] duration-150",
                "focus-visible:ring-ring focus-visible:ring-offset-background focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-hidden",
                "disabled:bg-muted/50 disabled:text-muted-foreground disabled:cursor-not-allowed disabled:border-transparent disabled:line-through disabled:decoration-1",
                pressed
                  ? "bg-primary text-primary-foreground border-primary shadow-soft"
                  : "border-border bg-background hover:border-primary/50 hover:bg-primary-soft",
              )}
            >
              {/* The abbreviations are for the eye; the button's name is the full date ("Monday, 1 June 2026"). */}
              <span className="sr-only">
                {closedOrFull === "closed"
                  ? say("booking.dateStrip.dayClosed", { date: formatKlDay(day) })
                  : closedOrFull === "full"
                    ? say("booking.dateStrip.dayFull", { date: formatKlDay(day) })
                    : formatKlDay(day)}
              </span>
              <span aria-hidden="true" className="contents">
                <span
                  className={cn("text-[11px] font-medium uppercase", !pressed && "text-muted-foreground")}
                >
                  {parts.weekday}
                </span>
                <span className="text-lg leading-none font-semibold">{parts.dayOfMonth}</span>
                <span className={cn("text-[11px]", !pressed && "text-muted-foreground")}>{parts.month}</span>
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
