import type { ApprovalStatus, BookingStatus } from "@ivdrips/contract/bookings";
import { Badge, type BadgeProps } from "../../../components/ui/badge";

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

/** "partially_refunded" → "Partially refunded". */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A booking's status as a coloured badge ("Booking status" is read by screen readers only). */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge variant={VARIANTS[status]}>
      <span className="sr-only">Booking status: </span>
      {statusLabel(status)}
    </Badge>
  );
}

/** The clinic's decision as a coloured badge, worded so it cannot be mistaken for the booking's own status. */
export function ApprovalBadge({ status }: { status: ApprovalStatus }) {
  return (
    <Badge variant={VARIANTS[status]}>
      <span className="sr-only">Clinic approval: </span>
      {status === "pending" ? "Awaiting approval" : statusLabel(status)}
    </Badge>
  );
}
