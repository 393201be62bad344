import { type LifecycleState } from "@ivdrips/contract/booking-state";
import { and, eq, isNotNull, isNull, ne, or, type SQL } from "drizzle-orm";
import { bookings } from "./schema";

/*
 * The lifecycle's `stateOf` (packages/contract/src/booking-state.ts) as SQL, for the reads and sweeps that pick
 * bookings by state in the database: one condition per state, over the same stored columns.
 * booking-state-sql.test.ts checks each against `stateOf` on every combination of those columns.
 */

const paid = isNotNull(bookings.paidAt);
const cancelled = eq(bookings.status, "cancelled");

export function stateCondition(state: LifecycleState): SQL | undefined {
  switch (state) {
    case "held":
      return eq(bookings.status, "pending");
    case "released":
      return and(cancelled, isNull(bookings.paidAt));
    case "awaiting_clinic":
      return and(eq(bookings.status, "confirmed"), ne(bookings.clinicApprovalStatus, "approved"));
    case "approved":
      return and(eq(bookings.status, "confirmed"), eq(bookings.clinicApprovalStatus, "approved"));
    case "completed":
      return eq(bookings.status, "completed");
    case "flagged":
      return and(cancelled, paid, isNotNull(bookings.attentionReason));
    case "rejected":
      return and(
        cancelled,
        paid,
        isNull(bookings.attentionReason),
        eq(bookings.clinicApprovalStatus, "rejected"),
      );
    case "cancelled":
      return and(
        cancelled,
        paid,
        isNull(bookings.attentionReason),
        ne(bookings.clinicApprovalStatus, "rejected"),
      );
  }
}

/** Bookings in any of `states`. */
export function inStates(...states: LifecycleState[]): SQL | undefined {
  return or(...states.map(stateCondition));
}

/** The lifecycle's `hasProgress` negated: the clinician reported nothing of the visit (issue 37). */
export const noVisitProgress = and(
  isNull(bookings.onTheWayAt),
  isNull(bookings.arrivedAt),
  isNull(bookings.startedAt),
);

/** The clinician reported some of the visit's progress but not its end (nor an outcome: it is still approved). */
export const stalledVisitProgress = or(
  isNotNull(bookings.onTheWayAt),
  isNotNull(bookings.arrivedAt),
  isNotNull(bookings.startedAt),
);
