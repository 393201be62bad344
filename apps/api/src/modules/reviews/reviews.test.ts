import type { Booking, BookingRequest } from "@ivdrips/contract/bookings";
import type { Service } from "@ivdrips/contract/catalogue";
import { REVIEW_COMMENT_MAX, type ServiceReviews } from "@ivdrips/contract/reviews";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import {
  bookingRequest,
  holdWindow,
  paidBooking,
  demoNurse,
  unreportedVisitEnds,
} from "../../../test/booking-fixtures";
import { injectAs, registerCustomer, uniqueEmail } from "../../../test/test-app";
import { reviews } from "../../db/schema";

/** POST /api/bookings/{id}/review and the ratings it feeds: GET /api/services(/{id}) and its reviews. */

const NOW = "2026-06-01T09:00:00+08:00";
const t = appUnderTest({
  now: NOW,
  signUpCustomer: { fullName: "Aisha Rahman" },
  signInDemoClinic: true,
});
/** A day of its own for each booking (within the 90-day horizon of NOW), so windows never fill up. */
const freshDay = freshDays("2026-06-03");

/** A paid booking the clinic approved, completed by the sweep once its window ended; the clock is back at NOW. */
async function completedBooking(token: string, overrides: Partial<BookingRequest> = {}): Promise<Booking> {
  const booking = await paidBooking(t.app, token, { date: freshDay(), ...overrides });
  const approval = await injectAs(
    t.app,
    t.clinicToken,
  )({
    method: "PUT",
    url: `/api/clinics/bookings/${booking._id}/status`,
    payload: { status: "approved", clinicianId: demoNurse(t.seeded) },
  });
  expect(approval.statusCode, approval.body).toBe(200);
  t.clock.set(unreportedVisitEnds(booking.windowEndsAt));
  await t.app.bookings.sweep();
  t.clock.set(NOW);
  const read = await injectAs(t.app, token)({ method: "GET", url: `/api/bookings/${booking._id}` });
  expect(read.json()).toMatchObject({ status: "completed" });
  return read.json();
}

const review = (token: string | undefined, id: string, payload: unknown) =>
  injectAs(
    t.app,
    token,
  )({ method: "POST", url: `/api/bookings/${id}/review`, payload: payload as Record<string, unknown> });

const reviewRows = (bookingId: string) =>
  t.database.db.select().from(reviews).where(eq(reviews.bookingId, bookingId));

const priced = (serviceId: string, price: number): Partial<BookingRequest> => ({
  serviceId,
  totalAmount: price,
});

