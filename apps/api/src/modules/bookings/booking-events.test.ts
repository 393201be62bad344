import { describe, expect, it } from "vitest";
import { bookingEventTypeOf } from "./booking-events";

describe("bookingEventTypeOf", () => {
  it("names the moves a clinic or customer watches", () => {
    expect(bookingEventTypeOf("pay", { from: "held", to: "awaiting_clinic" })).toBe("booking_paid");
    expect(bookingEventTypeOf("pay", { from: "released", to: "awaiting_clinic" })).toBe("booking_paid");
    expect(bookingEventTypeOf("approve", { from: "awaiting_clinic", to: "approved" })).toBe(
      "booking_approved",
    );
    expect(bookingEventTypeOf("reschedule", { from: "approved", to: "awaiting_clinic" })).toBe(
      "booking_rescheduled",
    );
    expect(bookingEventTypeOf("cancel", { from: "approved", to: "cancelled" })).toBe("booking_cancelled");
  });

  it("makes every move into rejected a rejection, whatever its event", () => {
    expect(bookingEventTypeOf("reject", { from: "awaiting_clinic", to: "rejected" })).toBe(
      "booking_rejected",
    );
    expect(bookingEventTypeOf("reject_unanswered", { from: "awaiting_clinic", to: "rejected" })).toBe(
      "booking_rejected",
    );
  });

  it("tells the visit day's steps and outcomes, so the customer's open page follows the visit", () => {
    expect(bookingEventTypeOf("on_the_way", { from: "approved", to: "approved" })).toBe("booking_visit");
    expect(bookingEventTypeOf("complete", { from: "approved", to: "completed" })).toBe("booking_visit");
    expect(bookingEventTypeOf("access_refused", { from: "approved", to: "cancelled" })).toBe("booking_visit");
  });

  it("leaves unpaid holds and bookkeeping out", () => {
    expect(bookingEventTypeOf("cancel", { from: "held", to: "released" })).toBeUndefined();
    expect(bookingEventTypeOf("release", { from: "held", to: "released" })).toBeUndefined();
    expect(bookingEventTypeOf("expire", { from: "held", to: "released" })).toBeUndefined();
    expect(bookingEventTypeOf("flag_payment", { from: "held", to: "flagged" })).toBeUndefined();
    expect(bookingEventTypeOf("resolve_payment", { from: "flagged", to: "cancelled" })).toBeUndefined();
  });
});
