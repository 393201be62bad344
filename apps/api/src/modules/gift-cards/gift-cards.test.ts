import type { AdminGiftCard } from "@ivdrips/contract/gift-cards";
import { formatGiftCardCode } from "@ivdrips/contract/gift-cards";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import { holdWindow } from "../../../test/booking-fixtures";
import { addStaff, type TestStaff } from "../../../test/staff-fixtures";
import { injectAs, TEST_JWT_SECRET } from "../../../test/test-app";
import { auditLog, giftCardLedger } from "../../db/schema";
import { inTransaction } from "../../db/transactions";
import { giftCardCodeKey } from "./gift-card-codes";
import { createGiftCardsService, type GiftCardsService } from "./gift-cards.service";

/**
 * Issue 39, gift cards: the code kept as a hash, the balance a ledger in sen that only grows by entries and never
 * goes below zero, even when many redemptions of one card race; refunds give back what a booking took.
 */

const t = appUnderTest({ now: "2026-06-01T09:00:00+08:00", signUpCustomer: true });
const freshDay = freshDays("2026-06-10");
let cards: GiftCardsService;
let staff: TestStaff;
beforeAll(async () => {
  cards = createGiftCardsService({
    db: t.database.db,
    clock: t.clock,
    codeKey: giftCardCodeKey(TEST_JWT_SECRET),
  });
  staff = await addStaff(t.app, t.database.db);
});

async function issue(amountSen: number) {
  return inTransaction(t.database.db, (tx) =>
    cards.issue(tx, {
      amountSen,
      buyerUserId: t.customer.id,
      recipientName: "Nur Aisyah",
      recipientEmail: "aisyah@example.com",
      message: "Happy birthday",
    }),
  );
}
const balance = (code: string) =>
  t.app.inject({ url: `/api/gift-cards/${encodeURIComponent(code)}/balance` });
const entriesOf = (cardId: string) =>
  t.database.db.select().from(giftCardLedger).where(eq(giftCardLedger.giftCardId, cardId));
/** A booking to redeem for: held, then let go, so a customer's cap on open holds never stops the next. */
async function booking(): Promise<string> {
  const held = await holdWindow(t.app, t.customer.token, { date: freshDay() });
  await t.app.bookings.releaseHold(held._id, "abandoned");
  return held._id;
}
const redeem = (cardId: string, wantedSen: number, bookingId: string) =>
  inTransaction(t.database.db, (tx) => cards.redeem(tx, cardId, { wantedSen, bookingId }));

