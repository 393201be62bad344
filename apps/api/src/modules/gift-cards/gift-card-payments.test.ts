import type { AdminBookingDetail, Dashboard } from "@ivdrips/contract/admin-bookings";
import type { Booking } from "@ivdrips/contract/bookings";
import { formatGiftCardCode } from "@ivdrips/contract/gift-cards";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appUnderTest, freshDays, sweepBookingsAndPayments } from "../../../test/app-under-test";
import { NIGHT_SURCHARGE_RM, bookingRequest, customerTokenAt } from "../../../test/booking-fixtures";
import { issueGiftCard } from "../../../test/purchase-fixtures";
import { addStaff } from "../../../test/staff-fixtures";
import { injectAs, registerCustomer, TEST_JWT_SECRET } from "../../../test/test-app";
import { bookings, outboxEmails } from "../../db/schema";
import { CREDENTIAL_PLACEHOLDER } from "../notifications/outbox-email";
import { outboxCredentialSealer } from "../notifications/outbox-dispatcher";
import { giftCardCodeKey } from "./gift-card-codes";
import { createGiftCardsService, type GiftCardsService } from "./gift-cards.service";

/**
 * Issue 39, gift cards at the checkout: a code pays part or all of a booking, the rest by the chosen method;
 * a hold let go gives the card back what it paid; a refund goes back to the card or bank first, up to what it
 * paid, and the rest to the gift card (decision 050).
 */

const PUBLIC_URL = "https://ivdrips.example";
const t = appUnderTest({
  now: "2026-06-01T09:00:00+08:00",
  publicUrl: PUBLIC_URL,
  signUpCustomer: true,
  eachTest: "sweep, reset clock",
  sweep: sweepBookingsAndPayments,
});
const freshDay = freshDays("2026-06-10");
const HOUR = 60 * 60_000;
let cards: GiftCardsService;
beforeAll(() => {
  cards = createGiftCardsService({
    db: t.database.db,
    clock: t.clock,
    codeKey: giftCardCodeKey(TEST_JWT_SECRET),
  });
});

const issue = (amountRm: number) => issueGiftCard(t.database.db, t.clock, amountRm);
const balanceOf = async (code: string) =>
  (await t.app.inject({ url: `/api/gift-cards/${code}/balance` })).json<{ balance: number }>().balance;
const asCustomer = async () => injectAs(t.app, await customerTokenAt(t.clock, t.customer.id));

async function bookWith(
  payWith: object,
  overrides: Parameters<typeof bookingRequest>[0] = {},
  remoteAddress?: string,
) {
  return (await asCustomer())({
    method: "POST",
    url: "/api/bookings",
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: { ...bookingRequest({ date: freshDay(), ...overrides }), payWith },
  });
}

/** Pays what is left of a hold by card in the sandbox. */
async function payRest(booking: Booking): Promise<Booking> {
  const checkout = await (
    await asCustomer()
  )({
    method: "POST",
    url: "/api/payments/create-checkout-session",
    payload: { bookingId: booking._id, amount: booking.amountDue, currency: "MYR" },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const paid = await t.app.inject({
    method: "POST",
    url: `${new URL(checkout.json<{ url: string }>().url).pathname}/pay`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "method=card&outcome=succeed",
  });
  expect(paid.statusCode).toBe(303);
  return (await (await asCustomer())({ method: "GET", url: `/api/bookings/${booking._id}` })).json();
}

const rowOf = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe("a gift card at the checkout", () => {
  it("pays part of a booking, typed any way; the rest is paid by card", async () => {
    const { code } = await issue(200);
    const held = await bookWith({ giftCardCode: formatGiftCardCode(code).toLowerCase() });
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json<Booking>()).toMatchObject({
      state: "held",
      totalAmount: 600,
      giftCardAmount: 200,
      amountDue: 400,
    });
    expect(await balanceOf(code)).toBe(0);

    const wrongAmount = await (
      await asCustomer()
    )({
      method: "POST",
      url: "/api/payments/create-checkout-session",
      payload: { bookingId: held.json<Booking>()._id, amount: 600, currency: "MYR" },
    });
    expect(wrongAmount.statusCode).toBe(400);
    const paid = await payRest(held.json<Booking>());
    expect(paid).toMatchObject({ state: "awaiting_clinic", paymentMethod: "card", giftCardAmount: 200 });
  });

  it("pays a whole booking when its balance covers it: paid at once, the rest stays on the card", async () => {
    const { code } = await issue(1000);
    const booked = await bookWith({ giftCardCode: code });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json<Booking>()).toMatchObject({
      state: "awaiting_clinic",
      paymentMethod: "gift_card",
      giftCardAmount: 600,
      amountDue: 0,
    });
    expect(await balanceOf(code)).toBe(400);
  });

  it("pays part of a Night visit: the surcharge is due with the rest", async () => {
    const { code } = await issue(100);
    const held = await bookWith({ giftCardCode: code }, { timeSlot: "Night 8PM - 12AM" });
    expect(held.json<Booking>()).toMatchObject({ giftCardAmount: 100, amountDue: 500 + NIGHT_SURCHARGE_RM });
  });

  it("refuses an unknown or void card before anything is held", async () => {
    const unknown = await bookWith({ giftCardCode: "0000-0000-0000-0000" });
    expect(unknown.statusCode).toBe(404);
    const { code, cardId } = await issue(100);
    await cards.voidCard(cardId, async () => undefined);
    const voided = await bookWith({ giftCardCode: code });
    expect(voided.statusCode).toBe(409);
    const mine = await (await asCustomer())({ method: "GET", url: "/api/bookings" });
    expect(mine.json<Booking[]>().filter((booking) => booking.state === "held")).toEqual([]);
  });

  it("a hold let go gives the card its part back; so does one whose time ran out", async () => {
    const { code } = await issue(300);
    const first = (await bookWith({ giftCardCode: code })).json<Booking>();
    expect(await balanceOf(code)).toBe(0);
    await (
      await asCustomer()
    )({ method: "PUT", url: `/api/bookings/${first._id}/release` });
    expect(await balanceOf(code)).toBe(300);

    const second = (await bookWith({ giftCardCode: code })).json<Booking>();
    expect(await balanceOf(code)).toBe(0);
    t.clock.set(new Date(new Date(second.holdExpiresAt ?? "").getTime() + 60_000));
    await t.app.bookings.sweep();
    expect((await rowOf(second._id))?.status).toBe("cancelled");
    expect(await balanceOf(code)).toBe(300);
  });
});

