import type { ApprovalStatus, BookingStatus } from "@ivdrips/contract/bookings";
import { Badge, type BadgeProps } from "../../../components/ui/badge";
import { useT } from "../../../lib/i18n/use-t";

type Status = BookingStatus | ApprovalStatus;

/** SPEC §4 "Booking statuses": pending yellow; confirmed and approved blue; completed green; cancelled and rejected red. */
const VARIANTS: Record<Status, NonNullable<BadgeProps["variant"]>> = {
  pending: "warning",
  confirmed: "info",
  approved: "info",
  completed: "success",
  cancelled: "destructive",
  rejected: "destructive",
};

/** A booking's status as a coloured badge ("Booking status" is read by screen readers only). */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const t = useT();
  return (
    <Badge variant={VARIANTS[status]}>
      <span className="sr-only">{t.account.statuses.bookingStatus} </span>
      {t.account.statuses.booking[status]}
    </Badge>
  );
}

/** The clinic's decision as a coloured badge, worded so it cannot be mistaken for the booking's own status. */
export function ApprovalBadge({ status }: { status: ApprovalStatus }) {
  const t = useT();
  return (
    <Badge variant={VARIANTS[status]}>
      <span className="sr-only">{t.account.statuses.clinicApproval} </span>
      {status === "pending" ? t.account.statuses.awaitingApproval : t.account.statuses.approval[status]}
    </Badge>
  );
}
