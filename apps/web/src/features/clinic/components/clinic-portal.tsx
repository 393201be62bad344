import { Spinner } from "../../../components/ui/spinner";
import { useT } from "../../../lib/i18n/use-t";
import { useClinicSession } from "../clinic-session";
import { ClinicDashboard } from "./clinic-dashboard";
import { ClinicLoginForm } from "./clinic-login-form";
import { LiveUpdates } from "./live-updates";

/** SPEC §2 "Clinic portal": a spinner while the session resolves, then the sign-in form or the dashboard. */
export function ClinicPortal() {
  const { status, clinic } = useClinicSession();
  const t = useT();

  if (status === "loading") {
    return (
      <div
        role="status"
        className="text-muted-foreground flex min-h-[50vh] items-center justify-center gap-3 text-sm"
      >
        <Spinner className="text-primary size-5" />
        {t.clinic.loading}
      </div>
    );
  }

  if (status === "unauthenticated" || !clinic) return <ClinicLoginForm />;
  return (
    <>
      <LiveUpdates clinicId={clinic.id} />
      <ClinicDashboard clinic={clinic} />
    </>
  );
}
