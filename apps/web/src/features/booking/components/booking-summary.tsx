import type { TimeSlot } from "@ivdrips/contract/time-windows";
import { senToRm } from "@ivdrips/contract/money";
import { totalOf, type PriceLineSen } from "@ivdrips/contract/visit-day";
import { formatKlDay, formatRm } from "../../../lib/format";
import { useT } from "../../../lib/i18n/use-t";
import { timeWindowLabel } from "../../../lib/time-window-label";

/** What is about to be booked, its surcharges line by line, and its total. */
export function BookingSummary({
  service,
  date,
  timeSlot,
  quantity,
  lines,
}: {
  service: { name: string; price: number };
  date: string;
  timeSlot: TimeSlot;
  quantity: number;
  lines: readonly PriceLineSen[];
}) {
  const t = useT();
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
        <div className="border-border flex items-baseline justify-between gap-4 border-t pt-3">
          <dt className="text-foreground font-semibold">{t.booking.summary.total}</dt>
          <dd className="text-primary text-lg font-semibold">{formatRm(senToRm(totalOf(lines)))}</dd>
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
