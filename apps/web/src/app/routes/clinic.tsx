import { startClinicBookings } from "../../features/clinic/api/get-clinic-bookings";
import { ClinicPortal } from "../../features/clinic/components/clinic-portal";
import { ClinicSessionProvider, startClinicProfile } from "../../features/clinic/clinic-session";
import { startClinicEvents } from "../../features/clinic/hooks/use-clinic-live-events";
import { useT } from "../../lib/i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { usableToken } from "../../lib/stored-tokens";
import { ClinicLayout } from "../layout/clinic-layout";

/**
 * As the portal's code first runs on /clinic, before its first render: a usable token asks for its clinic, its
 * bookings and its live stream at once, beside the page's texts, rather than one after the other after renders
 * (issue 35: LCP: the desk's largest text is the stream's "On"). Not when the code is fetched ahead of a visit.
 */
if (usableToken("clinic") && location.pathname === "/clinic") {
  startClinicProfile();
  startClinicBookings();
  startClinicEvents();
}

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
