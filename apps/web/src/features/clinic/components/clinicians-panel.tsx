import type { Clinician } from "@ivdrips/contract/clinical";
import { UserRoundCheck, UserRoundX } from "lucide-react";
import { useId } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { SectionLoading } from "../../../components/ui/section-loading";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { say } from "../../../lib/stand-ins/lingui";
import { useT } from "../../../lib/i18n/use-t";
import { useClinicians } from "../api/get-clinicians";
import { useUpdateClinician } from "../api/update-clinician";
import { LoadFailed } from "./calendar-parts";
import { ClinicianForm } from "./clinician-form";

/**
 * Issue 36 "Clinicians": the clinic's doctors and nurses (name, role, registration, active or not), each
 * marked no longer active when they leave (or active again), and the form to register one. Approving a
 * booking names one of the active ones.
 */
export function CliniciansPanel({ clinicId }: { clinicId: string }) {
  const texts = useT().clinic.clinicians;
  const clinicians = useClinicians(clinicId);
  const headingId = useId();

  if (clinicians.isPending) return <SectionLoading />;
  if (clinicians.isError)
    return (
      <LoadFailed
        error={clinicians.error}
        retrying={clinicians.isFetching}
        onRetry={() => void clinicians.refetch()}
      />
    );

  return (
    <section aria-labelledby={headingId} className="grid gap-6">
      <div className="grid max-w-2xl gap-1">
        <h2 id={headingId} className="font-display text-xl font-semibold tracking-tight">
          {texts.title}
        </h2>
        <p className="text-muted-foreground text-sm">{texts.intro}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <ClinicianList clinicId={clinicId} clinicians={clinicians.data} />
        <ClinicianForm clinicId={clinicId} />
      </div>
    </section>
  );
}

/** Active clinicians first, each group in the server's order. */
const activeFirst = (clinicians: readonly Clinician[]) => [
  ...clinicians.filter((clinician) => clinician.isActive),
  ...clinicians.filter((clinician) => !clinician.isActive),
];

function ClinicianList({ clinicId, clinicians }: { clinicId: string; clinicians: readonly Clinician[] }) {
  const texts = useT().clinic.clinicians;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-display text-lg font-semibold tracking-tight">
        {texts.listTitle}
      </h3>
      {clinicians.length === 0 ? (
        <p className="text-muted-foreground bg-muted/50 rounded-lg px-4 py-6 text-center text-sm">
          {texts.empty}
        </p>
      ) : (
        <ul className="grid gap-2">
          {activeFirst(clinicians).map((clinician) => (
            <ClinicianRow key={clinician.id} clinicId={clinicId} clinician={clinician} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ClinicianRow({ clinicId, clinician }: { clinicId: string; clinician: Clinician }) {
  const texts = useT().clinic.clinicians;
  const nameId = useId();
  const update = useUpdateClinician(clinicId);

  const toggle = () =>
    update.mutate(
      { id: clinician.id, isActive: !clinician.isActive },
      {
        onSuccess: () =>
          toast({
            title: texts.deactivatedTitle,
            description: clinician.isActive
              ? say("clinic.clinicians.deactivated", { name: clinician.name })
              : say("clinic.clinicians.reactivated", { name: clinician.name }),
          }),
        onError: (error) =>
          toast({
            title: texts.updateFailedTitle,
            description: errorMessage(error, texts.updateFailedFallback),
            variant: "destructive",
          }),
      },
    );

  return (
    <li
      className={
        clinician.isActive
          ? "border-border bg-card grid gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_auto] sm:items-center"
          : "border-border bg-muted/40 grid gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_auto] sm:items-center"
      }
    >
      <div className="grid min-w-0 gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span id={nameId} className="font-semibold break-words">
            {clinician.name}
          </span>
          <Badge variant="outline">{texts.roles[clinician.role]}</Badge>
          {clinician.isActive ? (
            <Badge variant="success">{texts.active}</Badge>
          ) : (
            <Badge variant="secondary">{texts.inactive}</Badge>
          )}
        </p>
        <p className="text-muted-foreground break-words">
          <span className="sr-only">{texts.registration} </span>
          {clinician.registrationBody} {clinician.registrationNumber}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        aria-describedby={nameId}
        disabled={update.isPending}
        onClick={toggle}
      >
        {update.isPending ? (
          <Spinner />
        ) : clinician.isActive ? (
          <UserRoundX aria-hidden="true" />
        ) : (
          <UserRoundCheck aria-hidden="true" />
        )}
        {clinician.isActive ? texts.deactivate : texts.reactivate}
      </Button>
    </li>
  );
}
