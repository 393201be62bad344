import type { LifecycleState } from "@ivdrips/contract/booking-state";
import type { Booking } from "@ivdrips/contract/bookings";
import { Badge } from "../../../components/ui/badge";
import type { BadgeProps } from "../../../components/ui/badge";
import type { Catalogue } from "../../../locales/catalogue";
import { useT } from "../../../lib/i18n/use-t";

/** SPEC §4 "Booking statuses": pending yellow; confirmed and approved blue; completed green; cancelled and rejected red. */
const VARIANTS: Record<LifecycleState, NonNullable<BadgeProps["variant"]>> = {
  held: "warning",
  released: "destructive",
  awaiting_clinic: "warning",
  approved: "info",
  completed: "success",
  rejected: "destructive",
  cancelled: "destructive",
  flagged: "destructive",
};

type Badges = Catalogue["clinic"]["badges"];

/** The clinic's words for a booking's state; a booking called off says by whom. */
function wordFor(badges: Badges, booking: Pick<Booking, "state" | "cancellationReason">): string {
  switch (booking.state) {
    case "awaiting_clinic":
    case "held":
      return badges.approval.pending;
    case "approved":
      return badges.approval.approved;
    case "rejected":
      return badges.approval.rejected;
    case "completed":
      return badges.booking.completed;
    case "released":
    case "cancelled":
    case "flagged":
      if (booking.cancellationReason === "customer") return badges.cancelledByCustomer;
      if (booking.cancellationReason === "staff") return badges.cancelledBySupport;
      return badges.booking.cancelled;
  }
}

/** Where a booking stands for the clinic, as one badge: never "Pending" beside "Cancelled". */
export function ClinicStateBadge({ booking }: { booking: Pick<Booking, "state" | "cancellationReason"> }) {
  const t = useT();
  // While it is about the clinic's decision the badge says so; once the visit is done or called off, its status.
  const decision = ["awaiting_clinic", "approved", "rejected"].includes(booking.state);
  return (
    <Badge variant={VARIANTS[booking.state]}>
      <span className="sr-only">
        {decision ? t.clinic.badges.approvalLabel : t.clinic.badges.bookingStatusLabel}{" "}
      </span>
      {wordFor(t.clinic.badges, booking)}
    </Badge>
  );
}
