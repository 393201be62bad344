import type { Closure, HolidaySuggestion } from "@ivdrips/contract/clinic-calendar";
import { CalendarOff, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Badge } from "../../../components/ui/badge";
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
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { formatKlDay } from "../../../lib/format";
import { say } from "../../../lib/stand-ins/lingui";
import { useT } from "../../../lib/i18n/use-t";
import { timeWindowLabel } from "../../../lib/time-window-label";
import { useDeleteClosure } from "../api/delete-closure";
import { useClinicClosures } from "../api/get-clinic-closures";
import { useClinicSchedule } from "../api/get-clinic-schedule";
import { EMPTY_CLOSURE_FORM, type ClosureFormValues } from "../lib/closure-form";
import { SectionLoading } from "../../../components/ui/section-loading";
import { LoadFailed, type ProviderOption } from "./calendar-parts";
import { ClosureForm } from "./closure-form";

/** The coming holidays listed at first; the rest on demand (a year has about eighteen). */
const HOLIDAYS_SHOWN = 5;

/**
 * Issue 23 "Closures": the coming closures (each removable after a confirmation), the form to add one, and
 * KL's public holidays as suggestions that only fill the form in.
 */
export function ClosuresPanel({ clinicId }: { clinicId: string }) {
  const texts = useT().clinicCalendar.closures;
  const closures = useClinicClosures(clinicId);
  const schedule = useClinicSchedule(clinicId);
  const headingId = useId();
  const formRef = useRef<HTMLDivElement>(null);
  // A new value (and key) each time a holiday fills the form in, so the form starts again from it.
  const [prefill, setPrefill] = useState<{ key: number; values: ClosureFormValues }>({
    key: 0,
    values: EMPTY_CLOSURE_FORM,
  });

  if (closures.isPending || schedule.isPending) return <SectionLoading />;
  if (closures.isError || schedule.isError)
    return (
      <LoadFailed
        error={closures.error ?? schedule.error}
        retrying={closures.isFetching || schedule.isFetching}
        onRetry={() => void Promise.all([closures.refetch(), schedule.refetch()])}
      />
    );

  const providers: ProviderOption[] = schedule.data.providers;

  const closeHoliday = (holiday: HolidaySuggestion) => {
    setPrefill((current) => ({
      key: current.key + 1,
      values: { ...EMPTY_CLOSURE_FORM, date: holiday.date, reason: holiday.name },
    }));
    // The form, filled in, is where the clinic confirms (or not): focusing its date brings it into view.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLInputElement>("input[type=date]")?.focus(),
    );
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-6">
      <div className="grid max-w-2xl gap-1">
        <h2 id={headingId} className="font-display text-xl font-semibold tracking-tight">
          {texts.title}
        </h2>
        <p className="text-muted-foreground text-sm">{texts.intro}</p>
      </div>

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="grid gap-6">
          <ClosureList clinicId={clinicId} closures={closures.data.closures} providers={providers} />
          <div ref={formRef} className="scroll-mt-4">
            <ClosureForm
              key={prefill.key}
              clinicId={clinicId}
              providers={providers}
              defaultValues={prefill.values}
            />
          </div>
        </div>
        <Holidays holidays={closures.data.holidays} onClose={closeHoliday} />
      </div>
    </section>
  );
}

