import { say } from "../../../lib/stand-ins/lingui";
import { REJECTION_REASON_MAX, type Booking } from "@ivdrips/contract/bookings";
import { Mail, ShieldAlert, X } from "lucide-react";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FormDialog } from "../../../components/ui/form-dialog";
import { visitWords } from "../lib/visit-words";
import { Button } from "../../../components/ui/button";
import { DialogFooter } from "../../../components/ui/dialog";
import { CountedTextareaField } from "../../../components/ui/character-count";
import type { DeferredPopupParts } from "../../../components/ui/deferred-popup";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/stand-ins/cn";
import { useT } from "../../../lib/i18n/use-t";
import {
  EMPTY_REJECTION_FORM,
  rejectionResolver,
  type RejectionDecision,
  type RejectionFormValues,
} from "../lib/decision-forms";
import { ClinicianChoice, useActiveClinicians } from "./clinician-choice";

interface RejectDialogProps extends DeferredPopupParts {
  booking: Booking;
  clinicId: string;
  /** Sends the rejection; settles when the server has answered (a failure is told by the caller's toast). */
  onReject: (decision: RejectionDecision) => Promise<unknown>;
}

/**
 * Reject on a clinic's booking card: never one click. It asks whether the grounds are medical (issue 36) and
 * for the reason (required, at most 500 characters), and is confirmed in the dialog. A scheduling reason is
 * the customer's to read; a medical one stays in the clinical record, names the clinician who declined, and
 * the customer is only told to consult a doctor.
 */
export function RejectDialog({ booking, clinicId, onReject, trigger, defaultOpen }: RejectDialogProps) {
  const t = useT();
  return (
    <FormDialog
      trigger={trigger}
      defaultOpen={defaultOpen}
      title={t.clinic.rejectDialog.title}
      description={say("clinic.rejectDialog.description", visitWords(t, booking))}
    >
      {(close) => <RejectForm clinicId={clinicId} onReject={onReject} onDone={close} />}
    </FormDialog>
  );
}

function RejectForm({
  clinicId,
  onReject,
  onDone,
}: {
  clinicId: string;
  onReject: RejectDialogProps["onReject"];
  onDone: () => void;
}) {
  const t = useT();
  const texts = t.clinic.rejectDialog;
  const id = useId();
  const {
    register,
    control,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<RejectionFormValues, unknown, RejectionDecision>({
    resolver: rejectionResolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: EMPTY_REJECTION_FORM,
  });
  const reason = useWatch({ control, name: "reason" });
  const clinical = useWatch({ control, name: "clinical" });
  const tooLong = reason.trim().length > REJECTION_REASON_MAX;
  // Asked as the dialog opens, so that choosing medical grounds shows the clinicians at once.
  const { clinicians, active } = useActiveClinicians(clinicId);
  const noClinician = clinical && (!clinicians.isSuccess || active.length === 0);

  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (decision) => {
    setFailure(null);
    try {
      await onReject(decision);
    } catch (error) {
      // Decided meanwhile (409): nothing left to reject here, and the toast says so. Otherwise the dialog
      // stays open with the reason kept, and says why (the toast is behind the dialog for a screen reader).
      if (!(error instanceof ApiError && error.statusCode === 409)) {
        setFailure(errorMessage(error, t.clinic.update.failedFallback));
        return;
      }
    }
    onDone();
  });

  const choose = (value: boolean) => setValue("clinical", value, { shouldValidate: isSubmitted });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={isSubmitting || undefined}>
      <fieldset className="grid gap-2" aria-describedby={`${id}-notice`} disabled={isSubmitting}>
        <legend className="mb-2 text-sm leading-none font-medium">{texts.grounds}</legend>
        <GroundsChoice
          name={`${id}-grounds`}
          label={texts.groundsScheduling}
          checked={!clinical}
          onChange={() => choose(false)}
        />
        <GroundsChoice
          name={`${id}-grounds`}
          label={texts.groundsMedical}
          checked={clinical}
          onChange={() => choose(true)}
        />
      </fieldset>

      <p
        id={`${id}-notice`}
        className={cn(
          "flex items-start gap-2 rounded-lg px-4 py-3 text-sm font-medium",
          clinical ? "bg-info-soft text-info" : "bg-warning-soft text-warning",
        )}
      >
        {clinical ? (
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        ) : (
          <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        )}
        {clinical ? texts.medicalNotice : texts.schedulingNotice}
      </p>

      <CountedTextareaField
        id="reject-reason"
        label={clinical ? texts.clinicalReason : texts.reason}
        error={errors.reason?.message}
        placeholder={clinical ? texts.clinicalPlaceholder : texts.placeholder}
        required
        registration={register("reason")}
        length={reason.length}
        max={REJECTION_REASON_MAX}
        over={tooLong}
        spoken={say("clinic.rejectDialog.count", { count: reason.length, max: REJECTION_REASON_MAX })}
      />

      {clinical ? (
        <ClinicianChoice
          clinicId={clinicId}
          id={`${id}-clinician`}
          label={texts.clinician}
          // The contract says "cleared"; here the clinician declines.
          error={errors.clinicianId ? texts.clinicianRequired : undefined}
          select={{ ...register("clinicianId"), disabled: isSubmitting }}
        />
      ) : null}

      {failure ? (
        <p role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
          {failure}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          {texts.cancel}
        </Button>
        <Button type="submit" variant="destructive" disabled={isSubmitting || noClinician}>
          {isSubmitting ? <Spinner /> : <X aria-hidden="true" />}
          {isSubmitting ? texts.working : texts.confirm}
        </Button>
      </DialogFooter>
    </form>
  );
}

function GroundsChoice({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange(): void;
}) {
  return (
    <label
      className={cn(
        "flex min-h-11 cursor-pointer items-start gap-3 rounded-md border px-3 py-2.5 text-sm",
        "has-focus-visible:ring-ring has-focus-visible:ring-2",
        checked ? "border-primary bg-primary-soft" : "border-border bg-background",
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="accent-primary mt-0.5 size-4 shrink-0"
      />
      {label}
    </label>
  );
}
