import type { AdminGiftCard } from "@ivdrips/contract/gift-cards";
import type { PackageCredit } from "@ivdrips/contract/drip-packages";
import type { PackagePurchaseResponse } from "@ivdrips/contract/payments";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appUnderTest, sweepBookingsAndPayments } from "../../../test/app-under-test";
import { customerTokenAt } from "../../../test/booking-fixtures";
import { definePackage, issueGiftCard } from "../../../test/purchase-fixtures";
import { addStaff } from "../../../test/staff-fixtures";
import { injectAs } from "../../../test/test-app";
import { outboxEmails, paymentSessions, purchases } from "../../db/schema";

/**
 * Issue 39: "a code pays part or all of a booking or package". A gift card pays a package's price first, in
 * the transaction that opens its purchase; the checkout charges the rest. A checkout given up gives the card
 * its part back; paid in full, the package is paid at once and its credits run.
 */

const PUBLIC_URL = "https://ivdrips.example";
const t = appUnderTest({
  now: "2026-06-01T09:00:00+08:00",
  publicUrl: PUBLIC_URL,
  signUpCustomer: true,
  eachTest: "sweep, reset clock",
  sweep: sweepBookingsAndPayments,
});

let packageId = "";
beforeAll(async () => {
  packageId = (await definePackage(t.app, t.database.db, { name: "4 × NutriGlow", price: 2000 })).id;
});

const asCustomer = async () => injectAs(t.app, await customerTokenAt(t.clock, t.customer.id));
const issue = (amountRm: number) => issueGiftCard(t.database.db, t.clock, amountRm);
const balanceOf = async (code: string) =>
  (await t.app.inject({ url: `/api/gift-cards/${code}/balance` })).json<{ balance: number }>().balance;
const rowOf = async (id: string) =>
  (await t.database.db.select().from(purchases).where(eq(purchases.id, id)))[0];

async function buyWith(giftCardCode: string, extra: object = {}, remoteAddress?: string) {
  return (await asCustomer())({
    method: "POST",
    url: `/api/packages/${packageId}/purchase`,
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: { amount: 2000, currency: "MYR", giftCardCode, ...extra },
  });
}

