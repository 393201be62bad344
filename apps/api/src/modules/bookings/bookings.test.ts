import { BookingSchema, type Booking } from "@ivdrips/contract/bookings";
import { AvailabilityResponseSchema } from "@ivdrips/contract/providers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import {
  addClinic,
  bookingRequest,
  customerTokenAt,
  holdWindow,
  paidBooking,
  postBooking,
  SAME_DAY_SURCHARGE_RM,
} from "../../../test/booking-fixtures";
import { injectAs, loginDemoClinic, registerCustomer } from "../../../test/test-app";
import { bookings, outboxEmails } from "../../db/schema";

const NOW = "2026-06-01T09:00:00+08:00";
// Every earlier test's holds lapse, so no customer carries open holds (at most 3 are allowed) into the next.
const t = appUnderTest({
  now: NOW,
  bookingHoldMinutes: 30,
  signUpCustomer: true,
  signUpOtherCustomer: true,
  eachTest: "sweep, reset clock",
});
const tokenNow = (userId: string) => customerTokenAt(t.clock, userId);

// Each test books its own day so that tests never share a window.
const freshDay = freshDays("2026-07-01");

const get = (token: string, url: string) => injectAs(t.app, token)({ method: "GET", url });
const cancel = (token: string, id: string) =>
  injectAs(t.app, token)({ method: "PUT", url: `/api/bookings/${id}/cancel` });

