import type { AdminBookingState } from "@ivdrips/contract/admin-bookings";
import { Badge, type BadgeProps } from "../../../components/ui/badge";
import { useAdminT } from "../../../lib/i18n/admin-texts";

const VARIANTS: Record<AdminBookingState, BadgeProps["variant"]> = {
  held: "outline",
  released: "secondary",
  awaiting_clinic: "warning",
  approved: "info",
  completed: "success",
  rejected: "destructive",
  cancelled: "destructive",
  flagged: "warning",
};

/** A booking's lifecycle state as the console names it. */
export function StateBadge({ state }: { state: AdminBookingState }) {
  const t = useAdminT().bookings.states;
  return <Badge variant={VARIANTS[state]}>{t[state]}</Badge>;
}
