import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import { holdWindow } from "../../../test/booking-fixtures";
import { TEST_JWT_SECRET } from "../../../test/test-app";
import { giftCardLedger } from "../../db/schema";
import { inTransaction } from "../../db/transactions";
import { giftCardCodeKey } from "./gift-card-codes";
import { createGiftCardsService } from "./gift-cards.service";

/**
 * Issue 39: 20 redemptions of one gift card at once, from two processes with pools of their own on one
 * PostgreSQL, never overdraw it: what they took adds up to the card, and the ledger's sum is issued − redeemed.
 */

const run = promisify(execFile);
const REDEEMER = path.resolve(import.meta.dirname, "../../../test/gift-card-redeemer.ts");
const TSX = path.resolve(import.meta.dirname, "../../../../../node_modules/.bin/tsx");

const t = appUnderTest({ now: "2026-06-01T09:00:00+08:00", signUpCustomer: true });
const freshDay = freshDays("2026-08-01");

async function releasedBooking(): Promise<string> {
  const held = await holdWindow(t.app, t.customer.token, { date: freshDay() });
  await t.app.bookings.releaseHold(held._id, "abandoned");
  return held._id;
}

describe("one gift card spent from two processes at once", () => {
  it("20 redemptions of RM 20 on an RM 300 card: 15 are paid, the ledger never goes below zero", async () => {
    const url = t.database.url;
    if (!url) throw new Error("needs PostgreSQL (TEST_DATABASE_URL)");
    const cards = createGiftCardsService({
      db: t.database.db,
      clock: t.clock,
      codeKey: giftCardCodeKey(TEST_JWT_SECRET),
    });
    const { card } = await inTransaction(t.database.db, (tx) =>
      cards.issue(tx, {
        amountSen: 30_000,
        buyerUserId: null,
        recipientName: "Race",
        recipientEmail: "race@example.com",
        message: null,
      }),
    );
    const bookingIds: string[] = [];
    for (let count = 0; count < 20; count += 1) bookingIds.push(await releasedBooking());

    const processes = [bookingIds.slice(0, 10), bookingIds.slice(10)].map((ids) =>
      run(TSX, [REDEEMER, url, card.id, "2000", ...ids], { timeout: 60_000 }),
    );
    const taken = (await Promise.all(processes)).flatMap(({ stdout }) => JSON.parse(stdout) as number[]);

    expect(taken).toHaveLength(20);
    expect(taken.reduce((total, sen) => total + sen, 0)).toBe(30_000);
    expect(taken.filter((sen) => sen === 2_000)).toHaveLength(15);
    const entries = await t.database.db
      .select()
      .from(giftCardLedger)
      .where(eq(giftCardLedger.giftCardId, card.id));
    expect(entries).toHaveLength(16);
    expect(entries.every((entry) => entry.balanceAfterSen >= 0)).toBe(true);
    const redeemed = entries
      .filter((entry) => entry.kind === "redeem")
      .reduce((sum, e) => sum - e.deltaSen, 0);
    expect(entries.reduce((sum, entry) => sum + entry.deltaSen, 0)).toBe(30_000 - redeemed);
    expect(redeemed).toBe(30_000);
  }, 120_000);
});
