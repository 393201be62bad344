import { randomUUID } from "node:crypto";
import type { ErrorBody } from "@ivdrips/contract/errors";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { appUnderTest } from "./app-under-test";
import { bookingRequest, postBooking } from "./booking-fixtures";
import { addStaff, type TestStaff } from "./staff-fixtures";
import { injectAs } from "./test-app";

/**
 * Every route that takes a day refuses one it cannot mean with a 400 and the JSON error body: year 0 (which
 * PostgreSQL does not have), the last day before year 10000 (a week after it no longer prints as YYYY-MM-DD),
 * a day that does not exist, and six-digit years. They once reached the database and came back as a 500.
 */
const t = appUnderTest({ now: "2026-06-01T09:00:00+08:00", signUpCustomer: true, signInDemoClinic: true });
let staff: TestStaff;
beforeAll(async () => {
  staff = await addStaff(t.app, t.database.db);
});

const OUT_OF_RANGE = ["0000-01-01", "0001-01-01", "1899-12-31", "9999-12-31", "2100-01-01"];
const NOT_REAL = ["2026-02-30", "2026-13-01"];
const MALFORMED = ["275760-01-01", "+275760-01-01", "-000001-01-01"];
const BAD_DAYS = [...OUT_OF_RANGE, ...NOT_REAL, ...MALFORMED];

const RANGE_MESSAGE = "Date must be from 2000-01-01 to 2099-12-31";

/** A 400 with the error body, saying what is wrong with the day. */
function expectRefused(response: LightMyRequestResponse, day: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<ErrorBody>();
  expect(body).toMatchObject({ statusCode: 400, code: "VALIDATION_ERROR" });
  const expected = OUT_OF_RANGE.includes(day)
    ? RANGE_MESSAGE
    : NOT_REAL.includes(day)
      ? "Date must be a real calendar date"
      : "Date must be a date in the form YYYY-MM-DD";
  expect(body.message).toBe(expected);
}
const q = encodeURIComponent;

describe("a day out of range is a 400, never a 500", () => {
  it.each(BAD_DAYS)("the clinic calendar from %s", async (day) => {
    const response = await injectAs(
      t.app,
      t.clinicToken,
    )({ method: "GET", url: `/api/clinics/calendar?from=${q(day)}` });
    expectRefused(response, day);
  });

  it.each(BAD_DAYS)("a closure preview and a closure on %s", async (day) => {
    const asClinic = injectAs(t.app, t.clinicToken);
    expectRefused(
      await asClinic({ method: "POST", url: "/api/clinics/closures/preview", payload: { date: day } }),
      day,
    );
    expectRefused(
      await asClinic({
        method: "POST",
        url: "/api/clinics/closures",
        payload: { date: day, reason: "Away" },
      }),
      day,
    );
  });

  it.each(BAD_DAYS)("a provider's availability on %s, and the date strip from it", async (day) => {
    const providerId = t.seeded.providerId;
    expectRefused(
      await t.app.inject({ method: "GET", url: `/api/providers/${providerId}/availability?date=${q(day)}` }),
      day,
    );
    expectRefused(
      await t.app.inject({
        method: "GET",
        url: `/api/availability?providers=${providerId}&from=${q(day)}&days=14`,
      }),
      day,
    );
  });

  it.each(BAD_DAYS)("the console's bookings filtered from or to %s", async (day) => {
    const asStaff = injectAs(t.app, staff.token);
    expectRefused(await asStaff({ method: "GET", url: `/api/admin/bookings?from=${q(day)}` }), day);
    expectRefused(
      await asStaff({ method: "GET", url: `/api/admin/bookings?from=2026-01-01&to=${q(day)}` }),
      day,
    );
  });

  it.each(BAD_DAYS)("an invite code expiring on %s", async (day) => {
    const response = await injectAs(
      t.app,
      staff.token,
    )({
      method: "POST",
      url: "/api/admin/invites",
      payload: { code: "FAR-FUTURE-CODE", expiresOn: day },
    });
    expectRefused(response, day);
  });

  it.each(BAD_DAYS)("a booking on %s", async (day) => {
    expectRefused(await postBooking(t.app, t.customer.token, bookingRequest({ date: day })), day);
  });

  it.each(BAD_DAYS)("a booking moved to %s, by its customer or by staff", async (day) => {
    // The day is refused before the booking is looked up: any id will do.
    const id = randomUUID();
    const timeSlot = "Morning 8AM - 12PM";
    expectRefused(
      await injectAs(
        t.app,
        t.customer.token,
      )({
        method: "PUT",
        url: `/api/bookings/${id}/reschedule`,
        payload: { date: day, timeSlot },
      }),
      day,
    );
    expectRefused(
      await injectAs(
        t.app,
        staff.token,
      )({
        method: "PUT",
        url: `/api/admin/bookings/${id}/move`,
        payload: { date: day, timeSlot, reason: "Customer asked by phone" },
      }),
      day,
    );
  });

  it("a booking at an instant whose Kuala Lumpur day is out of range", async () => {
    // 9999-12-31 23:00 at UTC-10 is 10000-01-01 in Kuala Lumpur; 0000-01-01 at UTC is before 2000 either way.
    for (const instant of ["9999-12-31T23:00:00-10:00", "0000-01-01T00:00:00Z"]) {
      const response = await postBooking(t.app, t.customer.token, bookingRequest({ date: instant }));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<ErrorBody>()).toMatchObject({ code: "VALIDATION_ERROR", message: RANGE_MESSAGE });
    }
  });

  it("the edges of the range are days like any other", async () => {
    const asClinic = injectAs(t.app, t.clinicToken);
    for (const day of ["2000-01-01", "2099-12-31"]) {
      const response = await asClinic({ method: "GET", url: `/api/clinics/calendar?from=${day}` });
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});
