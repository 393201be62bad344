import { describe, expect, it } from "vitest";
import {
  HOLDING_STATUSES,
  LIFECYCLE_STATES,
  holdMinutesLeft,
  holdsPlace,
  stateOf,
  wasPaid,
} from "./booking-state";
import { APPROVAL_STATUSES, ATTENTION_REASONS, BOOKING_STATUSES } from "./bookings";

/**
 * What each combination of stored statuses means, written out apart from `stateOf`: the stored status first,
 * then (for a cancelled booking) whether it was paid, flagged, or refused by the clinic.
 */
function expectedState(
  status: (typeof BOOKING_STATUSES)[number],
  paid: boolean,
  approval: (typeof APPROVAL_STATUSES)[number],
  flagged: boolean,
): string {
  if (status === "pending") return "held";
  if (status === "completed") return "completed";
  if (status === "confirmed") return approval === "approved" ? "approved" : "awaiting_clinic";
  if (!paid) return "released";
  if (flagged) return "flagged";
  return approval === "rejected" ? "rejected" : "cancelled";
}

describe("stateOf", () => {
  const combinations = BOOKING_STATUSES.flatMap((status) =>
    [null, "2026-06-01T00:00:00.000Z", new Date("2026-06-01T00:00:00.000Z")].flatMap((paidAt) =>
      APPROVAL_STATUSES.flatMap((clinicApprovalStatus) =>
        [null, ...ATTENTION_REASONS].map((attentionReason) => ({
          status,
          paidAt,
          clinicApprovalStatus,
          attentionReason,
        })),
      ),
    ),
  );

  it.each(combinations)("%o", (stored) => {
    const state = stateOf(stored);
    expect(LIFECYCLE_STATES).toContain(state);
    expect(state).toBe(
      expectedState(
        stored.status,
        stored.paidAt !== null,
        stored.clinicApprovalStatus,
        stored.attentionReason !== null,
      ),
    );
  });

  it("reaches every state from some stored statuses", () => {
    const reached = new Set(combinations.map(stateOf));
    expect([...reached].sort()).toEqual([...LIFECYCLE_STATES].sort());
  });
});

describe("holdsPlace", () => {
  const now = new Date("2026-06-01T12:00:00.000Z");
  const later = "2026-06-01T12:00:01.000Z";
  const sooner = new Date("2026-06-01T11:59:59.000Z");

  it("counts a paid booking and a hold with time left, as the capacity trigger's statuses", () => {
    expect(HOLDING_STATUSES).toEqual(["pending", "confirmed"]);
    expect(holdsPlace({ status: "confirmed", holdExpiresAt: null }, now)).toBe(true);
    expect(holdsPlace({ status: "pending", holdExpiresAt: later }, now)).toBe(true);
  });

  it("leaves out a lapsed hold (as text or as a Date), and every booking called off or done", () => {
    expect(holdsPlace({ status: "pending", holdExpiresAt: sooner }, now)).toBe(false);
    expect(holdsPlace({ status: "pending", holdExpiresAt: now.toISOString() }, now)).toBe(false);
    expect(holdsPlace({ status: "cancelled", holdExpiresAt: null }, now)).toBe(false);
    expect(holdsPlace({ status: "completed", holdExpiresAt: null }, now)).toBe(false);
  });

  it("tells a hold's whole minutes left, rounded up, and 0 once it ran out", () => {
    expect(holdMinutesLeft("2026-06-01T12:00:01.000Z", now)).toBe(1);
    expect(holdMinutesLeft("2026-06-01T12:29:00.000Z", now)).toBe(29);
    expect(holdMinutesLeft("2026-06-01T11:00:00.000Z", now)).toBe(0);
    expect(holdMinutesLeft(null, now)).toBe(0);
  });
});

describe("wasPaid", () => {
  it("is true of every state a booking reaches only after its payment", () => {
    const paid = LIFECYCLE_STATES.filter(wasPaid);
    expect(paid).toEqual(["awaiting_clinic", "approved", "completed", "rejected", "cancelled", "flagged"]);
  });
});
