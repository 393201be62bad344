import { startClinicBookings } from "../../features/clinic/api/get-clinic-bookings";
import { ClinicPortal } from "../../features/clinic/components/clinic-portal";
import {
  ClinicSessionProvider,
  startClinicProfile,
  startedClinicProfile,
} from "../../features/clinic/clinic-session";
import { startClinicEvents, startedClinicEvents } from "../../features/clinic/hooks/use-clinic-live-events";
import { useT } from "../../lib/i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { usableToken } from "../../lib/stored-tokens";
import { FIRST_PAINT_WAIT_MS, within } from "../../lib/within";
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

/**
 * The router's first render of /clinic waits for the clinic and its stream asked for above (at most
 * FIRST_PAINT_WAIT_MS): the desk then paints whole, live, rather than "Loading..." and then the desk.
 */
export const pageReady = () =>
  within(Promise.all([startedClinicProfile(), startedClinicEvents()]), FIRST_PAINT_WAIT_MS);

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
