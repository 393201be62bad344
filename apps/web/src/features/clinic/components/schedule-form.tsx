import {
  MAX_WINDOW_CAPACITY,
  UpdateScheduleRequestSchema,
  WEEKDAYS,
  type ProviderWeek,
  type UpdateScheduleRequest,
  type WeeklyWindow,
} from "@ivdrips/contract/clinic-calendar";
import { timeWindowKey } from "@ivdrips/contract/time-window-list";
import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarX, Save } from "lucide-react";
import { useId, useState } from "react";
import { useForm, useWatch, type UseFormRegisterReturn } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Switch } from "../../../components/ui/switch";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/stand-ins/cn";
import { say } from "../../../lib/stand-ins/lingui";
import { sayFieldMessage } from "../../../lib/i18n/say-field-message";
import { useT } from "../../../lib/i18n/use-t";
import { timeWindowLabel } from "../../../lib/time-window-label";
import { useClinicSchedule } from "../api/get-clinic-schedule";
import { useUpdateClinicSchedule } from "../api/update-clinic-schedule";
import { SectionLoading } from "../../../components/ui/section-loading";
import { LoadFailed, ProviderPicker } from "./calendar-parts";

/** Issue 23 "Schedule": each provider's week, seven days of four windows, open or not and their capacity. */
export function ScheduleForm({ clinicId }: { clinicId: string }) {
  const texts = useT().clinicCalendar.schedule;
  const schedule = useClinicSchedule(clinicId);
  const [chosenProvider, setChosenProvider] = useState<string | null>(null);
  const headingId = useId();

  if (schedule.isPending) return <SectionLoading />;
  if (schedule.isError)
    return (
      <LoadFailed
        error={schedule.error}
        retrying={schedule.isFetching}
        onRetry={() => void schedule.refetch()}
      />
    );

  const providers = schedule.data.providers;
  const week = providers.find((entry) => entry.providerId === chosenProvider) ?? providers[0];

  return (
    <section aria-labelledby={headingId} className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid max-w-2xl gap-1">
          <h2 id={headingId} className="font-display text-xl font-semibold tracking-tight">
            {texts.title}
          </h2>
          <p className="text-muted-foreground text-sm">{texts.intro}</p>
        </div>
        <ProviderPicker providers={providers} value={week?.providerId ?? ""} onChange={setChosenProvider} />
      </div>
      {/* A form per provider: switching provider starts again from what the server holds. */}
      {week ? <WeekForm key={week.providerId} clinicId={clinicId} week={week} /> : null}
    </section>
  );
}

function WeekForm({ clinicId, week }: { clinicId: string; week: ProviderWeek }) {
  const t = useT();
  const texts = t.clinicCalendar.schedule;
  const save = useUpdateClinicSchedule(clinicId);
  const form = useForm<UpdateScheduleRequest>({
    resolver: zodResolver(UpdateScheduleRequestSchema),
    defaultValues: { providerId: week.providerId, windows: week.windows },
  });
  const { register, handleSubmit, formState } = form;
  // Each window as the form holds it now: one switched off reads "Closed" at once, before it is saved.
  const current = useWatch({ control: form.control, name: "windows" });

  const submit = (values: UpdateScheduleRequest) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ providerId: saved.providerId, windows: saved.windows });
        toast({ title: texts.savedTitle, description: texts.savedDescription });
      },
      onError: (error) =>
        toast({
          title: texts.failedTitle,
          description: errorMessage(error, texts.failedFallback),
          variant: "destructive",
        }),
    });

  const byDay = WEEKDAYS.map((weekday) => ({
    weekday,
    windows: week.windows
      .map((window, index) => ({ window, index }))
      .filter(({ window }) => window.weekday === weekday),
  }));

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4">
      <p className="text-muted-foreground text-sm">
        {say("clinicCalendar.schedule.defaultCapacity", { count: week.defaultCapacity })}
      </p>
      <div className="grid gap-3">
        {byDay.map(({ weekday, windows }) => (
          <fieldset key={weekday} className="border-border grid gap-3 rounded-lg border p-3 sm:p-4">
            <legend className="px-1 font-semibold">{texts.weekdays[weekday]}</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
              {windows.map(({ window, index }) => (
                <WindowFields
                  key={window.timeSlot}
                  window={window}
                  open={current[index]?.open ?? window.open}
                  day={texts.weekdays[weekday]}
                  openField={register(`windows.${index}.open`)}
                  capacityField={register(`windows.${index}.capacity`, { valueAsNumber: true })}
                  error={formState.errors.windows?.[index]?.capacity?.message}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden="true" />
          {save.isPending ? texts.saving : texts.save}
        </Button>
        {formState.errors.windows?.root?.message || formState.errors.windows?.message ? (
          <p role="alert" className="text-destructive text-sm">
            {sayFieldMessage(
              formState.errors.windows.root?.message ?? formState.errors.windows.message ?? "",
            )}
          </p>
        ) : null}
      </div>
    </form>
  );
}

function WindowFields({
  window,
  open,
  day,
  openField,
  capacityField,
  error,
}: {
  window: WeeklyWindow;
  /** Whether the form has it open now (its switch), which may differ from what is saved. */
  open: boolean;
  day: string;
  openField: UseFormRegisterReturn;
  capacityField: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const t = useT();
  const texts = t.clinicCalendar.schedule;
  const id = useId();
  const label = timeWindowLabel(t, window.timeSlot);
  const name = t.timeWindows[timeWindowKey(window.timeSlot)];
  return (
    <div
      data-window={window.timeSlot}
      className={cn(
        "grid content-start gap-2 rounded-md border p-2.5",
        open ? "bg-muted/40 border-transparent" : "border-destructive/30 bg-danger-soft",
      )}
    >
      {/* A phone: name, switch and capacity on one line; wider: the name above the controls. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="flex min-w-0 flex-1 flex-wrap gap-x-1 text-sm sm:basis-full">
          <span className="font-semibold">{name.period}</span>{" "}
          <span className="text-muted-foreground">{name.hours}</span>
        </p>
        <label htmlFor={`${id}-open`} className="flex items-center gap-2 text-sm">
          <Switch
            id={`${id}-open`}
            aria-label={say("clinicCalendar.schedule.openLabel", { window: label, day })}
            {...openField}
          />
          <span aria-hidden="true" className="max-sm:sr-only">
            {texts.open}
          </span>
        </label>
        {/* A closed window takes no visits: it says so where its capacity would be (the number is kept). */}
        {open ? null : (
          <p className="text-destructive flex items-center gap-1 text-sm font-semibold sm:ml-auto">
            <CalendarX aria-hidden="true" className="size-4 shrink-0" />
            {t.clinicCalendar.week.closed}
          </p>
        )}
        <label
          htmlFor={`${id}-capacity`}
          hidden={!open}
          className="flex items-center gap-2 text-sm sm:ml-auto"
        >
          <span aria-hidden="true" className="text-muted-foreground max-sm:sr-only">
            {texts.capacity}
          </span>
          <Input
            id={`${id}-capacity`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_WINDOW_CAPACITY}
            className="h-9 w-18"
            aria-label={say("clinicCalendar.schedule.capacityLabel", { window: label, day })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...capacityField}
          />
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-xs">
          {sayFieldMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
