import type { Booking } from "@ivdrips/contract/bookings";
import { klDateOf } from "@ivdrips/contract/kl-dates";

export interface ClinicBookingGroups {
  /**
   * Paid, not cancelled, awaiting the clinic's decision: the only bookings with Approve and Reject, the one
   * whose decision closes first first.
   */
  pending: Booking[];
  /** Approved visits on today's Kuala Lumpur date, soonest first: the desk shows them after the decisions. */
  today: Booking[];
  /** Approved visits still taking place (or done): what "Approved (n)" counts. */
  approved: Booking[];
  rejected: Booking[];
  /** Paid, then called off (by the customer or our support) before the clinic decided: nothing left to decide. */
  cancelledByCustomer: Booking[];
  /** Approved, then called off: no longer an approved visit, shown apart and not counted. */
  cancelledAfterApproval: Booking[];
}

/**
 * When the clinic's decision closes: the server's `actionsUntil` (the lifecycle's table says until when
 * Approve and Reject hold); the window's start for a booking the server gave no instant for.
 */
export const decisionDeadline = (booking: Booking): string => booking.actionsUntil ?? booking.windowStartsAt;

const deadlineFirst = (a: Booking, b: Booking) => decisionDeadline(a).localeCompare(decisionDeadline(b));
const soonestFirst = (a: Booking, b: Booking) => a.windowStartsAt.localeCompare(b.windowStartsAt);
const latestFirst = (a: Booking, b: Booking) => b.windowStartsAt.localeCompare(a.windowStartsAt);

/**
 * SPEC §2 "Clinic portal" tabs, decisions by their deadline, upcoming work soonest first and closed decisions
 * latest first; and today's visits (in Kuala Lumpur at `now`).
 */
export function groupClinicBookings(bookings: readonly Booking[], now: Date): ClinicBookingGroups {
  const groups: ClinicBookingGroups = {
    pending: [],
    today: [],
    approved: [],
    rejected: [],
    cancelledByCustomer: [],
    cancelledAfterApproval: [],
  };
  for (const booking of bookings) {
    switch (booking.state) {
      case "awaiting_clinic":
        groups.pending.push(booking);
        break;
      case "approved":
      case "completed":
        groups.approved.push(booking);
        if (booking.date === klDateOf(now)) groups.today.push(booking);
        break;
      case "rejected":
        groups.rejected.push(booking);
        break;
      case "cancelled":
      case "flagged":
        if (booking.clinicApprovalStatus === "approved") groups.cancelledAfterApproval.push(booking);
        else groups.cancelledByCustomer.push(booking);
        break;
      case "held":
      case "released":
        break; // unpaid: never the clinic's to see
    }
  }
  groups.pending.sort(deadlineFirst);
  groups.today.sort(soonestFirst);
  groups.approved.sort(soonestFirst);
  groups.rejected.sort(latestFirst);
  groups.cancelledByCustomer.sort(latestFirst);
  groups.cancelledAfterApproval.sort(latestFirst);
  return groups;
}
