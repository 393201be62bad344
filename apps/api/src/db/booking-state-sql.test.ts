import { LIFECYCLE_STATES, stateOf } from "@ivdrips/contract/booking-state";
import { APPROVAL_STATUSES, ATTENTION_REASONS, BOOKING_STATUSES } from "@ivdrips/contract/bookings";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUnderTest } from "../../test/app-under-test";
import { holdWindow } from "../../test/booking-fixtures";
import { stateCondition } from "./booking-state-sql";
import { bookings } from "./schema";

const t = appUnderTest({ now: "2026-06-01T09:00:00+08:00", signUpCustomer: true });

/** Every combination of the stored columns `stateOf` reads. */
const combinations = BOOKING_STATUSES.flatMap((status) =>
  [null, new Date("2026-06-01T00:00:00.000Z")].flatMap((paidAt) =>
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

describe("stateCondition", () => {
  it("selects a booking in exactly the state stateOf reads from its stored columns", async () => {
    const { _id: id } = await holdWindow(t.app, t.customer.token);
    const db = t.database.db;
    const mismatches: string[] = [];
    for (const stored of combinations) {
      await db.update(bookings).set(stored).where(eq(bookings.id, id));
      const expected = stateOf(stored);
      for (const state of LIFECYCLE_STATES) {
        const found = await db
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(eq(bookings.id, id), stateCondition(state)));
        if ((found.length === 1) !== (state === expected)) {
          mismatches.push(
            `${JSON.stringify(stored)}: ${state} ${found.length === 1 ? "selected" : "missed"}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