async function remaining(date: string, timeSlot = "Morning 8AM - 12PM"): Promise<number> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/providers/${t.seeded.providerId}/availability?date=${date}`,
  });
  const body = AvailabilityResponseSchema.parse(response.json());
  return body.windows.find((window) => window.timeSlot === timeSlot)?.remaining ?? -1;
}

describe("POST /api/bookings", () => {
  it("holds the window: a pending booking priced by the server, in KL time, held for 30 minutes", async () => {
    const date = freshDay();
    const response = await postBooking(
      t.app,
      t.customer.token,
      bookingRequest({ date, quantity: 3, totalAmount: 1800 }),
    );
    expect(response.statusCode).toBe(201);
    const booking = BookingSchema.parse(response.json());
    expect(booking).toMatchObject({
      serviceId: { _id: "nutriglow", name: "NutriGlow" },
      providerId: t.seeded.providerId,
      date,
      timeSlot: "Morning 8AM - 12PM",
      windowStartsAt: `${date}T00:00:00.000Z`,
      windowEndsAt: `${date}T04:00:00.000Z`,
      location: { city: "Kuala Lumpur", country: "Malaysia" },
      customerInfo: {
        name: "Aisha Rahman",
        email: "aisha@example.com",
        phone: "+60 12-345 6789",
        address: "12 Jalan Ampang, 50450 Kuala Lumpur",
      },
      quantity: 3,
      unitPrice: 600,
      totalAmount: 1800,
      currency: "MYR",
      status: "pending",
      paymentStatus: "pending",
      clinicApprovalStatus: "pending",
      holdExpiresAt: "2026-06-01T01:30:00.000Z",
      cancellationReason: null,
      refund: null,
    });
    expect(booking.reference).toMatch(/^IVD-[A-HJ-NP-Z2-9]{6}$/);
    expect(await remaining(date)).toBe(1);
  });

  it("takes the KL day of a full ISO datetime and matches the city case-insensitively", async () => {
    const date = freshDay();
    const previousUtcEvening = new Date(Date.parse(`${date}T00:00:00Z`) - 7 * 3600_000).toISOString();
    const booking = await holdWindow(t.app, t.customer.token, {
      date: previousUtcEvening,
      location: { country: "Malaysia", city: "kuala lumpur" },
      providerId: t.seeded.providerId,
    });
    expect(booking.date).toBe(date);
    expect(booking.location.city).toBe("Kuala Lumpur");
    await cancel(t.customer.token, booking._id);
  });

  it.each([
    ["quantity 0", { quantity: 0 }, "quantity", "Quantity must be a whole number from 1 to 10"],
    [
      "quantity 11",
      { quantity: 11, totalAmount: 6600 },
      "quantity",
      "Quantity must be a whole number from 1 to 10",
    ],
    [
      "quantity 2.5",
      { quantity: 2.5, totalAmount: 1500 },
      "quantity",
      "Quantity must be a whole number from 1 to 10",
    ],
    ["quantity as text", { quantity: "2" }, "quantity", "Quantity must be a whole number from 1 to 10"],
    ["another currency", { currency: "USD" }, "currency", "Currency must be MYR"],
    ["an unknown window", { timeSlot: "Lunch 12PM - 1PM" }, "timeSlot", "Time slot must be one of"],
    ["an impossible date", { date: "2026-02-30" }, "date", "Date must be a real calendar date"],
    [
      "another country",
      { location: { country: "UAE", city: "Dubai" } },
      "location.country",
      "Bookings are available in Malaysia only",
    ],
    [
      "a one-letter name",
      { customerInfo: { ...bookingRequest().customerInfo, name: "A" } },
      "customerInfo.name",
      "Full name must be at least 2 characters",
    ],
    [
      "a bad email",
      { customerInfo: { ...bookingRequest().customerInfo, email: "aisha@" } },
      "customerInfo.email",
      "Please enter a valid email address",
    ],
    [
      "a short phone",
      { customerInfo: { ...bookingRequest().customerInfo, phone: "12" } },
      "customerInfo.phone",
      "Please enter a valid phone number",
    ],
    [
      "no address",
      { customerInfo: { ...bookingRequest().customerInfo, address: "  " } },
      "customerInfo.address",
      "Please enter the address for your visit",
    ],
  ])("refuses %s with a 400 naming the field", async (_label, override, field, message) => {
    const response = await postBooking(t.app, t.customer.token, {
      ...bookingRequest({ date: freshDay() }),
      ...override,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.details[field]).toContain(message);
  });

  it("refuses a total that is not price × quantity, whatever the client claims", async () => {
    for (const totalAmount of [599, 0, 1200]) {
      const response = await postBooking(
        t.app,
        t.customer.token,
        bookingRequest({ date: freshDay(), totalAmount }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "The total does not match the price: 1 × RM 600 is RM 600.",
        messageId: "totalMismatch",
        params: { quantity: 1, price: "RM 600", total: "RM 600" },
        statusCode: 400,
        code: "AMOUNT_MISMATCH",
      });
    }
  });

  it("prices a Night window and a same-day visit with their surcharges, refusing a total without them", async () => {
    const night = { date: freshDay(), timeSlot: "Night 8PM - 12AM", totalAmount: 600 } as const;
    const withoutSurcharge = await postBooking(t.app, t.customer.token, bookingRequest(night));
    expect(withoutSurcharge.statusCode).toBe(400);
    expect(withoutSurcharge.json()).toMatchObject({
      code: "AMOUNT_MISMATCH",
      messageId: "totalMismatchWithSurcharges",
      message: "The total does not match the price: 1 × RM 600 plus RM 100 of surcharges is RM 700.",
      params: { quantity: 1, price: "RM 600", surcharges: "RM 100", total: "RM 700" },
    });
    const nightHeld = BookingSchema.parse(
      (await postBooking(t.app, t.customer.token, bookingRequest({ ...night, totalAmount: 700 }))).json(),
    );
    expect(nightHeld.totalAmount).toBe(700);
    expect(nightHeld.priceLines).toEqual([
      { kind: "drip", amount: 600, refunded: null },
      { kind: "night_surcharge", amount: 100, refunded: null },
    ]);

    // Booked on the KL day of the visit (the clock reads 1 June, 9 AM in KL): the same-day surcharge, RM 150.
    const today = { date: "2026-06-01", timeSlot: "Afternoon 12PM - 4PM", quantity: 2 } as const;
    const dripOnly = await postBooking(
      t.app,
      t.customer.token,
      bookingRequest({ ...today, totalAmount: 1200 }),
    );
    expect(dripOnly.statusCode).toBe(400);
    expect(dripOnly.json()).toMatchObject({ code: "AMOUNT_MISMATCH", params: { total: "RM 1,350" } });
    const todayHeld = await holdWindow(t.app, t.customer.token, { ...today, totalAmount: 1350 });
    expect(todayHeld.totalAmount).toBe(1350);
    expect(todayHeld.priceLines).toEqual([
      { kind: "drip", amount: 1200, refunded: null },
      { kind: "same_day_surcharge", amount: 150, refunded: null },
    ]);
    const [row] = await t.database.db
      .select({
        night: bookings.nightSurchargeSen,
        sameDay: bookings.sameDaySurchargeSen,
        total: bookings.totalSen,
      })
      .from(bookings)
      .where(eq(bookings.id, todayHeld._id));
    expect(row).toEqual({ night: 0, sameDay: 15_000, total: 135_000 });
  });

  it("answers 404 for an unknown service or provider, and 409 NO_PROVIDER for a city nobody serves", async () => {
    const date = freshDay();
    const unknownService = await postBooking(
      t.app,
      t.customer.token,
      bookingRequest({ date, serviceId: "nutri-none" }),
    );
    expect(unknownService.statusCode).toBe(404);
    expect(unknownService.json()).toMatchObject({
      message: "Service not found",
      messageId: "serviceNotFound",
      code: "NOT_FOUND",
    });
    for (const providerId of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const response = await postBooking(t.app, t.customer.token, bookingRequest({ date, providerId }));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: "Provider not found", messageId: "providerNotFound" });
    }
    const penang = await postBooking(
      t.app,
      t.customer.token,
      bookingRequest({ date, location: { country: "Malaysia", city: "Penang" } }),
    );
    expect(penang.statusCode).toBe(409);
    expect(penang.json()).toEqual({
      message: "No providers available in Penang...",
      messageId: "noProviders",
      params: { city: "Penang" },
      statusCode: 409,
      code: "NO_PROVIDER",
    });
    const wrongCity = await postBooking(
      t.app,
      t.customer.token,
      bookingRequest({
        date,
        providerId: t.seeded.providerId,
        location: { country: "Malaysia", city: "Penang" },
      }),
    );
    expect(wrongCity.json()).toMatchObject({ code: "NO_PROVIDER" });
  });

  it("applies the 30-minute rule in KL time: the morning window at 07:29 but not at 07:31", async () => {
    t.clock.set("2026-06-20T07:29:00+08:00");
    const early = await postBooking(
      t.app,
      await tokenNow(t.otherCustomer.id),
      bookingRequest({ date: "2026-06-20", totalAmount: 600 + SAME_DAY_SURCHARGE_RM }),
    );
    expect(early.statusCode).toBe(201);
    await cancel(await tokenNow(t.otherCustomer.id), (early.json() as Booking)._id);

    t.clock.set("2026-06-20T07:31:00+08:00");
    const late = await postBooking(
      t.app,
      await tokenNow(t.otherCustomer.id),
      bookingRequest({ date: "2026-06-20" }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: "This time window can no longer be booked. Please choose another date or time.",
      messageId: "windowUnavailable",
      statusCode: 409,
      code: "WINDOW_UNAVAILABLE",
    });
  });

  it("refuses past days and days beyond the 90-day horizon", async () => {
    for (const date of ["2026-05-31", "2026-08-31"]) {
      const response = await postBooking(t.app, t.otherCustomer.token, bookingRequest({ date }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: "WINDOW_UNAVAILABLE" });
    }
  });

  it("needs a customer: 401 without a token, 403 with a clinic token", async () => {
    const anonymous = await t.app.inject({ method: "POST", url: "/api/bookings", payload: bookingRequest() });
    expect(anonymous.statusCode).toBe(401);
    const clinic = await loginDemoClinic(t.app, t.seeded);
    const asClinic = await postBooking(t.app, clinic, bookingRequest({ date: freshDay() }));
    expect(asClinic.statusCode).toBe(403);
  });

  it("refuses a third place in a window of capacity 2 with WINDOW_FULL, leaving other windows alone", async () => {
    const date = freshDay();
    const carol = (await registerCustomer(t.app)).token;
    await holdWindow(t.app, t.customer.token, { date });
    await holdWindow(t.app, t.otherCustomer.token, { date });
    const third = await postBooking(t.app, carol, bookingRequest({ date }));
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({
      message: "This time window is fully booked. Please choose another time.",
      messageId: "windowFull",
      statusCode: 409,
      code: "WINDOW_FULL",
    });
    expect(await remaining(date)).toBe(0);
    expect(await remaining(date, "Evening 4PM - 8PM")).toBe(2);
    await holdWindow(t.app, carol, { date, timeSlot: "Evening 4PM - 8PM" });
  });

  it("chooses another provider of the city when the first is full", async () => {
    const date = freshDay();
    const other = await addClinic(t.app, t.database.db, { username: "bangsar-wellness" });
    const carol = (await registerCustomer(t.app)).token;
    await holdWindow(t.app, t.customer.token, { date });
    await holdWindow(t.app, t.otherCustomer.token, { date });
    const third = await holdWindow(t.app, carol, { date });
    expect(third.providerId).toBe(other.providerId);
  });

  it("limits a customer to 3 unpaid holds at once", async () => {
    const dave = (await registerCustomer(t.app)).token;
    for (let i = 0; i < 3; i += 1) await holdWindow(t.app, dave, { date: freshDay() });
    const fourth = await postBooking(t.app, dave, bookingRequest({ date: freshDay() }));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ code: "TOO_MANY_HOLDS" });
  });

  it("frees the place of a hold whose time ran out, even before any sweep", async () => {
    const date = freshDay();
    const carol = (await registerCustomer(t.app)).token;
    const first = await holdWindow(t.app, t.customer.token, { date });
    await holdWindow(t.app, t.otherCustomer.token, { date });
    expect(await remaining(date)).toBe(0);

    t.clock.advance(30 * 60_000);
    expect(await remaining(date)).toBe(2);
    const late = await holdWindow(t.app, carol, { date });
    expect(late.status).toBe("pending");
    const lapsed: Booking = (await get(t.customer.token, `/api/bookings/${first._id}`)).json();
    expect(lapsed).toMatchObject({
      status: "cancelled",
      paymentStatus: "expired",
      cancellationReason: "hold_expired",
      holdExpiresAt: null,
    });
  });
});

describe("reading bookings", () => {
  it("lists only the customer's own bookings, latest window first", async () => {
    const erin = (await registerCustomer(t.app)).token;
    const early = await holdWindow(t.app, erin, { date: freshDay() });
    const later = await holdWindow(t.app, erin, { date: freshDay(), timeSlot: "Night 8PM - 12AM" });
    await holdWindow(t.app, t.otherCustomer.token, { date: freshDay() });
    const list: Booking[] = (await get(erin, "/api/bookings")).json();
    expect(list.map((booking) => booking._id)).toEqual([later._id, early._id]);
    expect(list[0]?.serviceId).toEqual({ _id: "nutriglow", name: "NutriGlow" });
  });

  it("shows a booking to its owner only: anyone else gets 404", async () => {
    const booking = await holdWindow(t.app, t.customer.token, { date: freshDay() });
    expect((await get(t.customer.token, `/api/bookings/${booking._id}`)).json()).toEqual(booking);
    const asBob = await get(t.otherCustomer.token, `/api/bookings/${booking._id}`);
    expect(asBob.statusCode).toBe(404);
    expect(asBob.json()).toEqual({
      message: "Booking not found",
      messageId: "bookingNotFound",
      statusCode: 404,
      code: "NOT_FOUND",
    });
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      expect((await get(t.customer.token, `/api/bookings/${id}`)).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: "GET", url: `/api/bookings/${booking._id}` })).statusCode).toBe(401);
  });

  it("finds a booking by its checkout session for its owner only", async () => {
    const booking = await holdWindow(t.app, t.customer.token, { date: freshDay() });
    await t.app.bookings.attachPaymentSession(booking._id, "cs_test_alice_1", "card");
    const found = await get(t.customer.token, "/api/bookings/session/cs_test_alice_1");
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ _id: booking._id, paymentMethod: "card" });
    expect((await get(t.otherCustomer.token, "/api/bookings/session/cs_test_alice_1")).statusCode).toBe(404);
    expect((await get(t.customer.token, "/api/bookings/session/cs_unknown")).statusCode).toBe(404);
  });
});

describe("PUT /api/bookings/:id/cancel", () => {
  const outboxKinds = async (bookingId: string) =>
    (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.bookingId, bookingId)))
      .map((row) => row.kind)
      .sort();

  it("cancels an unpaid hold: no refund, the place is free again, a second cancel is a 409", async () => {
    const date = freshDay();
    const booking = await holdWindow(t.app, t.customer.token, { date });
    const response = await cancel(t.customer.token, booking._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "cancelled",
      paymentStatus: "cancelled",
      cancellationReason: "customer",
      refund: null,
    });
    expect(await remaining(date)).toBe(2);
    const again = await cancel(t.customer.token, booking._id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: "Booking has already been cancelled",
      messageId: "alreadyCancelled",
      statusCode: 409,
      code: "INVALID_TRANSITION",
    });
  });

  it("refunds in full exactly 24 hours before the window starts", async () => {
    const date = freshDay();
    const booking = await paidBooking(t.app, t.customer.token, { date, quantity: 2, totalAmount: 1200 });
    t.clock.set(new Date(Date.parse(booking.windowStartsAt) - 24 * 3600_000));
    const response = await cancel(await tokenNow(t.customer.id), booking._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "cancelled",
      paymentStatus: "paid",
      cancellationReason: "customer",
      refund: { amount: 1200, cancellationFee: 0, status: "pending" },
    });
    expect(await outboxKinds(booking._id)).toEqual([
      "booking_cancelled",
      "booking_received",
      "clinic_booking_cancelled",
      "clinic_new_booking",
    ]);
  });

  it("keeps the 50% late fee one minute inside 24 hours", async () => {
    const booking = await paidBooking(t.app, t.customer.token, {
      date: freshDay(),
      quantity: 2,
      totalAmount: 1200,
    });
    t.clock.set(new Date(Date.parse(booking.windowStartsAt) - 24 * 3600_000 + 60_000));
    const response = await cancel(await tokenNow(t.customer.id), booking._id);
    expect(response.json()).toMatchObject({
      refund: { amount: 600, cancellationFee: 600, status: "pending" },
    });
  });

  it("refuses once the visit has started, for other customers, and without a customer token", async () => {
    const booking = await paidBooking(t.app, t.customer.token, { date: freshDay() });
    expect((await cancel(t.otherCustomer.token, booking._id)).statusCode).toBe(404);
    const clinic = await loginDemoClinic(t.app, t.seeded);
    expect((await cancel(clinic, booking._id)).statusCode).toBe(403);
    t.clock.set(booking.windowStartsAt);
    const started = await cancel(await tokenNow(t.customer.id), booking._id);
    expect(started.statusCode).toBe(409);
    expect(started.json()).toMatchObject({
      code: "INVALID_TRANSITION",
      message: "This visit has already started and can no longer be cancelled",
      messageId: "visitStarted",
    });
  });
});