describe("gift cards", () => {
  it("keeps only a hash of the code; the balance reads by code, typed any way", async () => {
    const { card, code } = await issue(30_000);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(JSON.stringify(card)).not.toContain(code);
    expect(card.codeEnd).toBe(code.slice(-4));
    expect((await balance(code)).json()).toEqual({ balance: 300, currency: "MYR" });
    const typed = formatGiftCardCode(code).toLowerCase().replace(/-/, " - ");
    expect((await balance(typed)).json()).toEqual({ balance: 300, currency: "MYR" });

    const unknown = await balance("0000-0000-0000-0000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messageId).toBe("giftCardNotFound");
    const malformed = await balance("not-a-code");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().messageId).toBe("giftCardCodeInvalid");
  });

  it("pays part of bookings, never more than is left; a refund gives a booking's part back, once", async () => {
    const { card, code } = await issue(25_000);
    const first = await booking();
    const second = await booking();
    expect(await redeem(card.id, 20_000, first)).toBe(20_000);
    // Only RM 50 is left: that is what the second booking gets, the rest goes to its card payment.
    expect(await redeem(card.id, 20_000, second)).toBe(5_000);
    expect(await redeem(card.id, 1_000, second)).toBe(0);
    expect((await balance(code)).json().balance).toBe(0);

    const given = await inTransaction(t.database.db, (tx) => cards.returnToCards(tx, { bookingId: first }));
    expect(given).toBe(20_000);
    expect(await inTransaction(t.database.db, (tx) => cards.returnToCards(tx, { bookingId: first }))).toBe(0);
    expect((await balance(code)).json().balance).toBe(200);

    const entries = await entriesOf(card.id);
    expect(entries.map((entry) => [entry.seq, entry.kind, entry.deltaSen, entry.balanceAfterSen])).toEqual([
      [1, "issue", 25_000, 25_000],
      [2, "redeem", -20_000, 5_000],
      [3, "redeem", -5_000, 0],
      [4, "refund", 20_000, 20_000],
    ]);
    const sum = entries.reduce((total, entry) => total + entry.deltaSen, 0);
    expect(sum).toBe(25_000 - 20_000 - 5_000 + 20_000);
  });

  it("20 redemptions of one card at once never overdraw it: the ledger's sum is issued − redeemed", async () => {
    const { card, code } = await issue(30_000);
    const bookingIds: string[] = [];
    for (let count = 0; count < 20; count += 1) bookingIds.push(await booking());
    const taken = await Promise.all(bookingIds.map((id) => redeem(card.id, 2_000, id)));
    expect(taken.reduce((total, sen) => total + sen, 0)).toBe(30_000);
    expect(taken.filter((sen) => sen === 2_000)).toHaveLength(15);
    const entries = await entriesOf(card.id);
    expect(entries.every((entry) => entry.balanceAfterSen >= 0)).toBe(true);
    expect(entries.reduce((total, entry) => total + entry.deltaSen, 0)).toBe(0);
    expect(entries.map((entry) => entry.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 16 }, (_, index) => index + 1),
    );
    expect((await balance(code)).json().balance).toBe(0);
  });

  it("the ledger is append-only in the database, and never below zero", async () => {
    const { card } = await issue(10_000);
    const refusal = { cause: expect.objectContaining({ message: "gift_card_ledger is append-only" }) };
    await expect(
      t.database.db.execute(sql`update gift_card_ledger set delta_sen = 1 where gift_card_id = ${card.id}`),
    ).rejects.toMatchObject(refusal);
    await expect(
      t.database.db.execute(sql`delete from gift_card_ledger where gift_card_id = ${card.id}`),
    ).rejects.toMatchObject(refusal);
    await expect(
      t.database.db.insert(giftCardLedger).values({
        giftCardId: card.id,
        seq: 2,
        kind: "redeem",
        deltaSen: -10_001,
        balanceAfterSen: -1,
      }),
    ).rejects.toThrow();
    expect(await entriesOf(card.id)).toHaveLength(1);
  });

  it("staff find a card by its code and void it, audited; it can no longer be spent", async () => {
    const { card, code } = await issue(15_000);
    await redeem(card.id, 5_000, await booking());
    const as = injectAs(t.app, staff.token);
    const found = await as({ url: `/api/admin/gift-cards?code=${formatGiftCardCode(code)}` });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<AdminGiftCard>()).toMatchObject({
      id: card.id,
      codeEnd: code.slice(-4),
      status: "active",
      amount: 150,
      balance: 100,
      ledger: [
        { kind: "issue", amount: 150, balanceAfter: 150, bookingId: null },
        { kind: "redeem", amount: -50, balanceAfter: 100 },
      ],
    });
    expect(found.body).not.toContain(code);

    const voided = await as({
      method: "POST",
      url: `/api/admin/gift-cards/${card.id}/void`,
      payload: { note: "Reported stolen" },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json<AdminGiftCard>()).toMatchObject({ status: "void", balance: 0 });
    expect(voided.json<AdminGiftCard>().ledger.at(-1)).toMatchObject({ kind: "void", amount: -100 });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, card.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: "gift_card.void",
        staffId: staff.id,
        note: "Reported stolen",
        before: { status: "active", balanceSen: 10_000 },
      }),
    ]);
    expect((await balance(code)).json().messageId).toBe("giftCardVoid");
    await expect(redeem(card.id, 1_000, await booking())).rejects.toMatchObject({
      messageId: "giftCardVoid",
    });
    const again = await as({
      method: "POST",
      url: `/api/admin/gift-cards/${card.id}/void`,
      payload: { note: "Twice" },
    });
    expect(again.statusCode).toBe(409);
    expect((await as({ url: `/api/admin/gift-cards/${card.id}` })).json<AdminGiftCard>().ledger).toHaveLength(
      3,
    );
  });

  it("limits balance checks like sign-in: guessing codes is slow", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await t.app.inject({
        url: "/api/gift-cards/0000-0000-0000-0001/balance",
        remoteAddress: "203.0.113.77",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
