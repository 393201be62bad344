import { BOOKING_HORIZON_DAYS, TIME_WINDOWS } from "@ivdrips/contract/time-windows";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { lockOpenWindowsOf } from "./booking-stats.repository";

/** Advisory locks the executor's own connection holds. */
async function advisoryLocksHeld(db: Executor): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sql`pg_locks`)
    .where(sql`locktype = 'advisory' and pid = pg_backend_pid()`);
  return rows[0]?.count ?? 0;
}

const t = appUnderTest({ now: "2026-06-01T09:00:00+08:00" });

describe("lockOpenWindowsOf", () => {
  it("holds the capacity trigger's lock on every bookable window of the provider until commit", async () => {
    const held = await t.database.db.transaction(async (tx) => {
      await lockOpenWindowsOf(tx, t.seeded.providerId, t.clock());
      return advisoryLocksHeld(tx);
    });
    // Every window from now to the booking horizon (a window that has ended needs no lock).
    expect(held).toBeGreaterThanOrEqual(BOOKING_HORIZON_DAYS * TIME_WINDOWS.length);
    // Released at commit (a transaction-scoped lock): a later transaction holds none.
    expect(await t.database.db.transaction((tx) => advisoryLocksHeld(tx))).toBe(0);
  });
});
