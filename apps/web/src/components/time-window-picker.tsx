import { say } from "../lib/stand-ins/lingui";
import { timeWindowKey, type TimeSlot } from "@ivdrips/contract/time-window-list";
import { Clock } from "lucide-react";
import { cn } from "../lib/stand-ins/cn";
import type { Catalogue } from "../locales/catalogue";
import { useT } from "../lib/i18n/use-t";
import type { WindowState } from "../lib/schedule";

export interface TimeWindowPickerProps {
  windows: WindowState[];
  selected: string | null;
  onSelect(timeSlot: TimeSlot): void;
}

type WindowTexts = Catalogue["timeWindows"];

const STATUS_TEXT: Record<
  WindowState["status"],
  "available" | "fullyBooked" | "unavailable" | "checking" | "otherPrice"
> = {
  open: "available",
  full: "fullyBooked",
  unavailable: "unavailable",
  loading: "checking",
  otherPrice: "otherPrice",
};

function statusText(texts: WindowTexts, window: WindowState): string {
  if (window.status === "open" && window.remaining === 1) return texts.onePlaceLeft;
  return texts[STATUS_TEXT[window.status]];
}

/**
 * SPEC §5 "Time windows": the four KL windows; full, past and too-close windows cannot be chosen, nor, for a
 * booking being moved, one priced otherwise.
 */
export function TimeWindowPicker({ windows, selected, onSelect }: TimeWindowPickerProps) {
  const t = useT();
  const texts = t.timeWindows;
  return (
    <div role="group" aria-label={texts.chooseTimeWindow} className="grid grid-cols-2 gap-2">
      {windows.map((window) => {
        const { period, hours } = texts[timeWindowKey(window.timeSlot)];
        const pressed = window.timeSlot === selected;
        const text = statusText(texts, window);
        return (
          <button
            key={window.timeSlot}
            type="button"
            aria-pressed={pressed}
            disabled={window.status !== "open"}
            onClick={() => onSelect(window.timeSlot)}
            className={cn(
              "flex min-h-14 items-center gap-3 rounded-lg border px-3 py-2.5 text-left",
              "transition-[color,background-color,border-color,box-shadow] duration-150",
              "focus-visible:ring-ring focus-visible:ring-offset-background focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-hidden",
              "disabled:bg-muted/50 disabled:text-muted-foreground disabled:cursor-not-allowed disabled:border-transparent",
              pressed
                ? "bg-primary text-primary-foreground border-primary shadow-soft"
                : "border-border bg-background hover:border-primary/50 hover:bg-primary-soft",
            )}
          >
            <span className="sr-only">
              {say("timeWindows.windowStatus", { period, hours, status: text })}
            </span>
            <Clock aria-hidden="true" className="hidden size-4 shrink-0 opacity-70 min-[400px]:block" />
            <span aria-hidden="true" className="flex min-w-0 flex-col">
              <span className="text-sm font-semibold">{period}</span>
              <span
                className={cn("text-xs", pressed ? "text-primary-foreground/85" : "text-muted-foreground")}
              >
                {hours}
              </span>
              <span
                className={cn(
                  "text-[11px] font-medium",
                  pressed
                    ? "text-primary-foreground/85"
                    : window.status === "full"
                      ? "text-destructive"
                      : window.status === "open"
                        ? "text-success"
                        : "text-muted-foreground",
                )}
              >
                {text}
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
