import type { Booking } from "@ivdrips/contract/bookings";

export interface ClinicBookingGroups {
  /** Paid, not cancelled, awaiting the clinic's decision: the only bookings with Approve and Reject. */
  pending: Booking[];
  /** Approved visits still taking place (or done): what "Approved (n)" counts. */
  approved: Booking[];
  rejected: Booking[];
  /** Paid, then cancelled by the customer before the clinic decided: nothing left to decide. */
  cancelledByCustomer: Booking[];
  /** Approved, then cancelled by the customer: no longer an approved visit, shown apart and not counted. */
  cancelledAfterApproval: Booking[];
}

const soonestFirst = (a: Booking, b: Booking) => a.windowStartsAt.localeCompare(b.windowStartsAt);
const latestFirst = (a: Booking, b: Booking) => b.windowStartsAt.localeCompare(a.windowStartsAt);

/** SPEC §2 "Clinic portal" tabs, upcoming work soonest first and closed decisions latest first. */
export function groupClinicBookings(bookings: readonly Booking[]): ClinicBookingGroups {
  const groups: ClinicBookingGroups = {
    pending: [],
    approved: [],
    rejected: [],
    cancelledByCustomer: [],
    cancelledAfterApproval: [],
  };
  for (const booking of bookings) {
    if (booking.clinicApprovalStatus === "rejected") groups.rejected.push(booking);
    else if (booking.status === "cancelled") {
      if (booking.clinicApprovalStatus === "approved") groups.cancelledAfterApproval.push(booking);
      else groups.cancelledByCustomer.push(booking);
    } else if (booking.clinicApprovalStatus === "approved") groups.approved.push(booking);
    else if (booking.status === "confirmed") groups.pending.push(booking);
  }
  groups.pending.sort(soonestFirst);
  groups.approved.sort(soonestFirst);
  groups.rejected.sort(latestFirst);
  groups.cancelledByCustomer.sort(latestFirst);
  groups.cancelledAfterApproval.sort(latestFirst);
  return groups;
}
