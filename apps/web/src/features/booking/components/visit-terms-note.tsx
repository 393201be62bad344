import { findTimeWindow, windowBounds, type TimeSlot } from "@ivdrips/contract/time-windows";
import { visitTerms } from "@ivdrips/contract/visit-terms";
import { Clock, ReceiptText } from "lucide-react";
import { formatKlMoment } from "../../../lib/format-moment";
import { useT } from "../../../lib/i18n/use-t";
import { say } from "../../../lib/stand-ins/lingui";

/**
 * What paying now for this day and window agrees to (issue 35: no trap in the terms): the Refund Policy as it
 * applies to this visit, and when its clinic will decide, the usual 15-30 minutes only when the clinic is open.
 */
export function VisitTermsNote({ date, timeSlot, now }: { date: string; timeSlot: TimeSlot; now: Date }) {
  const t = useT();
  const window = findTimeWindow(timeSlot);
  if (!window) return null;
  const terms = visitTerms(windowBounds(date, window).startsAt, now);
  const percent = terms.lateRefundPercent;
  return (
    <section aria-labelledby="visit-terms-heading" className="border-border rounded-lg border p-4 text-sm">
      <h4 id="visit-terms-heading" className="text-foreground mb-2 font-semibold">
        {t.booking.terms.title}
      </h4>
      <ul className="text-muted-foreground space-y-2 leading-relaxed">
        <li className="flex gap-2">
          <ReceiptText aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
          <span>
            {terms.freeCancellationUntil
              ? say("booking.terms.freeUntil", { when: formatKlMoment(terms.freeCancellationUntil), percent })
              : say("booking.terms.lateOnly", { percent })}
          </span>
        </li>
        <li className="flex gap-2">
          <Clock aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
          <span>
            {terms.decision.kind === "soon"
              ? t.booking.terms.decisionSoon
              : say("booking.terms.decisionAfterOpening", { when: formatKlMoment(terms.decision.opensAt) })}
          </span>
        </li>
      </ul>
    </section>
  );
}
