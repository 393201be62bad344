import type { Clinician } from "@ivdrips/contract/clinical";
import { RefreshCw, UserRoundPlus } from "lucide-react";
import type { ComponentProps } from "react";
import { NativeSelect } from "../../../components/admin/native-select";
import { Button, buttonVariants } from "../../../components/ui/button";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-client";
import { Link } from "../../../lib/router";
import { say } from "../../../lib/stand-ins/lingui";
import { useT } from "../../../lib/i18n/use-t";
import { useClinicians } from "../api/get-clinicians";

/** The clinic's clinicians, and those who may clear or decline a patient now (the active ones). */
export function useActiveClinicians(clinicId: string) {
  const clinicians = useClinicians(clinicId);
  const active = (clinicians.data ?? []).filter((clinician) => clinician.isActive);
  return { clinicians, active };
}

/** "Siti Aminah · Nurse · LJM 12345": enough to tell two clinicians of the same name apart. */
export function clinicianLabel(clinician: Clinician, roles: Record<Clinician["role"], string>): string {
  return `${clinician.name} · ${roles[clinician.role]} · ${clinician.registrationBody} ${clinician.registrationNumber}`;
}

/**
 * Issue 36: the required choice of the clinician who clears (or declines) the patient, among the clinic's
 * active ones. With none registered it says so, and links to the Clinicians section.
 */
export function ClinicianChoice({
  clinicId,
  id,
  label,
  error,
  select,
}: {
  clinicId: string;
  id: string;
  label: string;
  error: string | undefined;
  /** The select's value and change handler: `register(...)`, or `value` and `onChange`. */
  select: ComponentProps<"select">;
}) {
  const t = useT();
  const texts = t.clinic.clinicianChoice;
  const { clinicians, active } = useActiveClinicians(clinicId);

  if (clinicians.isPending) {
    return (
      <p role="status" className="text-muted-foreground flex items-center gap-2 text-sm">
        <Spinner className="text-primary" />
        {texts.loading}
      </p>
    );
  }
  if (clinicians.isError) {
    return (
      <div role="alert" className="bg-danger-soft grid justify-items-start gap-3 rounded-lg px-4 py-3">
        <p className="text-destructive text-sm">
          {say("clinic.clinicianChoice.loadFailed", {
            error: errorMessage(clinicians.error, texts.loadFailedFallback),
          })}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void clinicians.refetch()}
          disabled={clinicians.isFetching}
        >
          {clinicians.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          {t.common.tryAgain}
        </Button>
      </div>
    );
  }
  if (active.length === 0) {
    return (
      <div className="bg-muted/60 grid justify-items-start gap-3 rounded-lg px-4 py-3">
        <p className="text-sm">{texts.none}</p>
        <Link to="?view=clinicians" replace className={buttonVariants({ variant: "outline", size: "sm" })}>
          <UserRoundPlus aria-hidden="true" />
          {texts.register}
        </Link>
      </div>
    );
  }
  return (
    <FormField id={id} label={label} hint={texts.hint} error={error}>
      <NativeSelect {...fieldA11y(id, error, { hint: true, required: true })} {...select}>
        <option value="">{texts.placeholder}</option>
        {active.map((clinician) => (
          <option key={clinician.id} value={clinician.id}>
            {clinicianLabel(clinician, t.clinic.clinicians.roles)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
