import { describe, expect, it } from "vitest";
import { clinicBooking as booking } from "../../../test/bookings";
import { weekStart, windowBookings } from "./calendar-week";

describe("weekStart", () => {
  it("is the Monday of the KL week, whatever the browser's day", () => {
    // Sunday 7 June 2026 at 01:00 in KL is still Saturday in New York.
    expect(weekStart(new Date("2026-06-07T01:00:00+08:00"))).toBe("2026-06-01");
    expect(weekStart(new Date("2026-06-01T12:00:00+08:00"))).toBe("2026-06-01");
    expect(weekStart(new Date("2026-06-01T12:00:00+08:00"), 1)).toBe("2026-06-08");
    expect(weekStart(new Date("2026-06-01T12:00:00+08:00"), -1)).toBe("2026-05-25");
  });
});

describe("windowBookings", () => {
  it("keeps the bookings of that provider, day and window only", () => {
    const morning = booking({
      _id: "a",
      providerId: "p1",
      date: "2026-06-02",
      timeSlot: "Morning 8AM - 12PM",
    });
    const other = booking({ _id: "b", providerId: "p2", date: "2026-06-02", timeSlot: "Morning 8AM - 12PM" });
    const later = booking({ _id: "c", providerId: "p1", date: "2026-06-02", timeSlot: "Night 8PM - 12AM" });
    expect(
      windowBookings([morning, other, later], {
        providerId: "p1",
        date: "2026-06-02",
        timeSlot: "Morning 8AM - 12PM",
      }).map((found) => found._id),
    ).toEqual(["a"]);
  });
});