describe("refunds of a booking a gift card helped pay", () => {
  it("cancelled in time: the card's money back to the card, the gift card's to the gift card", async () => {
    const { code } = await issue(200);
    const paid = await payRest((await bookWith({ giftCardCode: code })).json<Booking>());
    const cancelled = await (await asCustomer())({ method: "PUT", url: `/api/bookings/${paid._id}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await rowOf(paid._id)).toMatchObject({ refundSen: 40_000, giftCardRefundSen: 20_000 });
    expect(await balanceOf(code)).toBe(200);
    await t.app.payments.sweep();
    expect(await rowOf(paid._id)).toMatchObject({ refundStatus: "succeeded", paymentStatus: "refunded" });
  });

  it("cancelled late: half comes back, to the card first up to what it paid, the rest to the gift card", async () => {
    // RM 700: RM 500 by gift card, RM 200 by card. Half (RM 350) back: RM 200 to the card, RM 150 to the gift card.
    const { code } = await issue(500);
    const held = (await bookWith({ giftCardCode: code }, { timeSlot: "Night 8PM - 12AM" })).json<Booking>();
    const paid = await payRest(held);
    t.clock.set(new Date(new Date(paid.windowStartsAt).getTime() - 2 * HOUR));
    const cancelled = await (await asCustomer())({ method: "PUT", url: `/api/bookings/${paid._id}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await rowOf(paid._id)).toMatchObject({
      refundSen: 20_000,
      giftCardRefundSen: 15_000,
      cancellationFeeSen: 35_000,
    });
    expect(await balanceOf(code)).toBe(150);
    // The console reads each part, and what went back to the gift card.
    const staff = await addStaff(t.app, t.database.db);
    const detail = await injectAs(t.app, staff.token)({ url: `/api/admin/bookings/${paid._id}` });
    expect(detail.json<AdminBookingDetail>().booking).toMatchObject({
      totalAmount: 700,
      paidInParts: { credit: 0, giftCard: 500, due: 200 },
      refund: { amount: 200, toGiftCard: 150, cancellationFee: 350 },
    });
  });

  it("a gift card's code is limited like sign-in when it pays a booking", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      answers.push((await bookWith({ giftCardCode: "ZZZZ-ZZZZ-ZZZZ-ZZZZ" }, {}, "203.0.113.78")).statusCode);
    }
    expect(answers.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe("buying a gift card", () => {
  const buy = async (payload: object) =>
    (await asCustomer())({
      method: "POST",
      url: "/api/gift-cards",
      payload: {
        currency: "MYR",
        recipientName: "Siti Hajar",
        recipientEmail: "siti@example.com",
        ...payload,
      },
    });
  const emailsTo = (address: string) =>
    t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address));

  it("once paid, issues the card and emails its code to the recipient, sealed until sent", async () => {
    const started = await buy({
      amount: 250,
      message: "Selamat hari jadi!",
      recipientEmail: "siti1@example.com",
    });
    expect(started.statusCode, started.body).toBe(200);
    const answer = started.json<{ url: string; sessionId: string; purchaseId: string }>();
    const page = (await t.app.inject({ url: new URL(answer.url).pathname })).body;
    expect(page).toContain("Siti Hajar");
    expect(page).toContain(">Pay RM 250</button>");
    expect(await emailsTo("siti1@example.com")).toEqual([]);

    const paid = await t.app.inject({
      method: "POST",
      url: `${new URL(answer.url).pathname}/pay`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "method=grabpay&outcome=succeed",
    });
    expect(paid.headers.location).toBe(
      `${PUBLIC_URL}/gift-cards/confirmation?session_id=${answer.sessionId}`,
    );
    const [email] = await emailsTo("siti1@example.com");
    expect(email).toMatchObject({ kind: "gift_card", subject: expect.stringContaining("RM 250") });
    expect(email?.textBody).toContain("Selamat hari jadi!");
    expect(email?.textBody).toContain(CREDENTIAL_PLACEHOLDER);
    // The code is in the outbox only sealed; opened, it is a card worth RM 250.
    const code = outboxCredentialSealer(TEST_JWT_SECRET).open(email?.sealedCredential ?? "") ?? "";
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(JSON.stringify(email)).not.toContain(code);
    expect(await balanceOf(code)).toBe(250);

    // The confirmation page's call, and a replayed payment, issue nothing more.
    const completed = await (
      await asCustomer()
    )({
      method: "POST",
      url: "/api/payments/complete-payment",
      payload: { sessionId: answer.sessionId },
    });
    expect(completed.json()).toEqual({ status: "paid", purchaseId: answer.purchaseId });
    expect(await emailsTo("siti1@example.com")).toHaveLength(1);
  });

  it("the console's dashboard counts it sold, and what gift cards still hold as they are spent", async () => {
    const staff = await addStaff(t.app, t.database.db);
    const prepaid = async () =>
      (await injectAs(t.app, staff.token)({ url: "/api/admin/dashboard" })).json<Dashboard>().prepaid;
    const before = await prepaid();
    const answer = (await buy({ amount: 300, recipientEmail: "siti3@example.com" })).json<{ url: string }>();
    await t.app.inject({
      method: "POST",
      url: `${new URL(answer.url).pathname}/pay`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "method=card&outcome=succeed",
    });
    const sold = await prepaid();
    expect(sold.giftCards.count - before.giftCards.count).toBe(1);
    expect(sold.giftCards.amount - before.giftCards.amount).toBe(300);
    expect(sold.giftCardLiability - before.giftCardLiability).toBe(300);
    const { code } = await issue(100);
    await bookWith({ giftCardCode: code });
    expect((await prepaid()).giftCardLiability).toBe(sold.giftCardLiability);
  });

  it("a card for a later day is emailed that morning in Kuala Lumpur", async () => {
    const answer = (
      await buy({ amount: 100, sendOn: "2026-06-20", recipientEmail: "siti2@example.com" })
    ).json<{
      url: string;
    }>();
    await t.app.inject({
      method: "POST",
      url: `${new URL(answer.url).pathname}/pay`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "method=card&outcome=succeed",
    });
    const [email] = await emailsTo("siti2@example.com");
    expect(email?.availableAt.toISOString()).toBe("2026-06-20T01:00:00.000Z");
  });

  it("tells its buyer alone, paid or not, for whom and when: never the code", async () => {
    const started = await buy({
      amount: 120.5,
      sendOn: "2026-07-04",
      recipientName: "  Siti Hajar ",
      recipientEmail: "Siti4@Example.com",
    });
    const { url, purchaseId } = started.json<{ url: string; purchaseId: string }>();
    const path = `/api/gift-cards/purchases/${purchaseId}`;
    const order = { amount: 120.5, recipientName: "Siti Hajar", recipientEmail: "siti4@example.com" };
    const unpaid = await (await asCustomer())({ url: path });
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    expect(unpaid.json()).toEqual({ ...order, sendOn: "2026-07-04" });

    await t.app.inject({
      method: "POST",
      url: `${new URL(url).pathname}/pay`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "method=fpx&outcome=succeed",
    });
    const paid = await (await asCustomer())({ url: path });
    expect(paid.json()).toEqual({ ...order, sendOn: "2026-07-04" });
    const [email] = await emailsTo("siti4@example.com");
    const code = outboxCredentialSealer(TEST_JWT_SECRET).open(email?.sealedCredential ?? "") ?? "";
    expect(code).not.toBe("");
    expect(paid.body).not.toContain(code);

    // Another customer, an unknown purchase and one that is not an id: all simply not found.
    const stranger = injectAs(t.app, (await registerCustomer(t.app)).token);
    for (const answer of [
      await stranger({ url: path }),
      await (await asCustomer())({ url: "/api/gift-cards/purchases/00000000-0000-4000-8000-000000000000" }),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ messageId: "purchaseNotFound" });
    }
    expect((await (await asCustomer())({ url: "/api/gift-cards/purchases/nope" })).statusCode).toBe(400);
    expect((await t.app.inject({ url: path })).statusCode).toBe(401);
  });

  it("refuses an amount outside RM 100 to RM 5,000 or below the sen, a past send day, and strangers", async () => {
    for (const amount of [99, 5001, 100.005]) expect((await buy({ amount })).statusCode).toBe(400);
    expect((await buy({ amount: 100, sendOn: "2026-05-31" })).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/gift-cards",
      payload: {
        amount: 100,
        currency: "MYR",
        recipientName: "Siti Hajar",
        recipientEmail: "siti@example.com",
      },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
