import type { TimeSlot } from "@ivdrips/contract/time-windows";
import { senToRm } from "@ivdrips/contract/money";
import { totalOf, type PriceLineSen } from "@ivdrips/contract/visit-day";
import { formatKlDay, formatRm } from "../../../lib/format";
import { useT } from "../../../lib/i18n/use-t";
import { timeWindowLabel } from "../../../lib/time-window-label";

/**
 * What is about to be booked, its surcharges line by line, a package credit's and a gift card's parts, and
 * what is to pay.
 */
export function BookingSummary({
  service,
  date,
  timeSlot,
  quantity,
  lines,
  creditSen = 0,
  giftCardSen = 0,
}: {
  service: { name: string; price: number };
  date: string;
  timeSlot: TimeSlot;
  quantity: number;
  lines: readonly PriceLineSen[];
  /** What a package's credits pay (the drips, issue 39): the total is then what is left to pay. */
  creditSen?: number;
  /** What a gift card pays of the rest (issue 39). */
  giftCardSen?: number;
}) {
  const t = useT();
  const paidAhead = creditSen + giftCardSen > 0;
  return (
    <section aria-labelledby="booking-summary-heading" className="bg-muted/70 rounded-lg p-4 text-sm">
      <h4 id="booking-summary-heading" className="text-foreground mb-3 font-semibold">
        {t.booking.summary.title}
      </h4>
      <dl className="space-y-2">
        <SummaryRow term={t.booking.summary.service} value={service.name} />
        <SummaryRow term={t.booking.summary.date} value={formatKlDay(date)} />
        <SummaryRow term={t.booking.summary.time} value={timeWindowLabel(t, timeSlot)} />
        <SummaryRow term={t.booking.summary.quantity} value={`${quantity} × ${formatRm(service.price)}`} />
        {lines
          .filter((line) => line.kind !== "drip")
          .map((line) => (
            <SummaryRow key={line.kind} term={t.visit.lines[line.kind]} value={formatRm(senToRm(line.sen))} />
          ))}
        {creditSen > 0 ? (
          <SummaryRow term={t.packages.booking.credit} value={`− ${formatRm(senToRm(creditSen))}`} />
        ) : null}
        {giftCardSen > 0 ? (
          <SummaryRow term={t.giftCards.booking.part} value={`− ${formatRm(senToRm(giftCardSen))}`} />
        ) : null}
        <div className="border-border flex items-baseline justify-between gap-4 border-t pt-3">
          <dt className="text-foreground font-semibold">
            {paidAhead ? t.packages.booking.toPay : t.booking.summary.total}
          </dt>
          <dd className="text-primary text-lg font-semibold">
            {formatRm(senToRm(totalOf(lines) - creditSen - giftCardSen))}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function SummaryRow({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-muted-foreground shrink-0">{term}</dt>
      <dd className="text-foreground text-right font-medium">{value}</dd>
    </div>
  );
}
