import type { LifecycleState } from "@ivdrips/contract/booking-state";
import { Badge, type BadgeProps } from "../../../components/ui/badge";
import type { Catalogue } from "../../../locales/catalogue";
import { useT } from "../../../lib/i18n/use-t";

/**
 * SPEC §4 "Booking statuses" colours: pending yellow; confirmed and approved blue; completed green; cancelled
 * and rejected red. An unpaid booking that was let go is grey.
 */
const VARIANTS: Record<LifecycleState, NonNullable<BadgeProps["variant"]>> = {
  held: "warning",
  released: "secondary",
  awaiting_clinic: "warning",
  approved: "info",
  completed: "success",
  rejected: "destructive",
  cancelled: "destructive",
  flagged: "destructive",
};

/** The customer's words for each state (a flagged payment reads as cancelled; the card says support follows up). */
function wordFor(statuses: Catalogue["account"]["statuses"], state: LifecycleState): string {
  switch (state) {
    case "held":
      return statuses.awaitingPayment;
    case "released":
      return statuses.paymentExpired;
    case "awaiting_clinic":
      return statuses.awaitingApproval;
    case "approved":
      return statuses.approval.approved;
    case "rejected":
      return statuses.approval.rejected;
    case "completed":
      return statuses.booking.completed;
    case "cancelled":
    case "flagged":
      return statuses.booking.cancelled;
  }
}

/** Where a booking stands, as one coloured badge ("Booking status" is read by screen readers only). */
export function StateBadge({ state }: { state: LifecycleState }) {
  const t = useT();
  return (
    <Badge variant={VARIANTS[state]}>
      <span className="sr-only">{t.account.statuses.bookingStatus} </span>
      {wordFor(t.account.statuses, state)}
    </Badge>
  );
}
