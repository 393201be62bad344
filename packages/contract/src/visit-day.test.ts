import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  callOutSplit,
  cancellationSplit,
  fullRefund,
  moveKeepsPrice,
  outcomeSplit,
  priceLines,
  surchargesFor,
  surchargesOfLines,
  totalOf,
  VISIT_OUTCOMES,
  type PriceLineSen,
} from "./visit-day";

const HOUR = 60 * 60 * 1000;
const windowStartsAt = new Date("2026-12-01T12:00:00.000Z");
const fees = { nightSurchargeSen: 10_000, sameDaySurchargeSen: 15_000, callOutFeeSen: 10_000 };

/** A night visit booked on its own day: a drip and both surcharges. */
const nightToday: PriceLineSen[] = priceLines(nightTodayParts());

/** The parts of `nightToday`'s price, to vary one at a time. */
function nightTodayParts() {
  return { unitPriceSen: 120_001, quantity: 1, nightSurchargeSen: 10_000, sameDaySurchargeSen: 15_001 };
}

describe("the surcharges a visit carries", () => {
  it("charges the Night window and a visit on the day it is booked, and nothing else", () => {
    expect(surchargesFor({ date: "2026-12-01", windowKey: "night", bookedOn: "2026-12-01" }, fees)).toEqual({
      nightSurchargeSen: 10_000,
      sameDaySurchargeSen: 15_000,
    });
    expect(surchargesFor({ date: "2026-12-02", windowKey: "morning", bookedOn: "2026-12-01" }, fees)).toEqual(
      {
        nightSurchargeSen: 0,
        sameDaySurchargeSen: 0,
      },
    );
  });

  it("lists the drip first and leaves out a surcharge that is zero", () => {
    expect(
      priceLines({ unitPriceSen: 50_000, quantity: 2, nightSurchargeSen: 0, sameDaySurchargeSen: 0 }),
    ).toEqual([{ kind: "drip", sen: 100_000 }]);
    expect(nightToday.map((line) => line.kind)).toEqual(["drip", "night_surcharge", "same_day_surcharge"]);
    expect(totalOf(nightToday)).toBe(145_002);
  });
});

describe("a move that keeps the price (decision 046)", () => {
  const morning = surchargesOfLines(
    priceLines({ ...nightTodayParts(), nightSurchargeSen: 0, sameDaySurchargeSen: 0 }),
  );
  const night = surchargesOfLines(priceLines({ ...nightTodayParts(), sameDaySurchargeSen: 0 }));
  const on = (date: string, windowKey: string) => ({ date, windowKey, bookedOn: "2026-12-01" });

  it("reads the surcharges back from a booking's lines", () => {
    expect(surchargesOfLines(nightToday)).toEqual({ nightSurchargeSen: 10_000, sameDaySurchargeSen: 15_001 });
    expect(morning).toEqual({ nightSurchargeSen: 0, sameDaySurchargeSen: 0 });
  });

  it("lets a daytime visit move to another daytime window on a later day, and nowhere dearer", () => {
    expect(moveKeepsPrice(morning, on("2026-12-03", "afternoon"), fees)).toBe(true);
    expect(moveKeepsPrice(morning, on("2026-12-03", "night"), fees)).toBe(false);
    expect(moveKeepsPrice(morning, on("2026-12-01", "evening"), fees)).toBe(false);
  });

  it("keeps a Night visit at night, and follows the city's fees as they are", () => {
    expect(moveKeepsPrice(night, on("2026-12-04", "night"), fees)).toBe(true);
    expect(moveKeepsPrice(night, on("2026-12-04", "morning"), fees)).toBe(false);
    // The city's Night surcharge changed since: the move would cost another price.
    expect(moveKeepsPrice(night, on("2026-12-04", "night"), { ...fees, nightSurchargeSen: 12_000 })).toBe(
      false,
    );
    // A city without a Night surcharge: every window of a later day costs the same.
    expect(moveKeepsPrice(morning, on("2026-12-04", "night"), { ...fees, nightSurchargeSen: 0 })).toBe(true);
  });
});

describe("refunds, line by line", () => {
  it("gives everything back 24 h or more before the window", () => {
    const split = cancellationSplit(
      nightToday,
      windowStartsAt,
      new Date(windowStartsAt.getTime() - 24 * HOUR),
    );
    expect(split).toEqual(fullRefund(nightToday));
    expect(split.refundSen).toBe(145_002);
    expect(split.feeSen).toBe(0);
  });

  it("keeps half of each line later, rounded per line, so the lines add up to the refund", () => {
    const split = cancellationSplit(nightToday, windowStartsAt, new Date(windowStartsAt.getTime() - HOUR));
    expect(split.lines.map((line) => line.refundSen)).toEqual([60_000, 5_000, 7_500]);
    expect(split.refundSen).toBe(72_500);
    expect(split.feeSen).toBe(145_002 - 72_500);
  });

  it("keeps the call-out fee from the drip first, never more than was paid", () => {
    expect(callOutSplit(nightToday, 10_000).lines.map((line) => line.refundSen)).toEqual([
      110_001, 10_000, 15_001,
    ]);
    const small = [
      { kind: "drip", sen: 6_000 },
      { kind: "night_surcharge", sen: 10_000 },
    ] as PriceLineSen[];
    expect(callOutSplit(small, 10_000)).toMatchObject({ refundSen: 6_000, feeSen: 10_000 });
    expect(callOutSplit(small, 50_000)).toMatchObject({ refundSen: 0, feeSen: 16_000 });
  });

  it("settles each outcome by its rule", () => {
    const context = { windowStartsAt, now: new Date(windowStartsAt.getTime() + HOUR), callOutFeeSen: 10_000 };
    const refunds = Object.fromEntries(
      VISIT_OUTCOMES.map((outcome) => [outcome, outcomeSplit(outcome, nightToday, context).refundSen]),
    );
    expect(refunds).toEqual({
      patient_absent: 72_500,
      access_refused: 72_500,
      not_treatable: 135_002,
      clinician_late: 145_002,
    });
  });

  it("never refunds more than a line or less than nothing, and always adds up, in whole sen", () => {
    const line = fc.integer({ min: 0, max: 5_000_000 });
    fc.assert(
      fc.property(
        line,
        line,
        line,
        fc.integer({ min: -48, max: 48 }),
        fc.integer({ min: 0, max: 6_000_000 }),
        (drip, night, sameDay, hours, fee) => {
          const lines = priceLines({
            unitPriceSen: drip,
            quantity: 1,
            nightSurchargeSen: night,
            sameDaySurchargeSen: sameDay,
          });
          const now = new Date(windowStartsAt.getTime() - hours * HOUR);
          for (const split of [
            cancellationSplit(lines, windowStartsAt, now),
            callOutSplit(lines, fee),
            fullRefund(lines),
          ]) {
            for (const each of split.lines) {
              expect(Number.isInteger(each.refundSen)).toBe(true);
              expect(each.refundSen).toBeGreaterThanOrEqual(0);
              expect(each.refundSen).toBeLessThanOrEqual(each.sen);
            }
            expect(split.refundSen + split.feeSen).toBe(totalOf(lines));
          }
        },
      ),
    );
  });
});
