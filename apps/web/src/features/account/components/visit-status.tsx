import type { Booking } from "@ivdrips/contract/bookings";
import { formatKlClock } from "@ivdrips/contract/kl-format";
import { Navigation, Stethoscope } from "lucide-react";
import { intlLocale } from "../../../lib/format";
import { useT } from "../../../lib/i18n/use-t";
import { say } from "../../../lib/stand-ins/lingui";

/**
 * Issue 37 "Who comes" and "The day, live": on an approved booking, the clinician the clinic sends (name,
 * role, registration) and how far the visit is, with the ETA once they set off. My Account reads the
 * bookings again on each live event, so this changes without a reload, and is said as it does.
 */
export function VisitStatus({ booking }: { booking: Booking }) {
  const t = useT();
  const texts = t.visit.customer;
  const visit = booking.visit;
  const clinician = visit?.clinician ?? null;
  const step = visit?.step ?? null;
  const stepText =
    step === "on_the_way" && visit?.etaAt
      ? say("visit.customer.onTheWayEta", { time: formatKlClock(new Date(visit.etaAt), intlLocale()) })
      : texts.steps[step ?? "none"];
  return (
    <section aria-label={texts.title} className="bg-primary-soft grid gap-2 rounded-lg px-4 py-3 text-sm">
      <div className="flex min-w-0 items-start gap-2.5">
        <Stethoscope aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
        <div className="grid min-w-0 gap-0.5">
          <p className="text-muted-foreground">{texts.whoComes}</p>
          {clinician ? (
            <>
              <p className="text-foreground font-medium break-words">
                {say("visit.customer.clinician", {
                  name: clinician.name,
                  role: t.clinic.clinicians.roles[clinician.role],
                })}
              </p>
              <p className="text-muted-foreground break-words">
                {say("visit.customer.registration", {
                  body: clinician.registrationBody,
                  number: clinician.registrationNumber,
                })}
              </p>
            </>
          ) : (
            <p className="text-foreground">{texts.notAssigned}</p>
          )}
        </div>
      </div>
      <div className="flex min-w-0 items-start gap-2.5">
        <Navigation aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
        {/* A live region: the step and the ETA are said when a live event brings them. */}
        <p role="status" className="text-foreground min-w-0 font-medium break-words">
          <span className="sr-only">{texts.step}: </span>
          {stepText}
        </p>
      </div>
    </section>
  );
}
