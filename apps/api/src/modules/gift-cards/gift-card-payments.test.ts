import type { Booking } from "@ivdrips/contract/bookings";
import { formatGiftCardCode } from "@ivdrips/contract/gift-cards";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import { NIGHT_SURCHARGE_RM, bookingRequest, customerTokenAt } from "../../../test/booking-fixtures";
import { injectAs, TEST_JWT_SECRET } from "../../../test/test-app";
import { bookings } from "../../db/schema";
import { inTransaction } from "../../db/transactions";
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
  sweep: async (app: FastifyInstance) => {
    await app.bookings.sweep();
    await app.payments.sweep();
  },
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

async function issue(amountRm: number): Promise<{ code: string; cardId: string }> {
  const { card, code } = await inTransaction(t.database.db, (tx) =>
    cards.issue(tx, {
      amountSen: amountRm * 100,
      buyerUserId: null,
      recipientName: "Nur Aisyah",
      recipientEmail: "aisyah@example.com",
      message: null,
    }),
  );
  return { code, cardId: card.id };
}
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