describe("POST /api/bookings/{id}/review", () => {
  it("reviews a completed visit: 201 with the booking carrying the review, also when read back", async () => {
    const booking = await completedBooking(t.customer.token);
    const response = await review(t.customer.token, booking._id, {
      rating: 5,
      comment: "  Gentle and on time.  ",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      _id: booking._id,
      status: "completed",
      review: { rating: 5, comment: "Gentle and on time.", createdAt: new Date(NOW).toISOString() },
    });

    const read = await injectAs(
      t.app,
      t.customer.token,
    )({ method: "GET", url: `/api/bookings/${booking._id}` });
    expect(read.json().review).toEqual(response.json().review);
    const list = await injectAs(t.app, t.customer.token)({ method: "GET", url: "/api/bookings" });
    expect((list.json() as Booking[]).find((b) => b._id === booking._id)?.review).toMatchObject({
      rating: 5,
    });
  });

  it("is the booking customer's only: another customer gets 404, a clinic 403, no token 401", async () => {
    const booking = await completedBooking(t.customer.token);
    const other = (await registerCustomer(t.app)).token;

    const byOther = await review(other, booking._id, { rating: 1 });
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json()).toMatchObject({ code: "NOT_FOUND" });

    const byClinic = await review(t.clinicToken, booking._id, { rating: 1 });
    expect(byClinic.statusCode).toBe(403);
    expect(byClinic.json()).toMatchObject({ code: "FORBIDDEN" });

    const anonymous = await review(undefined, booking._id, { rating: 1 });
    expect(anonymous.statusCode).toBe(401);

    const unknown = await review(t.customer.token, "00000000-0000-4000-8000-000000000000", { rating: 4 });
    expect(unknown.statusCode).toBe(404);
    const notAnId = await review(t.customer.token, "not-a-booking", { rating: 4 });
    expect(notAnId.statusCode).toBe(404);

    expect(await reviewRows(booking._id)).toEqual([]);
    // The owner still can.
    expect((await review(t.customer.token, booking._id, { rating: 4 })).statusCode).toBe(201);
  });

  it("refuses visits that are not completed: held, confirmed, approved and cancelled bookings → 409", async () => {
    const held = await holdWindow(t.app, t.customer.token, { date: freshDay() });
    const confirmed = await paidBooking(t.app, t.customer.token, { date: freshDay() });
    const approved = await paidBooking(t.app, t.customer.token, { date: freshDay() });
    await injectAs(
      t.app,
      t.clinicToken,
    )({
      method: "PUT",
      url: `/api/clinics/bookings/${approved._id}/status`,
      payload: { status: "approved", clinicianId: demoNurse(t.seeded) },
    });
    const cancelled = await paidBooking(t.app, t.customer.token, { date: freshDay() });
    const cancel = await injectAs(
      t.app,
      t.customer.token,
    )({ method: "PUT", url: `/api/bookings/${cancelled._id}/cancel` });
    expect(cancel.json()).toMatchObject({ status: "cancelled" });

    for (const booking of [held, confirmed, approved, cancelled]) {
      const response = await review(t.customer.token, booking._id, { rating: 5, comment: "Great" });
      expect(response.statusCode, booking.status).toBe(409);
      expect(response.json()).toMatchObject({
        code: "INVALID_TRANSITION",
        message: "Only completed visits can be reviewed",
        messageId: "reviewNotCompleted",
      });
      expect(await reviewRows(booking._id)).toEqual([]);
    }
  });

  it("takes one review per booking: a second one is refused and the first stays", async () => {
    const booking = await completedBooking(t.customer.token);
    expect((await review(t.customer.token, booking._id, { rating: 2, comment: "First" })).statusCode).toBe(
      201,
    );
    const second = await review(t.customer.token, booking._id, { rating: 5, comment: "Changed my mind" });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: "ALREADY_REVIEWED",
      message: "You have already reviewed this booking",
      messageId: "alreadyReviewed",
    });
    const rows = await reviewRows(booking._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 2, comment: "First" });
  });

  it("takes exactly one of two reviews posted at the same time", async () => {
    const booking = await completedBooking(t.customer.token);
    const responses = await Promise.all([
      review(t.customer.token, booking._id, { rating: 3, comment: "one" }),
      review(t.customer.token, booking._id, { rating: 4, comment: "two" }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json()).toMatchObject({
      code: "ALREADY_REVIEWED",
    });
    const created = responses.find((response) => response.statusCode === 201)?.json() as Booking;
    const rows = await reviewRows(booking._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: created.review?.rating, comment: created.review?.comment });
  });

  describe("validation", () => {
    let booking: Booking;
    beforeAll(async () => {
      booking = await completedBooking(t.customer.token);
    });

    it.each([
      ["0", { rating: 0 }],
      ["6", { rating: 6 }],
      ["4.5", { rating: 4.5 }],
      ['"5"', { rating: "5" }],
      ["null", { rating: null }],
      ["missing", { comment: "No stars" }],
    ])("refuses rating %s with the contract's message", async (_label, payload) => {
      const response = await review(t.customer.token, booking._id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        message: "Please choose a rating from 1 to 5 stars",
        messageId: "ratingRange",
        params: { min: 1, max: 5 },
        details: { rating: "Please choose a rating from 1 to 5 stars" },
      });
      expect(await reviewRows(booking._id)).toEqual([]);
    });

    it(`refuses a comment of ${REVIEW_COMMENT_MAX + 1} characters with the contract's message`, async () => {
      const response = await review(t.customer.token, booking._id, {
        rating: 5,
        comment: "a".repeat(REVIEW_COMMENT_MAX + 1),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        message: "Comment must be at most 1000 characters",
        messageId: "commentTooLong",
        params: { max: 1000 },
        details: { comment: "Comment must be at most 1000 characters" },
      });
      expect(await reviewRows(booking._id)).toEqual([]);
    });

    it("refuses a comment that is not text", async () => {
      const response = await review(t.customer.token, booking._id, { rating: 5, comment: 42 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ details: { comment: "Comment must be text" } });
    });

    it(`takes a comment of exactly ${REVIEW_COMMENT_MAX} characters`, async () => {
      const comment = `${"b".repeat(REVIEW_COMMENT_MAX - 1)}!`;
      const response = await review(t.customer.token, booking._id, { rating: 4, comment });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().review).toMatchObject({ rating: 4, comment });
      expect((await reviewRows(booking._id))[0]?.comment).toHaveLength(REVIEW_COMMENT_MAX);
    });

    it("stores a whitespace-only comment as none, and takes a review with no comment at all", async () => {
      const blank = await completedBooking(t.customer.token);
      const response = await review(t.customer.token, blank._id, { rating: 3, comment: "   \n\t  " });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().review).toMatchObject({ rating: 3, comment: null });
      expect((await reviewRows(blank._id))[0]?.comment).toBeNull();

      const bare = await completedBooking(t.customer.token);
      const noComment = await review(t.customer.token, bare._id, { rating: 1 });
      expect(noComment.statusCode).toBe(201);
      expect(noComment.json().review).toMatchObject({ rating: 1, comment: null });
    });
  });
});

