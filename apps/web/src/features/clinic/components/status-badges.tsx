import type { ApprovalStatus, BookingStatus } from "@ivdrips/contract/bookings";
import { Badge } from "../../../components/ui/badge";
import type { BadgeProps } from "../../../components/ui/badge";

/** SPEC §4 "Booking statuses": pending yellow; confirmed and approved blue; completed green; cancelled and rejected red. */
const VARIANTS: Record<BookingStatus | ApprovalStatus, NonNullable<BadgeProps["variant"]>> = {
  pending: "warning",
  confirmed: "info",
  approved: "info",
  completed: "success",
  cancelled: "destructive",
  rejected: "destructive",
};

const APPROVAL_LABELS: Record<ApprovalStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

/** The clinic's decision on a booking. */
export function ApprovalBadge({ status }: { status: ApprovalStatus }) {
  return (
    <Badge variant={VARIANTS[status]}>
      <span className="sr-only">Approval: </span>
      {APPROVAL_LABELS[status]}
    </Badge>
  );
}

/** The booking's own state when it matters to the clinic beside the decision (completed, cancelled). */
export function VisitBadge({ status, byCustomer }: { status: BookingStatus; byCustomer: boolean }) {
  const label = status === "cancelled" && byCustomer ? "Cancelled by customer" : capitalise(status);
  return (
    <Badge variant={VARIANTS[status]}>
      <span className="sr-only">Booking status: </span>
      {label}
    </Badge>
  );
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
