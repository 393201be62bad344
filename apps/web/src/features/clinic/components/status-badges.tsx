import type { ApprovalStatus, BookingStatus } from "@ivdrips/contract/bookings";
import { Badge } from "../../../components/ui/badge";
import type { BadgeProps } from "../../../components/ui/badge";
import { useT } from "../../../lib/i18n/use-t";

/** SPEC §4 "Booking statuses": pending yellow; confirmed and approved blue; completed green; cancelled and rejected red. */
const VARIANTS: Record<BookingStatus | ApprovalStatus, NonNullable<BadgeProps["variant"]>> = {
  pending: "warning",
  confirmed: "info",
  approved: "info",
  completed: "success",
  cancelled: "destructive",
  rejected: "destructive",
};

/** The clinic's decision on a booking. */
export function ApprovalBadge({ status }: { status: ApprovalStatus }) {
  const t = useT();
  return (
    <Badge variant={VARIANTS[status]}>
      <span className="sr-only">{t.clinic.badges.approvalLabel} </span>
      {t.clinic.badges.approval[status]}
    </Badge>
  );
}

/** The booking's own state when it matters to the clinic beside the decision (completed, cancelled). */
export function VisitBadge({ status, byCustomer }: { status: BookingStatus; byCustomer: boolean }) {
  const t = useT();
  const label =
    status === "cancelled" && byCustomer
      ? t.clinic.badges.cancelledByCustomer
      : t.clinic.badges.booking[status];
  return (
    <Badge variant={VARIANTS[status]}>
      <span className="sr-only">{t.clinic.badges.bookingStatusLabel} </span>
      {label}
    </Badge>
  );
}
