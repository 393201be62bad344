import type { LifecycleState } from "@ivdrips/contract/booking-state";
import { Badge, type BadgeProps } from "../../../components/ui/badge";
import { useAdminT } from "../../../lib/i18n/admin-texts";

const VARIANTS: Record<LifecycleState, BadgeProps["variant"]> = {
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
export function StateBadge({ state }: { state: LifecycleState }) {
  const t = useAdminT().bookings.states;
  return <Badge variant={VARIANTS[state]}>{t[state]}</Badge>;
}