const onPage = (url: string, action: string, form: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: `${new URL(url).pathname}/${action}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
  });

async function creditOf(purchaseId: string): Promise<PackageCredit | undefined> {
  const response = await (await asCustomer())({ method: "GET", url: "/api/account/credits" });
  return response
    .json<{ credits: PackageCredit[] }>()
    .credits.find((credit) => credit.purchaseId === purchaseId);
}

describe("a gift card paying for a package", () => {
  it("pays part; the checkout charges the rest by FPX; the credits start and the ledger names the purchase", async () => {
    const { code, cardId } = await issue(150);
    const started = await buyWith(code, { paymentMethod: "fpx" });
    expect(started.statusCode, started.body).toBe(200);
    const answer = started.json<PackagePurchaseResponse>();
    expect(answer).toMatchObject({ giftCardAmount: 150, amountDue: 1850, url: expect.any(String) });
    expect(await balanceOf(code)).toBe(0);

    const page = (await t.app.inject({ url: new URL(answer.url ?? "").pathname })).body;
    expect(page).toContain("<dt>Gift card</dt><dd>− RM 150</dd>");
    expect(page).toContain(">Pay RM 1850</button>");
    const paid = await onPage(answer.url ?? "", "pay", { method: "fpx", outcome: "succeed" });
    expect(paid.statusCode).toBe(303);
    expect(await rowOf(answer.purchaseId)).toMatchObject({
      status: "paid",
      paymentMethod: "fpx",
      amountSen: 200_000,
      giftCardSen: 15_000,
      attentionReason: null,
    });
    expect(await creditOf(answer.purchaseId)).toMatchObject({ creditsLeft: 4, usable: true });

    const staff = await addStaff(t.app, t.database.db);
    const card = (
      await injectAs(t.app, staff.token)({ url: `/api/admin/gift-cards/${cardId}` })
    ).json<AdminGiftCard>();
    expect(
      card.ledger.map(({ kind, amount, bookingId, purchaseReference }) => ({
        kind,
        amount,
        bookingId,
        purchaseReference,
      })),
    ).toEqual([
      { kind: "issue", amount: 150, bookingId: null, purchaseReference: null },
      { kind: "redeem", amount: -150, bookingId: null, purchaseReference: expect.stringMatching(/^IVP-/) },
    ]);
  });

  it("pays all of it: no checkout, the package is paid at once, the rest stays on the card", async () => {
    const { code } = await issue(2500);
    const started = await buyWith(code);
    expect(started.statusCode, started.body).toBe(200);
    const answer = started.json<PackagePurchaseResponse>();
    expect(answer).toEqual({
      url: null,
      sessionId: null,
      purchaseId: expect.any(String),
      reference: expect.stringMatching(/^IVP-/),
      giftCardAmount: 2000,
      amountDue: 0,
    });
    expect(await rowOf(answer.purchaseId)).toMatchObject({ status: "paid", paymentMethod: "gift_card" });
    expect(await creditOf(answer.purchaseId)).toMatchObject({ creditsLeft: 4, usable: true });
    expect(await balanceOf(code)).toBe(500);
  });

  it("a checkout given up gives the card its part back, once", async () => {
    const { code } = await issue(300);
    const answer = (await buyWith(code)).json<PackagePurchaseResponse>();
    expect(await balanceOf(code)).toBe(0);
    const cancelled = await onPage(answer.url ?? "", "cancel");
    expect(cancelled.statusCode).toBe(303);
    expect(await rowOf(answer.purchaseId)).toMatchObject({ status: "expired" });
    expect(await balanceOf(code)).toBe(300);
    await onPage(answer.url ?? "", "cancel");
    await t.app.payments.sweep();
    expect(await balanceOf(code)).toBe(300);
    expect(await creditOf(answer.purchaseId)).toBeUndefined();
  });

  it("a bank that declines gives the card its part back", async () => {
    const { code } = await issue(300);
    const answer = (await buyWith(code, { paymentMethod: "fpx" })).json<PackagePurchaseResponse>();
    await onPage(answer.url ?? "", "pay", { method: "fpx", outcome: "pending" });
    expect(await balanceOf(code)).toBe(0);
    const declined = await onPage(answer.url ?? "", "settle", { outcome: "fail" });
    expect(declined.statusCode).toBe(303);
    expect(await balanceOf(code)).toBe(300);
  });

  it("refuses an unknown or void code, and buys nothing", async () => {
    const before = (await t.database.db.select().from(purchases)).length;
    const unknown = await buyWith("0000-0000-0000-0000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ messageId: "giftCardNotFound" });
    const { code, cardId } = await issue(100);
    const staff = await addStaff(t.app, t.database.db);
    const voided = await injectAs(
      t.app,
      staff.token,
    )({
      method: "POST",
      url: `/api/admin/gift-cards/${cardId}/void`,
      payload: { note: "Reported stolen by the buyer" },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await buyWith(code)).statusCode).toBe(409);
    expect((await t.database.db.select().from(purchases)).length).toBe(before);
  });

  it("guesses at codes are limited like sign-in: ten, then 429", async () => {
    const from = "198.51.100.39";
    for (let guess = 0; guess < 10; guess += 1) {
      expect((await buyWith("0000-0000-0000-0000", {}, from)).statusCode).toBe(404);
    }
    expect((await buyWith("0000-0000-0000-0000", {}, from)).statusCode).toBe(429);
  });
});

describe("the payments sweep and a package's checkout", () => {
  it("lapses a checkout left past its 30 minutes: the gift card gets its part back, once", async () => {
    const { code } = await issue(300);
    const answer = (await buyWith(code)).json<PackagePurchaseResponse>();
    t.clock.advance(29 * 60_000);
    expect((await t.app.payments.sweep()).closed).toBe(0);
    expect(await rowOf(answer.purchaseId)).toMatchObject({ status: "pending" });

    t.clock.advance(2 * 60_000);
    expect((await t.app.payments.sweep()).closed).toBe(1);
    expect(await rowOf(answer.purchaseId)).toMatchObject({ status: "expired" });
    expect(await balanceOf(code)).toBe(300);
    expect((await t.app.payments.sweep()).closed).toBe(0);
    expect(await balanceOf(code)).toBe(300);
    const page = await onPage(answer.url ?? "", "pay", { method: "card", outcome: "succeed" });
    expect(page.statusCode).toBe(303);
    expect(await creditOf(answer.purchaseId)).toBeUndefined();
  });

  it("leaves a payment that awaits the bank, past the checkout's time", async () => {
    const { code } = await issue(300);
    const answer = (await buyWith(code, { paymentMethod: "fpx" })).json<PackagePurchaseResponse>();
    await onPage(answer.url ?? "", "pay", { method: "fpx", outcome: "pending" });
    t.clock.advance(45 * 60_000);
    await t.app.payments.sweep();
    expect(await rowOf(answer.purchaseId)).toMatchObject({ status: "pending" });
    expect(await balanceOf(code)).toBe(0);
    await onPage(answer.url ?? "", "settle", { outcome: "succeed" });
    expect(await creditOf(answer.purchaseId)).toMatchObject({ creditsLeft: 4 });
  });

  it("finishes a purchase paid at the page whose process died before giving the credits, once", async () => {
    const { code } = await issue(100);
    const answer = (await buyWith(code)).json<PackagePurchaseResponse>();
    // What such a death leaves: the session paid at the (sandbox) provider, the purchase still waiting.
    await t.database.db
      .update(paymentSessions)
      .set({ status: "paid", closedAt: t.clock() })
      .where(eq(paymentSessions.id, answer.sessionId ?? ""));
    expect(await creditOf(answer.purchaseId)).toBeUndefined();

    expect((await t.app.payments.sweep()).fulfilled).toBe(1);
    expect(await rowOf(answer.purchaseId)).toMatchObject({ status: "paid", giftCardSen: 10_000 });
    expect(await creditOf(answer.purchaseId)).toMatchObject({ creditsLeft: 4 });
    expect((await t.app.payments.sweep()).fulfilled).toBe(0);
  });
});

describe("a purchase's payment that gives nothing", () => {
  it("money that does not match the amount due is flagged, gives no credits, and support is told once", async () => {
    const { code } = await issue(150);
    const answer = (await buyWith(code)).json<PackagePurchaseResponse>();
    // What the provider then reports taking: the whole price, not the RM 1,850 left after the gift card.
    await t.database.db
      .update(paymentSessions)
      .set({ amountSen: 200_000 })
      .where(eq(paymentSessions.id, answer.sessionId ?? ""));
    await onPage(answer.url ?? "", "pay", { method: "card", outcome: "succeed" });
    expect(await rowOf(answer.purchaseId)).toMatchObject({
      status: "pending",
      attentionReason: "amount_mismatch",
    });
    expect(await creditOf(answer.purchaseId)).toBeUndefined();
    await t.app.payments.sweep();

    const told = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, "support_purchase_attention"));
    const reference = (await rowOf(answer.purchaseId))?.reference ?? "";
    const mine = told.filter((email) => email.subject.includes(reference));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.toAddress).toBe("support@ivdrips.my");
    expect(mine[0]?.textBody).toContain("The provider reports RM 2,000 against RM 1,850 due for purchase");
  });
});
