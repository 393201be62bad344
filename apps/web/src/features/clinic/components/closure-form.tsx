import type { AffectedBooking, ClosureDecision } from "@ivdrips/contract/clinic-calendar";
import { TIME_WINDOWS } from "@ivdrips/contract/time-windows";
import { CalendarOff } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { NativeSelect } from "../../../components/admin/native-select";
import { Button } from "../../../components/ui/button";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/stand-ins/cn";
import { formatKlDay } from "../../../lib/format";
import { say } from "../../../lib/stand-ins/lingui";
import { useT } from "../../../lib/i18n/use-t";
import { timeWindowLabel } from "../../../lib/time-window-label";
import { useCreateClosure } from "../api/create-closure";
import { usePreviewClosure } from "../api/preview-closure";
import {
  closureFormResolver,
  toClosureChange,
  toCreateClosure,
  type ClosureFormValues,
} from "../lib/closure-form";
import type { ProviderOption } from "./calendar-parts";

interface ClosureFormProps {
  clinicId: string;
  providers: readonly ProviderOption[];
  /** The form's starting values (a holiday's "Close this day" fills the date and the reason). */
  defaultValues: ClosureFormValues;
  /** Called once the closure is made. */
  onCreated?(): void;
}

/**
 * Issue 23 "Closures", adding one: the form is checked by the contract's schema, then the server previews
 * the bookings it would affect. Each of those needs the clinic's choice, Keep or Reject (no default), before
 * the closure is sent with the decisions.
 */
