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
  /** What gift cards paid. */
  giftCardSen: number;
}

export interface BookingCharges {
  lines: PriceLineSen[];
  totalSen: number;
  creditSen: number;
  giftCardSen: number;
  /** What the chosen method (card, FPX, GrabPay, crypto) must pay. */
  dueSen: number;
}

export function chargesOf(booking: BookingPricing): BookingCharges {
  const lines = priceLines(booking);
  const totalSen = totalOf(lines);
  const { creditSen, giftCardSen } = booking;
  return { lines, totalSen, creditSen, giftCardSen, dueSen: totalSen - creditSen - giftCardSen };
}

/** What credits pay when a booking uses them: its drips, one credit each, so the whole drip line. */
export function creditValueSen(booking: Pick<BookingPricing, "unitPriceSen" | "quantity">): number {
  return booking.unitPriceSen * booking.quantity;
}

export interface TenderedRefund extends RefundSplit {
  /** What goes back through the provider that took the money (the refunds sweep's). */
  refundSen: number;
  /** What goes back to the gift cards that paid (their ledger, at once). */
  giftCardRefundSen: number;
  /** The credits go back to the package: the drips came back whole. */
  creditReturned: boolean;
}

/**
 * How a refund (a split of the booking's lines by the Refund Policy) goes back by what paid it. Credits pay
 * the drip line whole, so they come back only when the whole line does (a cancellation in time, a rejection);
 * a late cancellation keeps them. The rest is money: back to the card or bank first, up to what it paid, and
 * what is left to the gift cards (decision 050). `lines` then show the money each line gave back, and the fee
 * is the money paid that does not come back.
 */
export function refundByTender(split: RefundSplit, booking: BookingPricing): TenderedRefund {
  const charges = chargesOf(booking);
  const drip = split.lines.find((line) => line.kind === "drip");
  const creditReturned = charges.creditSen > 0 && drip !== undefined && drip.refundSen === drip.sen;
  const lines: RefundLineSen[] =
    charges.creditSen > 0
      ? split.lines.map((line) => (line.kind === "drip" ? { ...line, refundSen: 0 } : line))
      : split.lines;
  const moneySen = lines.reduce((sum, line) => sum + line.refundSen, 0);
  const refundSen = Math.min(moneySen, charges.dueSen);
  return {
    lines,
    refundSen,
    giftCardRefundSen: moneySen - refundSen,
    feeSen: charges.dueSen + charges.giftCardSen - moneySen,
    creditReturned,
  };
}
