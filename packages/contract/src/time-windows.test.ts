import { englishText } from "./api-messages/english";
import { afterEach, describe, expect, it } from "vitest";
import {
  BookingDateSchema,
  addDays,
  bookableWindows,
  earliestBookableDate,
  klDateOf,
  klInstant,
} from "./time-windows";

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

const slots = (date: string, now: string) => bookableWindows(date, new Date(now)).map((w) => w.timeSlot);

describe("time windows in Kuala Lumpur time", () => {
  it("takes the KL calendar day of an instant, which differs from UTC after 16:00 UTC", () => {
    expect(klDateOf(new Date("2026-03-10T15:59:59Z"))).toBe("2026-03-10");
    expect(klDateOf(new Date("2026-03-10T16:00:00Z"))).toBe("2026-03-11");
  });

  it("places window starts at KL hours (UTC+8)", () => {
    expect(klInstant("2026-03-10", 8).toISOString()).toBe("2026-03-10T00:00:00.000Z");
    expect(klInstant("2026-03-10", 24).toISOString()).toBe("2026-03-10T16:00:00.000Z");
  });

  it("offers the morning window at 07:29 KL but not at 07:31 (it must start more than 30 minutes away)", () => {
    expect(slots("2026-03-10", "2026-03-10T07:29:00+08:00")).toContain("Morning 8AM - 12PM");
    expect(slots("2026-03-10", "2026-03-10T07:30:00+08:00")).not.toContain("Morning 8AM - 12PM");
    expect(slots("2026-03-10", "2026-03-10T07:31:00+08:00")).toEqual([
      "Afternoon 12PM - 4PM",
      "Evening 4PM - 8PM",
      "Night 8PM - 12AM",
    ]);
  });

  it("offers nothing on past days and everything on a later day", () => {
    expect(slots("2026-03-09", "2026-03-10T01:00:00+08:00")).toEqual([]);
    expect(slots("2026-03-11", "2026-03-10T23:00:00+08:00")).toHaveLength(4);
  });

  it("offers nothing beyond the 90-day horizon", () => {
    expect(slots(addDays("2026-03-10", 90), "2026-03-10T12:00:00+08:00")).toHaveLength(4);
    expect(slots(addDays("2026-03-10", 91), "2026-03-10T12:00:00+08:00")).toEqual([]);
  });

  it("moves the earliest bookable day to tomorrow once the night window has closed", () => {
    expect(earliestBookableDate(new Date("2026-03-10T19:29:00+08:00"))).toBe("2026-03-10");
    expect(earliestBookableDate(new Date("2026-03-10T19:31:00+08:00"))).toBe("2026-03-11");
  });

  it.each([
    ["UTC", 0],
    ["America/New_York", 240],
    ["Asia/Dubai", -240],
    ["Pacific/Kiritimati", -840],
  ])("gives the same answers when the process time zone is %s", (tz, offsetMinutes) => {
    process.env.TZ = tz;
    // The zone really changed for this process, so code that used local time would now answer differently.
    expect(new Date("2026-03-10T12:00:00Z").getTimezoneOffset()).toBe(offsetMinutes);
    expect(klDateOf(new Date("2026-03-10T20:00:00Z"))).toBe("2026-03-11");
    expect(slots("2026-03-10", "2026-03-10T07:29:00+08:00")).toHaveLength(4);
    expect(slots("2026-03-10", "2026-03-10T07:31:00+08:00")).toHaveLength(3);
  });

  it("reads a booking day as YYYY-MM-DD or as an ISO datetime's KL day", () => {
    expect(BookingDateSchema.parse("2026-03-10")).toBe("2026-03-10");
    expect(BookingDateSchema.parse("2026-03-10T18:30:00.000Z")).toBe("2026-03-11");
    expect(BookingDateSchema.parse("2026-03-10T09:00:00-05:00")).toBe("2026-03-10");
  });

  it("says what is wrong with a booking day that is missing, malformed or not on the calendar", () => {
    const messages = (value: unknown) =>
      BookingDateSchema.safeParse(value).error?.issues.map((issue) => englishText(issue.message));
    expect(messages(undefined)).toEqual(["Date is required"]);
    expect(messages(20260310)).toEqual(["Date is required"]);
    expect(messages("10/03/2026")).toEqual(["Date must be a date in the form YYYY-MM-DD"]);
    expect(messages("")).toEqual(["Date must be a date in the form YYYY-MM-DD"]);
    expect(messages("2026-02-30")).toEqual(["Date must be a real calendar date"]);
  });
});
