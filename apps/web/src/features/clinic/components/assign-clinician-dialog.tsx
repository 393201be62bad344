import type { Booking } from "@ivdrips/contract/bookings";
import { UserRoundCheck } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { FormDialog } from "../../../components/ui/form-dialog";
import { visitWords } from "../lib/visit-words";
import { Button } from "../../../components/ui/button";
import type { DeferredPopupParts } from "../../../components/ui/deferred-popup";
import { DialogFooter } from "../../../components/ui/dialog";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Spinner } from "../../../components/ui/spinner";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n/use-t";
import { say } from "../../../lib/stand-ins/lingui";
import { useAssignClinician } from "../api/assign-clinician";
import { checkAssignment } from "../lib/visit-forms";
import { ClinicianChoice, useActiveClinicians } from "./clinician-choice";

interface AssignClinicianDialogProps extends DeferredPopupParts {
  booking: Booking;
  clinicId: string;
}

/**
 * Issue 37 "Who comes": the clinic sends one of its active clinicians to an approved visit. Reassigning asks
 * why (kept in the booking's history, never shown to the customer).
 */
export function AssignClinicianDialog({
  booking,
  clinicId,
  trigger,
  defaultOpen,
}: AssignClinicianDialogProps) {
  const t = useT();
  return (
    <FormDialog
      trigger={trigger}
      defaultOpen={defaultOpen}
      title={t.visit.clinic.assignDialog.title}
      description={say("visit.clinic.assignDialog.description", visitWords(t, booking))}
      // Wide enough for a clinician's registration, which tells two of the same name apart, in the choice.
      className="sm:max-w-lg"
    >
      {(close) => <AssignForm booking={booking} clinicId={clinicId} onDone={close} />}
    </FormDialog>
  );
}

function AssignForm({
  booking,
  clinicId,
  onDone,
}: {
  booking: Booking;
  clinicId: string;
  onDone: () => void;
}) {
  const t = useT();
  const texts = t.visit.clinic.assignDialog;
  const id = useId();
  const current = booking.visit?.clinician ?? null;
  const [clinicianId, setClinicianId] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Partial<Record<"clinicianId" | "reason", string>>>({});
  const assign = useAssignClinician(clinicId);
  const { clinicians, active } = useActiveClinicians(clinicId);
  const noClinician = !clinicians.isSuccess || active.length === 0;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkAssignment({ clinicianId, reason }, current?.id ?? null, texts.sameClinician);
    if (checked.value === null) {
      setErrors({ [checked.field ?? "clinicianId"]: checked.error });
      document.getElementById(`${id}-${checked.field ?? "clinicianId"}`)?.focus();
      return;
    }
    setErrors({});
    let updated: Booking;
    try {
      updated = await assign.mutateAsync({ id: booking._id, ...checked.value });
    } catch {
      return; // Said below from the mutation's error.
    }
    toast({
      title: texts.doneTitle,
      description: say("visit.clinic.assignDialog.done", {
        name:
          updated.visit?.clinician?.name ??
          active.find((c) => c.id === checked.value.clinicianId)?.name ??
          "",
      }),
    });
    onDone();
  };

  const working = assign.isPending;
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-5"
      aria-busy={working || undefined}
    >
      {current ? (
        <p className="bg-muted/70 rounded-lg px-4 py-3 text-sm">
          {say("visit.clinic.assignDialog.current", { name: current.name })}
        </p>
      ) : null}
      <ClinicianChoice
        clinicId={clinicId}
        id={`${id}-clinicianId`}
        label={texts.clinician}
        error={errors.clinicianId}
        select={{
          value: clinicianId,
          onChange: (event) => setClinicianId(event.target.value),
          disabled: working,
        }}
      />
      {current ? (
        <FormField id={`${id}-reason`} label={texts.reason} hint={texts.reasonHint} error={errors.reason}>
          <Textarea
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            disabled={working}
            {...fieldA11y(`${id}-reason`, errors.reason, { hint: true, required: true })}
          />
        </FormField>
      ) : null}
      {assign.isError ? (
        <p role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
          {errorMessage(assign.error, texts.failed)}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={working}>
          {texts.cancel}
        </Button>
        <Button type="submit" disabled={working || noClinician}>
          {working ? <Spinner /> : <UserRoundCheck aria-hidden="true" />}
          {working ? texts.working : texts.confirm}
        </Button>
      </DialogFooter>
    </form>
  );
}