describe("ratings in the catalogue", () => {
  it("shows the average and count of a service's reviews, and none for services without reviews", async () => {
    const before = await t.app.inject({ method: "GET", url: "/api/services/nutriboost" });
    expect(before.json().rating).toEqual({ average: null, count: 0 });

    const second = (await registerCustomer(t.app, { fullName: "Mei Ling Tan" })).token;
    const first = await completedBooking(t.customer.token, priced("nutriboost", 800));
    const other = await completedBooking(second, priced("nutriboost", 800));
    expect((await review(t.customer.token, first._id, { rating: 5 })).statusCode).toBe(201);
    expect((await review(second, other._id, { rating: 4 })).statusCode).toBe(201);

    const one = await t.app.inject({ method: "GET", url: "/api/services/nutriboost" });
    expect(one.statusCode).toBe(200);
    expect(one.json().rating).toEqual({ average: 4.5, count: 2 });

    const all = await t.app.inject({ method: "GET", url: "/api/services" });
    expect(all.statusCode).toBe(200);
    const byId = new Map((all.json() as Service[]).map((service) => [service.id, service]));
    expect(byId.get("nutriboost")?.rating).toEqual({ average: 4.5, count: 2 });
    for (const untouched of ["nmn-300", "nutriyouth", "liver-cleanse"]) {
      expect(byId.get(untouched)?.rating).toEqual({ average: null, count: 0 });
    }
    const single = await t.app.inject({ method: "GET", url: "/api/services/nmn-300" });
    expect(single.json().rating).toEqual({ average: null, count: 0 });
  });

  it("rounds a non-terminating average to two places", async () => {
    const tokens = [
      t.customer.token,
      ...(await Promise.all([registerCustomer(t.app), registerCustomer(t.app)])).map((r) => r.token),
    ];
    const ratings = [5, 4, 4];
    for (const [index, token] of tokens.entries()) {
      const booking = await completedBooking(token, priced("nutricleanse", 900));
      expect((await review(token, booking._id, { rating: ratings[index] })).statusCode).toBe(201);
    }
    const response = await t.app.inject({ method: "GET", url: "/api/services/nutricleanse" });
    expect(response.json().rating).toEqual({ average: 4.33, count: 3 });
  });
});

describe("GET /api/services/{id}/reviews", () => {
  it("lists the latest reviews newest first, with the author as first name and initial only", async () => {
    const sitiEmail = uniqueEmail("siti");
    const siti = (await registerCustomer(t.app, { fullName: "Siti Nurhaliza Tarudin", email: sitiEmail }))
      .token;
    const amirEmail = uniqueEmail("amir");
    const amir = (await registerCustomer(t.app, { fullName: "amir", email: amirEmail })).token;
    const customerInfo = {
      ...bookingRequest().customerInfo,
      name: "Booking Name Kamaruddin",
      email: "booking.name@example.com",
    };
    const older = await completedBooking(siti, { ...priced("nutribeauty", 800), customerInfo });
    const newer = await completedBooking(t.customer.token, { ...priced("nutribeauty", 800), customerInfo });
    const newest = await completedBooking(amir, { ...priced("nutribeauty", 800), customerInfo });

    t.clock.set("2026-06-01T10:00:00+08:00");
    expect((await review(siti, older._id, { rating: 5, comment: "Lovely nurse" })).statusCode).toBe(201);
    t.clock.set("2026-06-01T11:00:00+08:00");
    expect((await review(t.customer.token, newer._id, { rating: 3 })).statusCode).toBe(201);
    t.clock.set("2026-06-01T12:00:00+08:00");
    expect((await review(amir, newest._id, { rating: 4, comment: "Fine" })).statusCode).toBe(201);
    t.clock.set(NOW);

    const response = await t.app.inject({ method: "GET", url: "/api/services/nutribeauty/reviews" });
    expect(response.statusCode).toBe(200);
    const body = response.json() as ServiceReviews;
    expect(body).toEqual({
      average: 4,
      count: 3,
      reviews: [
        {
          id: expect.any(String),
          rating: 4,
          comment: "Fine",
          author: "amir",
          createdAt: new Date("2026-06-01T12:00:00+08:00").toISOString(),
        },
        {
          id: expect.any(String),
          rating: 3,
          comment: null,
          author: "Aisha R.",
          createdAt: new Date("2026-06-01T11:00:00+08:00").toISOString(),
        },
        {
          id: expect.any(String),
          rating: 5,
          comment: "Lovely nurse",
          author: "Siti T.",
          createdAt: new Date("2026-06-01T10:00:00+08:00").toISOString(),
        },
      ],
    });
    for (const secret of ["Nurhaliza", "Tarudin", "Rahman", sitiEmail, amirEmail, "Kamaruddin", "@"]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it("lists nothing for a service without reviews, and 404 for an unknown service", async () => {
    const empty = await t.app.inject({ method: "GET", url: "/api/services/nmn-150/reviews" });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ average: null, count: 0, reviews: [] });

    const unknown = await t.app.inject({ method: "GET", url: "/api/services/no-such-drip/reviews" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});
