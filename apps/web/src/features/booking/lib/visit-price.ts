import { rmToSen } from "@ivdrips/contract/money";
import { klDateOf } from "@ivdrips/contract/kl-dates";
import { timeWindowKey, type TimeSlot } from "@ivdrips/contract/time-window-list";
import { priceLines, surchargesFor, type PriceLineSen } from "@ivdrips/contract/visit-day";
import { feesInSen, type VisitFees } from "@ivdrips/contract/visit-fees";

/**
 * What a visit will cost, line by line, by the server's own rules (contract/visit-day.ts): the drip, then the
 * city's Night window and same-day surcharges where they apply. Before a window is chosen, the drip alone.
 */
export function visitPriceLines(visit: {
  price: number;
  quantity: number;
  date: string | null;
  timeSlot: TimeSlot | null;
  fees: VisitFees | undefined;
  now: Date;
}): PriceLineSen[] {
  const surcharges =
    visit.date && visit.timeSlot && visit.fees
      ? surchargesFor(
          { date: visit.date, windowKey: timeWindowKey(visit.timeSlot), bookedOn: klDateOf(visit.now) },
          feesInSen(visit.fees),
        )
      : { nightSurchargeSen: 0, sameDaySurchargeSen: 0 };
  return priceLines({ unitPriceSen: rmToSen(visit.price), quantity: visit.quantity, ...surcharges });
}
