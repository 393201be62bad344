import type { AvailabilityResponse } from "@ivdrips/contract/providers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addClinic, holdWindow } from "../../../test/booking-fixtures";
import { appUnderTest } from "../../../test/app-under-test";
import { providers } from "../../db/schema";

// Availability is read in one statement for any number of providers and days (availability.repository.ts):
// what it answers must not depend on how many were asked, in which order, or how an id is spelt.
const t = appUnderTest({
  now: "2026-06-01T09:00:00+08:00",
  signUpCustomer: true,
  eachTest: "sweep, reset clock",
});

const get = (url: string) => t.app.inject({ method: "GET", url });

async function range(providerIds: string[], from: string, days: number): Promise<AvailabilityResponse[]> {
  const response = await get(
    `/api/availability?providers=${providerIds.join(",")}&from=${from}&days=${days}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { days: AvailabilityResponse[] }).days;
}

async function day(providerId: string, date: string): Promise<AvailabilityResponse> {
  const response = await get(`/api/providers/${providerId}/availability?date=${date}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AvailabilityResponse;
}

const remaining = (answer: AvailabilityResponse) => answer.windows.map((window) => window.remaining);

describe("the availability of several providers and days", () => {
  it("answers each active provider asked, in the order asked, day by day, once each", async () => {
    const other = await addClinic(t.app, t.database.db, { username: "range-order", capacity: 3 });
    const seeded = t.seeded.providerId;
    const days = await range([other.providerId, seeded, other.providerId], "2026-06-02", 2);
    expect(days.map((each) => [each.providerId, each.date])).toEqual([
      [other.providerId, "2026-06-02"],
      [other.providerId, "2026-06-03"],
      [seeded, "2026-06-02"],
      [seeded, "2026-06-03"],
    ]);
    expect(days.map(remaining)).toEqual([
      [3, 3, 3, 3],
      [3, 3, 3, 3],
      [2, 2, 2, 2],
      [2, 2, 2, 2],
    ]);
    // Each day as the one-day route answers it.
    for (const each of days) expect(each).toEqual(await day(each.providerId, each.date));
  });

  it("leaves out unknown, malformed and inactive providers", async () => {
    const inactive = await addClinic(t.app, t.database.db, { username: "range-inactive" });
    await t.database.db
      .update(providers)
      .set({ isActive: false })
      .where(eq(providers.id, inactive.providerId));
    const days = await range(
      ["00000000-0000-4000-8000-000000000000", "not-a-uuid", inactive.providerId, t.seeded.providerId],
      "2026-06-02",
      1,
    );
    expect(days.map((each) => each.providerId)).toEqual([t.seeded.providerId]);
    expect(await range([inactive.providerId], "2026-06-02", 1)).toEqual([]);
    expect((await get(`/api/providers/${inactive.providerId}/availability?date=2026-06-02`)).statusCode).toBe(
      404,
    );
  });

  it("answers an id written in capitals with the provider's own id", async () => {
    const upper = t.seeded.providerId.toUpperCase();
    expect((await day(upper, "2026-06-02")).providerId).toBe(t.seeded.providerId);
    expect((await range([upper], "2026-06-02", 1)).map((each) => each.providerId)).toEqual([
      t.seeded.providerId,
    ]);
  });

  it("counts a hold in its window only, on every route, until it is let go", async () => {
    const held = await holdWindow(t.app, t.customer.token, {
      providerId: t.seeded.providerId,
      date: "2026-06-03",
      timeSlot: "Evening 4PM - 8PM",
    });
    const days = await range([t.seeded.providerId], "2026-06-02", 3);
    expect(days.map(remaining)).toEqual([
      [2, 2, 2, 2],
      [2, 2, 1, 2],
      [2, 2, 2, 2],
    ]);
    expect(remaining(await day(t.seeded.providerId, "2026-06-03"))).toEqual([2, 2, 1, 2]);

    const released = await t.app.inject({
      method: "PUT",
      url: `/api/bookings/${held._id}/release`,
      headers: { authorization: `Bearer ${t.customer.token}` },
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(remaining(await day(t.seeded.providerId, "2026-06-03"))).toEqual([2, 2, 2, 2]);
  });

  it("stops counting an unpaid hold once its time has run out", async () => {
    await holdWindow(t.app, t.customer.token, {
      providerId: t.seeded.providerId,
      date: "2026-06-04",
      timeSlot: "Morning 8AM - 12PM",
    });
    expect(remaining(await day(t.seeded.providerId, "2026-06-04"))).toEqual([1, 2, 2, 2]);
    t.clock.advance(24 * 60 * 60_000);
    expect(remaining(await day(t.seeded.providerId, "2026-06-04"))).toEqual([2, 2, 2, 2]);
  });
});
