import { priceLines, totalOf, type PriceLineSen, type RefundLineSen, type RefundSplit } from "./visit-day";

/**
 * The one calculator of what a booking costs and how it is paid (issue 39): its price lines (the drips at the
 * catalogue's price times the quantity, then the surcharges), what a package's credits paid (the drip line,
 * whole), and what is left for the chosen method. The checkout's amount check, the receipt, the refunds and the
 * console all read it.
 */

export interface BookingPricing {
  unitPriceSen: number;
  quantity: number;
  nightSurchargeSen: number;
  sameDaySurchargeSen: number;
  /** What package credits paid: the drip line, or 0. */
  creditSen: number;
}

export interface BookingCharges {
  lines: PriceLineSen[];
  totalSen: number;
  creditSen: number;
  /** What the chosen method (card, FPX, GrabPay, crypto) must pay. */
  dueSen: number;
}

export function chargesOf(booking: BookingPricing): BookingCharges {
  const lines = priceLines(booking);
  const totalSen = totalOf(lines);
  return { lines, totalSen, creditSen: booking.creditSen, dueSen: totalSen - booking.creditSen };
}

/** What credits pay when a booking uses them: its drips, one credit each, so the whole drip line. */
export function creditValueSen(booking: Pick<BookingPricing, "unitPriceSen" | "quantity">): number {
  return booking.unitPriceSen * booking.quantity;
}

export interface TenderedRefund extends RefundSplit {
  /** The credits go back to the package: the drips came back whole. */
  creditReturned: boolean;
}

/**
 * How a refund (a split of the booking's lines by the Refund Policy) goes back by what paid it. Credits pay
 * the drip line whole, so they come back only when the whole line does (a cancellation in time, a rejection);
 * a late cancellation keeps them. The rest goes back in money, by the provider that took it: the drip line
 * then returns no money, and the fee kept is what of the money paid does not come back.
 */
export function refundByTender(split: RefundSplit, booking: BookingPricing): TenderedRefund {
  if (booking.creditSen === 0) return { ...split, creditReturned: false };
  const drip = split.lines.find((line) => line.kind === "drip");
  const creditReturned = drip !== undefined && drip.refundSen === drip.sen;
  const lines: RefundLineSen[] = split.lines.map((line) =>
    line.kind === "drip" ? { ...line, refundSen: 0 } : line,
  );
  const refundSen = lines.reduce((sum, line) => sum + line.refundSen, 0);
  return { lines, refundSen, feeSen: chargesOf(booking).dueSen - refundSen, creditReturned };
}
