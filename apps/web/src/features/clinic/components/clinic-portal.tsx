import { lazy, Suspense } from "react";
import { Spinner } from "../../../components/ui/spinner";
import { useT } from "../../../lib/i18n/use-t";
import { useClinicSession } from "../clinic-session";
import { ClinicDashboard } from "./clinic-dashboard";
import { LiveUpdates } from "./live-updates";

// With its form and schema, fetched only for a clinic that is not signed in: the desk paints without them.
const ClinicLoginForm = lazy(() =>
  import("./clinic-login-form").then((module) => ({ default: module.ClinicLoginForm })),
);

/** SPEC §2 "Clinic portal": a spinner while the session resolves, then the sign-in form or the dashboard. */
export function ClinicPortal() {
  const { status, clinic } = useClinicSession();
  const t = useT();

  const loading = (
    <div
      role="status"
      className="text-muted-foreground flex min-h-[50vh] items-center justify-center gap-3 text-sm"
    >
      <Spinner className="text-primary size-5" />
      {t.clinic.loading}
    </div>
  );
  if (status === "loading") return loading;
  if (status === "unauthenticated" || !clinic) {
    return (
      <Suspense fallback={loading}>
        <ClinicLoginForm />
      </Suspense>
    );
  }
  return (
    <>
      <LiveUpdates clinicId={clinic.id} />
      <ClinicDashboard clinic={clinic} />
    </>
  );
}
