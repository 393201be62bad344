import { describe, expect, it } from "vitest";
import { chargesOf, creditValueSen, refundByTender } from "./booking-charges";
import { cancellationSplit, fullRefund, priceLines } from "./visit-day";

/** Issue 39: one calculator of a booking's total, what credits and gift cards paid, and how refunds go back. */

const nightDrip = { unitPriceSen: 60_000, quantity: 1, nightSurchargeSen: 10_000, sameDaySurchargeSen: 0 };
const WINDOW = new Date("2026-06-10T12:00:00Z");
const late = (lines = priceLines(nightDrip)) =>
  cancellationSplit(lines, WINDOW, new Date("2026-06-10T06:00:00Z"));

describe("chargesOf", () => {
  it("is price × quantity plus surcharges, less credits and gift cards", () => {
    expect(chargesOf({ ...nightDrip, quantity: 2, creditSen: 0, giftCardSen: 0 })).toMatchObject({
      totalSen: 130_000,
      dueSen: 130_000,
    });
    const credited = { ...nightDrip, creditSen: creditValueSen(nightDrip), giftCardSen: 4_000 };
    expect(chargesOf(credited)).toEqual({
      lines: [
        { kind: "drip", sen: 60_000 },
        { kind: "night_surcharge", sen: 10_000 },
      ],
      totalSen: 70_000,
      creditSen: 60_000,
      giftCardSen: 4_000,
      dueSen: 6_000,
    });
  });
});

describe("refundByTender", () => {
  it("without credits or gift cards, is the split as it was", () => {
    const booking = { ...nightDrip, creditSen: 0, giftCardSen: 0 };
    const split = late();
    expect(refundByTender(split, booking)).toEqual({ ...split, giftCardRefundSen: 0, creditReturned: false });
  });

  it("a cancellation in time returns the credit and the surcharge's money", () => {
    const booking = { ...nightDrip, creditSen: 60_000, giftCardSen: 0 };
    expect(refundByTender(fullRefund(priceLines(booking)), booking)).toMatchObject({
      creditReturned: true,
      refundSen: 10_000,
      giftCardRefundSen: 0,
      feeSen: 0,
    });
  });

  it("a late one keeps the credit and half the surcharge", () => {
    const booking = { ...nightDrip, creditSen: 60_000, giftCardSen: 0 };
    expect(refundByTender(late(), booking)).toMatchObject({
      creditReturned: false,
      refundSen: 5_000,
      feeSen: 5_000,
      lines: [
        { kind: "drip", sen: 60_000, refundSen: 0 },
        { kind: "night_surcharge", sen: 10_000, refundSen: 5_000 },
      ],
    });
  });

  it("money goes back to the card first, up to what it paid, the rest to the gift card", () => {
    // RM 700: RM 500 by gift card, RM 200 by card.
    const booking = { ...nightDrip, creditSen: 0, giftCardSen: 50_000 };
    expect(refundByTender(fullRefund(priceLines(booking)), booking)).toMatchObject({
      refundSen: 20_000,
      giftCardRefundSen: 50_000,
      feeSen: 0,
    });
    // Late: RM 350 back, RM 200 of it to the card, RM 150 to the gift card; RM 350 kept.
    expect(refundByTender(late(), booking)).toMatchObject({
      refundSen: 20_000,
      giftCardRefundSen: 15_000,
      feeSen: 35_000,
    });
  });

  it("a booking the gift card paid in full is refunded to it alone", () => {
    const booking = { ...nightDrip, creditSen: 0, giftCardSen: 70_000 };
    expect(refundByTender(late(), booking)).toMatchObject({ refundSen: 0, giftCardRefundSen: 35_000 });
  });
});
