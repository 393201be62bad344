import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_FEE_PERCENT } from "./bookings";
import { SERVICE_HOURS } from "./time-window-list";
import { addDays, klDateOf, klInstant } from "./time-windows";

/**
 * The terms that apply to one visit, told before it is paid (issue 35: no trap in the terms) and again once it
 * is: the Refund Policy read for this visit's start, and when its clinic will decide. Pure, for the booking
 * card, the confirmation and the emails alike.
 */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** The clinic's usual time to decide on a paid booking while it is open: the product's "15-30 minutes". */
export const USUAL_DECISION_MINUTES = 30;

export type ClinicDecision =
  /** Paid while the clinic is open, with time to decide before it closes: usually within 15-30 minutes. */
  | { kind: "soon" }
  /** Paid while it is closed, or about to close: it decides once it opens, and always before the visit. */
  | { kind: "after_opening"; opensAt: Date };

export interface VisitTerms {
  /** The last moment cancelling refunds everything; null when the visit is under 24 h away at payment. */
  freeCancellationUntil: Date | null;
  /** The share of the total a later cancellation (before the visit starts) refunds, in percent. */
  lateRefundPercent: number;
  decision: ClinicDecision;
}

/** When the clinic decides on a booking paid at `paidAt`: clinics decide during the service hours. */
export function clinicDecision(paidAt: Date): ClinicDecision {
  const day = klDateOf(paidAt);
  const opens = klInstant(day, SERVICE_HOURS.opens);
  const closes = klInstant(day, SERVICE_HOURS.closes);
  const at = paidAt.getTime();
  if (at >= opens.getTime() && at + USUAL_DECISION_MINUTES * MINUTE_MS <= closes.getTime()) {
    return { kind: "soon" };
  }
  return {
    kind: "after_opening",
    opensAt: at < opens.getTime() ? opens : klInstant(addDays(day, 1), SERVICE_HOURS.opens),
  };
}

/** The terms of a visit starting at `windowStartsAt`, paid at `paidAt` (before paying: now). */
export function visitTerms(windowStartsAt: Date, paidAt: Date): VisitTerms {
  // As cancellationSplit (visit-day.ts) reads the policy: free while the window is at least 24 h away.
  const freeUntil = new Date(windowStartsAt.getTime() - FREE_CANCELLATION_HOURS * HOUR_MS);
  return {
    freeCancellationUntil: paidAt.getTime() <= freeUntil.getTime() ? freeUntil : null,
    lateRefundPercent: 100 - LATE_CANCELLATION_FEE_PERCENT,
    decision: clinicDecision(paidAt),
  };
}