function ClosureList({
  clinicId,
  closures,
  providers,
}: {
  clinicId: string;
  closures: readonly Closure[];
  providers: readonly ProviderOption[];
}) {
  const t = useT();
  const texts = t.clinicCalendar.closures;
  const headingId = useId();
  const [removing, setRemoving] = useState<Closure | null>(null);
  const providerName = (id: string | null) =>
    id === null
      ? t.clinicCalendar.allProviders
      : (providers.find((provider) => provider.providerId === id)?.providerName ?? id);

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-display text-lg font-semibold tracking-tight">
        {texts.listTitle}
      </h3>
      {closures.length === 0 ? (
        <p className="text-muted-foreground bg-muted/50 rounded-lg px-4 py-6 text-center text-sm">
          {texts.empty}
        </p>
      ) : (
        <ul className="grid gap-2">
          {closures.map((closure) => (
            <li
              key={closure.id}
              className="border-border bg-card grid gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div className="grid min-w-0 gap-1 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {formatKlDay(closure.date)}
                  {closure.capacity === null ? (
                    <Badge variant="destructive">{texts.closed}</Badge>
                  ) : (
                    <Badge variant="warning">
                      {say("clinicCalendar.closures.capacity", { count: closure.capacity })}
                    </Badge>
                  )}
                </p>
                <p>
                  {closure.timeSlot ? timeWindowLabel(t, closure.timeSlot) : t.clinicCalendar.wholeDay}
                  {" · "}
                  {providerName(closure.providerId)}
                </p>
                <p className="text-muted-foreground break-words">{closure.reason}</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                aria-label={say("clinicCalendar.closures.removeLabel", {
                  date: formatKlDay(closure.date),
                  reason: closure.reason,
                })}
                onClick={() => setRemoving(closure)}
              >
                <Trash2 aria-hidden="true" />
                {texts.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <RemoveClosureDialog clinicId={clinicId} closure={removing} onDone={() => setRemoving(null)} />
    </section>
  );
}

function RemoveClosureDialog({
  clinicId,
  closure,
  onDone,
}: {
  clinicId: string;
  closure: Closure | null;
  onDone(): void;
}) {
  const t = useT();
  const texts = t.clinicCalendar.closures;
  const remove = useDeleteClosure(clinicId);
  const confirm = () => {
    if (!closure) return;
    remove.mutate(closure.id, {
      onSuccess: () => {
        toast({ title: texts.removedTitle });
        onDone();
      },
      onError: (error) =>
        toast({
          title: texts.removeFailedTitle,
          description: errorMessage(error, texts.removeFailedFallback),
          variant: "destructive",
        }),
    });
  };
  return (
    <Dialog open={closure !== null} onOpenChange={(open) => !open && !remove.isPending && onDone()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{texts.removeTitle}</DialogTitle>
          <DialogDescription>
            {closure
              ? say("clinicCalendar.closures.removeDescription", { date: formatKlDay(closure.date) })
              : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onDone} disabled={remove.isPending}>
            {t.common.cancel}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
            {texts.removeConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Holidays({
  holidays,
  onClose,
}: {
  holidays: readonly HolidaySuggestion[];
  onClose(holiday: HolidaySuggestion): void;
}) {
  const texts = useT().clinicCalendar.closures;
  const headingId = useId();
  const listId = useId();
  const [all, setAll] = useState(false);
  const shown = all ? holidays : holidays.slice(0, HOLIDAYS_SHOWN);
  return (
    <section aria-labelledby={headingId} className="bg-muted/40 grid gap-3 rounded-lg p-4">
      <div className="grid gap-1">
        <h3 id={headingId} className="font-display text-lg font-semibold tracking-tight">
          {texts.holidaysTitle}
        </h3>
        <p className="text-muted-foreground text-sm">{texts.holidaysIntro}</p>
      </div>
      {holidays.length === 0 ? (
        <p className="text-muted-foreground text-sm">{texts.holidaysEmpty}</p>
      ) : (
        <ul id={listId} className="grid gap-2">
          {shown.map((holiday) => (
            <li
              key={holiday.date}
              className="bg-background border-border flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
            >
              <div className="grid min-w-0 gap-0.5 text-sm">
                <p className="font-medium break-words">{holiday.name}</p>
                <p className="text-muted-foreground">{formatKlDay(holiday.date)}</p>
              </div>
              {holiday.closed ? (
                <Badge variant="secondary">{texts.alreadyClosed}</Badge>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={say("clinicCalendar.closures.closeDayLabel", {
                    date: formatKlDay(holiday.date),
                    name: holiday.name,
                  })}
                  onClick={() => onClose(holiday)}
                >
                  <CalendarOff aria-hidden="true" />
                  {texts.closeDay}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {holidays.length > HOLIDAYS_SHOWN ? (
        <Button
          variant="link"
          className="h-auto justify-self-start px-0"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll((current) => !current)}
        >
          {all ? texts.holidaysFewer : say("clinicCalendar.closures.holidaysAll", { count: holidays.length })}
        </Button>
      ) : null}
    </section>
  );
}
