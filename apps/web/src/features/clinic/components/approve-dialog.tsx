import type { Booking } from "@ivdrips/contract/bookings";
import { Check, RefreshCw } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { FormDialog } from "../../../components/ui/form-dialog";
import { visitWords } from "../lib/visit-words";
import { Button } from "../../../components/ui/button";
import { DialogFooter } from "../../../components/ui/dialog";
import type { DeferredPopupParts } from "../../../components/ui/deferred-popup";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { say } from "../../../lib/stand-ins/lingui";
import { useT } from "../../../lib/i18n/use-t";
import { useBookingClearance } from "../api/get-booking-clearance";
import { checkApproval, type ApprovalDecision } from "../lib/decision-forms";
import { ClinicalSummary } from "./clinical-summary";
import { ClinicianChoice, useActiveClinicians } from "./clinician-choice";

interface ApproveDialogProps extends DeferredPopupParts {
  booking: Booking;
  clinicId: string;
  /** Sends the approval; settles when the server has answered (a failure is told by the caller's toast). */
  onApprove: (decision: ApprovalDecision) => Promise<unknown>;
}

/**
 * Issue 36: Approve on a clinic's booking card is a clearance. The dialog shows the booking's health
 * screening, flags first, and asks which of the clinic's active clinicians clears the patient; only then
 * can it be confirmed.
 */
export function ApproveDialog({ booking, clinicId, onApprove, trigger, defaultOpen }: ApproveDialogProps) {
  const t = useT();
  return (
    <FormDialog
      trigger={trigger}
      defaultOpen={defaultOpen}
      title={t.clinic.approveDialog.title}
      description={say("clinic.approveDialog.description", visitWords(t, booking))}
      className="sm:max-w-2xl"
    >
      {(close) => (
        <ApproveForm bookingId={booking._id} clinicId={clinicId} onApprove={onApprove} onDone={close} />
      )}
    </FormDialog>
  );
}

function ApproveForm({
  bookingId,
  clinicId,
  onApprove,
  onDone,
}: {
  bookingId: string;
  clinicId: string;
  onApprove: ApproveDialogProps["onApprove"];
  onDone: () => void;
}) {
  const t = useT();
  const texts = t.clinic.approveDialog;
  const id = useId();
  const clearance = useBookingClearance(clinicId, bookingId);
  const { active } = useActiveClinicians(clinicId);
  const selectRef = useRef<HTMLSelectElement>(null);
  const [clinicianId, setClinicianId] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // A booking made before screenings began has no record (404): there is nothing to clear it on, and the
  // server refuses the approval; the clinic rejects it instead (a full refund).
  const noRecord = clearance.error instanceof ApiError && clearance.error.statusCode === 404;
  // Never cleared unread: until the record is on screen, Approve waits.
  const canApprove = clearance.isSuccess && active.length > 0 && !submitting;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canApprove) return;
    const checked = checkApproval(clinicianId);
    if (!checked.decision) {
      setError(checked.error);
      selectRef.current?.focus();
      return;
    }
    setFailure(null);
    setSubmitting(true);
    try {
      await onApprove(checked.decision);
    } catch (caught) {
      // Decided meanwhile (409): nothing left to approve here, and the toast says so. Otherwise the dialog
      // stays open with the choice kept, and says why (the toast is behind the dialog for a screen reader).
      if (!(caught instanceof ApiError && caught.statusCode === 409)) {
        setFailure(errorMessage(caught, t.clinic.update.failedFallback));
        setSubmitting(false);
        return;
      }
    }
    onDone();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-5"
      aria-busy={submitting || undefined}
    >
      {clearance.isPending ? (
        <p role="status" className="text-muted-foreground flex items-center gap-2 text-sm">
          <Spinner className="text-primary" />
          {texts.loadingSummary}
        </p>
      ) : clearance.isSuccess ? (
        <ClinicalSummary clearance={clearance.data} />
      ) : noRecord ? (
        <p className="bg-warning-soft text-warning rounded-lg px-4 py-3 text-sm font-medium">
          {texts.noSummary}
        </p>
      ) : (
        <div role="alert" className="bg-danger-soft grid justify-items-start gap-3 rounded-lg px-4 py-3">
          <p className="text-destructive text-sm">
            {say("clinic.approveDialog.summaryFailed", {
              error: errorMessage(clearance.error, texts.summaryFailedFallback),
            })}
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void clearance.refetch()}
            disabled={clearance.isFetching}
          >
            {clearance.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />}
            {t.common.tryAgain}
          </Button>
        </div>
      )}

      <ClinicianChoice
        clinicId={clinicId}
        id={`${id}-clinician`}
        label={texts.clinician}
        error={error}
        select={{
          ref: selectRef,
          name: "clinicianId",
          value: clinicianId,
          disabled: submitting,
          onChange: (event) => {
            setClinicianId(event.target.value);
            if (event.target.value) setError(undefined);
          },
        }}
      />

      {failure ? (
        <p role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
          {failure}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={submitting}>
          {texts.cancel}
        </Button>
        <Button type="submit" disabled={!canApprove}>
          {submitting ? <Spinner /> : <Check aria-hidden="true" />}
          {submitting ? texts.working : texts.confirm}
        </Button>
      </DialogFooter>
    </form>
  );
}
