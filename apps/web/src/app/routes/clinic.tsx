import { ClinicPortal } from "../../features/clinic/components/clinic-portal";
import { ClinicSessionProvider } from "../../features/clinic/clinic-session";
import { useT } from "../../lib/i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { ClinicLayout } from "../layout/clinic-layout";

/** /clinic: the clinic portal in its own frame, protected in-page by its own session (SPEC §6). */
export function ClinicPage() {
  const t = useT();
  usePageMeta(t.clinic.meta.title, t.clinic.meta.description);
  return (
    <ClinicLayout>
      <ClinicSessionProvider>
        <ClinicPortal />
      </ClinicSessionProvider>
    </ClinicLayout>
  );
}
