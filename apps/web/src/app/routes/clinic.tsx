import { ClinicPortal } from "../../features/clinic/components/clinic-portal";
import { ClinicSessionProvider } from "../../features/clinic/clinic-session";
import { useT } from "../../lib/i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";

/** /clinic: the clinic portal, protected in-page by its own session (SPEC §6). */
export function ClinicPage() {
  const t = useT();
  usePageMeta(t.clinic.meta.title, t.clinic.meta.description);
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <ClinicSessionProvider>
        <ClinicPortal />
      </ClinicSessionProvider>
    </main>
  );
}