export function ClosureForm({ clinicId, providers, defaultValues, onCreated }: ClosureFormProps) {
  const t = useT();
  const texts = t.clinicCalendar.closures;
  const headingId = useId();
  const preview = usePreviewClosure();
  const create = useCreateClosure(clinicId);
  const [affected, setAffected] = useState<AffectedBooking[] | null>(null);
  const [decisions, setDecisions] = useState<Record<string, ClosureDecision>>({});
  const [missing, setMissing] = useState(false);
  const form = useForm<ClosureFormValues>({ resolver: closureFormResolver, defaultValues });
  const { register, handleSubmit, formState, control, getValues } = form;
  const kind = useWatch({ control, name: "kind" });
  const busy = preview.isPending || create.isPending;

  const failed = (error: unknown) =>
    toast({
      title: texts.failedTitle,
      description: errorMessage(error, texts.failedFallback),
      variant: "destructive",
    });

  const send = (values: ClosureFormValues, chosen: Record<string, ClosureDecision>) =>
    create.mutate(toCreateClosure(values, chosen), {
      onSuccess: ({ kept, rejected }) => {
        toast({
          title: texts.createdTitle,
          description: say("clinicCalendar.closures.created", { kept, rejected }),
        });
        setAffected(null);
        setDecisions({});
        form.reset(defaultValues);
        onCreated?.();
      },
      onError: (error) => {
        failed(error);
        // Someone booked meanwhile: list the bookings again, keeping the choices already made.
        if (error instanceof ApiError && error.ref?.messageId === "closureNeedsDecisions") check(values);
      },
    });

  const check = (values: ClosureFormValues) =>
    preview.mutate(toClosureChange(values), {
      onSuccess: ({ affected: found }) => {
        if (found.length === 0) {
          setAffected(null);
          send(values, {});
        } else {
          setAffected(found);
          setMissing(false);
        }
      },
      onError: failed,
    });

  const confirm = () => {
    if (!affected) return;
    if (affected.some((booking) => !decisions[booking.id])) {
      setMissing(true);
      return;
    }
    const chosen = Object.fromEntries(affected.map((booking) => [booking.id, decisions[booking.id]]));
    send(getValues(), chosen as Record<string, ClosureDecision>);
  };

  const editing = affected === null;

  return (
    <section aria-labelledby={headingId} className="border-border grid gap-4 rounded-lg border p-4 sm:p-5">
      <h3 id={headingId} className="font-display text-lg font-semibold tracking-tight">
        {texts.formTitle}
      </h3>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(check)(event)}
        className="grid gap-4"
        aria-describedby={editing ? undefined : `${headingId}-affected`}
      >
        <fieldset disabled={!editing || busy} className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${headingId}-date`} label={texts.date} error={formState.errors.date?.message}>
            <Input
              {...fieldA11y(`${headingId}-date`, formState.errors.date?.message)}
              type="date"
              {...register("date")}
            />
          </FormField>
          <FormField
            id={`${headingId}-provider`}
            label={t.clinicCalendar.provider}
            error={formState.errors.providerId?.message}
          >
            <NativeSelect
              {...fieldA11y(`${headingId}-provider`, formState.errors.providerId?.message)}
              {...register("providerId")}
            >
              <option value="">{t.clinicCalendar.allProviders}</option>
              {providers.map((provider) => (
                <option key={provider.providerId} value={provider.providerId}>
                  {provider.providerName}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            id={`${headingId}-window`}
            label={texts.window}
            error={formState.errors.timeSlot?.message}
          >
            <NativeSelect
              {...fieldA11y(`${headingId}-window`, formState.errors.timeSlot?.message)}
              {...register("timeSlot")}
            >
              <option value="">{t.clinicCalendar.wholeDay}</option>
              {TIME_WINDOWS.map((window) => (
                <option key={window.timeSlot} value={window.timeSlot}>
                  {timeWindowLabel(t, window.timeSlot)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <fieldset className="grid content-start gap-2">
            <legend className="mb-2 text-sm leading-none font-medium">{texts.kind}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input type="radio" value="closed" className="accent-primary size-4" {...register("kind")} />
                {texts.kindClosed}
              </label>
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  value="capacity"
                  className="accent-primary size-4"
                  {...register("kind")}
                />
                {texts.kindCapacity}
              </label>
            </div>
          </fieldset>
          {kind === "capacity" ? (
            <FormField
              id={`${headingId}-capacity`}
              label={texts.capacityField}
              hint={texts.capacityNeedsWindow}
              error={formState.errors.capacity?.message}
            >
              <Input
                {...fieldA11y(`${headingId}-capacity`, formState.errors.capacity?.message, { hint: true })}
                type="number"
                inputMode="numeric"
                min={1}
                className="sm:w-32"
                {...register("capacity", { valueAsNumber: true })}
              />
            </FormField>
          ) : null}
          <FormField
            id={`${headingId}-reason`}
            label={texts.reason}
            hint={texts.reasonHint}
            error={formState.errors.reason?.message}
            className="sm:col-span-2"
          >
            <Input
              {...fieldA11y(`${headingId}-reason`, formState.errors.reason?.message, { hint: true })}
              maxLength={200}
              {...register("reason")}
            />
          </FormField>
        </fieldset>
        {editing ? (
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner /> : <CalendarOff aria-hidden="true" />}
              {preview.isPending ? texts.checking : create.isPending ? texts.saving : texts.submit}
            </Button>
          </div>
        ) : null}
      </form>

      {affected ? (
        <AffectedBookings
          id={`${headingId}-affected`}
          affected={affected}
          decisions={decisions}
          missing={missing}
          busy={busy}
          onDecide={(bookingId, decision) => {
            setDecisions((current) => ({ ...current, [bookingId]: decision }));
          }}
          onConfirm={confirm}
          onBack={() => {
            setAffected(null);
            setMissing(false);
          }}
        />
      ) : null}
    </section>
  );
}

function AffectedBookings({
  id,
  affected,
  decisions,
  missing,
  busy,
  onDecide,
  onConfirm,
  onBack,
}: {
  id: string;
  affected: readonly AffectedBooking[];
  decisions: Readonly<Record<string, ClosureDecision>>;
  missing: boolean;
  busy: boolean;
  onDecide(bookingId: string, decision: ClosureDecision): void;
  onConfirm(): void;
  onBack(): void;
}) {
  const t = useT();
  const texts = t.clinicCalendar.closures;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The list appears below the form: take the reader there.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div id={id} className="bg-warning-soft/60 border-warning/30 grid gap-4 rounded-lg border p-4">
      <div className="grid gap-1">
        <h4 className="font-semibold" tabIndex={-1} ref={headingRef}>
          {say("clinicCalendar.closures.affectedTitle", { count: affected.length })}
        </h4>
        <p className="text-sm">{texts.affectedIntro}</p>
      </div>
      <ul className="grid gap-3">
        {affected.map((booking) => {
          const undecided = missing && !decisions[booking.id];
          return (
            <li
              key={booking.id}
              className={cn(
                "bg-background grid gap-3 rounded-md border p-3 sm:grid-cols-[1fr_auto] sm:items-center",
                undecided ? "border-destructive" : "border-border",
              )}
            >
              <div className="grid min-w-0 gap-0.5 text-sm">
                <p className="font-semibold break-words">
                  {booking.customerName}
                  <span className="text-muted-foreground font-normal"> · {booking.reference}</span>
                </p>
                <p className="break-words">
                  {booking.serviceName}
                  {booking.quantity > 1 ? ` × ${booking.quantity}` : ""}
                  {" · "}
                  {booking.providerName}
                </p>
                <p className="text-muted-foreground">
                  {formatKlDay(booking.date)}, {timeWindowLabel(t, booking.timeSlot)}
                </p>
                <p className="text-muted-foreground">{texts.states[booking.state]}</p>
              </div>
              <fieldset
                className="flex gap-2"
                aria-invalid={undecided || undefined}
                aria-describedby={undecided ? `${id}-missing` : undefined}
              >
                <legend className="sr-only">
                  {say("clinicCalendar.closures.decisionLabel", { reference: booking.reference })}
                </legend>
                <DecisionChoice
                  name={`${id}-${booking.id}`}
                  value="keep"
                  label={texts.keep}
                  checked={decisions[booking.id] === "keep"}
                  disabled={busy}
                  onChange={() => onDecide(booking.id, "keep")}
                />
                <DecisionChoice
                  name={`${id}-${booking.id}`}
                  value="reject"
                  label={texts.reject}
                  checked={decisions[booking.id] === "reject"}
                  disabled={busy}
                  onChange={() => onDecide(booking.id, "reject")}
                />
              </fieldset>
            </li>
          );
        })}
      </ul>
      {missing ? (
        <p id={`${id}-missing`} role="alert" className="text-destructive text-sm font-medium">
          {texts.affectedMissing}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button onClick={onConfirm} disabled={busy}>
          {busy ? <Spinner /> : <CalendarOff aria-hidden="true" />}
          {busy ? texts.saving : texts.confirm}
        </Button>
        <Button variant="outline" onClick={onBack} disabled={busy}>
          {t.common.back}
        </Button>
      </div>
    </div>
  );
}

function DecisionChoice({
  name,
  value,
  label,
  checked,
  disabled,
  onChange,
}: {
  name: string;
  value: ClosureDecision;
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange(): void;
}) {
  return (
    <label
      className={cn(
        "flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm font-medium",
        "has-focus-visible:ring-ring has-focus-visible:ring-2",
        checked
          ? value === "reject"
            ? "border-destructive bg-danger-soft text-destructive"
            : "border-primary bg-primary-soft text-primary"
          : "border-border bg-background",
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        required
        className="accent-primary size-4"
      />
      {label}
    </label>
  );
}
