import type { Booking } from "@ivdrips/contract/bookings";
import type { CLINIC_OUTCOMES } from "@ivdrips/contract/visit-day";
import { CircleOff, ShieldAlert } from "lucide-react";
import { useId, useState, type FormEvent, type ReactElement } from "react";
import { FormDialog } from "../../../components/ui/form-dialog";
import { Button } from "../../../components/ui/button";
import { DialogFooter } from "../../../components/ui/dialog";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Spinner } from "../../../components/ui/spinner";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { sayFieldMessage } from "../../../lib/i18n/say-field-message";
import { useT } from "../../../lib/i18n/use-t";
import { cn } from "../../../lib/stand-ins/cn";
import { useRecordVisitOutcome } from "../api/record-visit-outcome";
import { checkOutcome } from "../lib/visit-forms";

type ClinicOutcome = (typeof CLINIC_OUTCOMES)[number];

/**
 * "The visit cannot happen" (issue 37): the clinician says what happened, among the outcomes the server allows
 * now, with a required note. A not_treatable note is clinical: the dialog says it goes to the clinical record
 * only (the server seals it there).
 */
export function VisitOutcomeDialog({
  booking,
  clinicId,
  outcomes,
  trigger,
}: {
  booking: Booking;
  clinicId: string;
  outcomes: readonly ClinicOutcome[];
  trigger: ReactElement;
}) {
  const texts = useT().visit.clinic.outcome;
  return (
    <FormDialog trigger={trigger} title={texts.title} description={texts.description} className="sm:max-w-md">
      {(close) => <OutcomeForm booking={booking} clinicId={clinicId} outcomes={outcomes} onDone={close} />}
    </FormDialog>
  );
}

function OutcomeForm({
  booking,
  clinicId,
  outcomes,
  onDone,
}: {
  booking: Booking;
  clinicId: string;
  outcomes: readonly ClinicOutcome[];
  onDone: () => void;
}) {
  const texts = useT().visit.clinic.outcome;
  const id = useId();
  const [outcome, setOutcome] = useState<ClinicOutcome | "">("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Partial<Record<"outcome" | "note", string>>>({});
  const record = useRecordVisitOutcome(clinicId);
  const working = record.isPending;
  const clinical = outcome === "not_treatable";

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkOutcome({ outcome, note });
    if (checked.value === null) {
      // The choice is said in the app's words; the note by the contract's message.
      setErrors({ ...checked.errors, ...(checked.errors.outcome ? { outcome: texts.choose } : {}) });
      const first = checked.errors.outcome ? `${id}-outcome-${outcomes[0] ?? ""}` : `${id}-note`;
      document.getElementById(first)?.focus();
      return;
    }
    setErrors({});
    try {
      await record.mutateAsync({ id: booking._id, outcome: checked.value });
    } catch {
      return; // Said below from the mutation's error.
    }
    toast({ title: texts.doneTitle, description: texts.choices[checked.value.outcome] });
    onDone();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-5"
      aria-busy={working || undefined}
    >
      <fieldset
        className="grid gap-2"
        disabled={working}
        aria-invalid={errors.outcome ? true : undefined}
        aria-describedby={errors.outcome ? `${id}-outcome-error` : undefined}
      >
        <legend className="mb-2 text-sm leading-none font-medium">{texts.choice}</legend>
        {outcomes.map((choice) => (
          <label
            key={choice}
            className={cn(
              "flex min-h-11 cursor-pointer items-start gap-3 rounded-md border px-3 py-2.5 text-sm",
              "has-focus-visible:ring-ring has-focus-visible:ring-2",
              outcome === choice ? "border-primary bg-primary-soft" : "border-border bg-background",
            )}
          >
            <input
              id={`${id}-outcome-${choice}`}
              type="radio"
              name={`${id}-outcome`}
              value={choice}
              checked={outcome === choice}
              onChange={() => setOutcome(choice)}
              className="accent-primary mt-0.5 size-4 shrink-0"
            />
            {texts.choices[choice]}
          </label>
        ))}
        {errors.outcome ? (
          <p id={`${id}-outcome-error`} className="text-destructive text-sm">
            {sayFieldMessage(errors.outcome)}
          </p>
        ) : null}
      </fieldset>

      {outcome ? (
        <p
          id={`${id}-notice`}
          className={cn(
            "flex items-start gap-2 rounded-lg px-4 py-3 text-sm font-medium",
            clinical ? "bg-info-soft text-info" : "bg-muted text-foreground",
          )}
        >
          {clinical ? <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
          {clinical ? texts.clinicalNote : texts.customerNote}
        </p>
      ) : null}

      <FormField id={`${id}-note`} label={texts.note} error={errors.note}>
        <Textarea
          rows={4}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          disabled={working}
          {...fieldA11y(`${id}-note`, errors.note, { required: true })}
          aria-describedby={
            [outcome ? `${id}-notice` : null, errors.note ? `${id}-note-error` : null]
              .filter(Boolean)
              .join(" ") || undefined
          }
        />
      </FormField>

      {record.isError ? (
        <p role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
          {errorMessage(record.error, texts.failed)}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={working}>
          {texts.cancel}
        </Button>
        <Button type="submit" variant="destructive" disabled={working}>
          {working ? <Spinner /> : <CircleOff aria-hidden="true" />}
          {working ? texts.working : texts.confirm}
        </Button>
      </DialogFooter>
    </form>
  );
}
