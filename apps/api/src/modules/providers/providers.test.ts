import { afterEach, describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { AvailabilityResponseSchema } from "@ivdrips/contract/providers";
import { eq } from "drizzle-orm";
import { providers } from "../../db/schema";

const t = appUnderTest({ now: "2026-06-01T07:29:00+08:00" });

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
  t.clock.set("2026-06-01T07:29:00+08:00");
});

const get = (url: string) => t.app.inject({ method: "GET", url });
const availability = async (date: string) => {
  const response = await get(
    `/api/providers/${t.seeded.providerId}/availability?date=${encodeURIComponent(date)}`,
  );
  expect(response.statusCode).toBe(200);
  return AvailabilityResponseSchema.parse(response.json());
};

describe("GET /api/providers", () => {
  const seeded = () => ({
    _id: t.seeded.providerId,
    name: "IV Drips Kuala Lumpur",
    isActive: true,
    locations: ["Kuala Lumpur"],
    capacityPerWindow: 2,
  });

  it("lists active providers", async () => {
    expect((await get("/api/providers")).json()).toEqual([seeded()]);
  });

  it("filters by city, case-insensitively", async () => {
    expect((await get("/api/providers?location=Kuala%20Lumpur")).json()).toEqual([seeded()]);
    expect((await get("/api/providers?location=kuala%20lumpur")).json()).toEqual([seeded()]);
    expect((await get("/api/providers?location=Dubai")).json()).toEqual([]);
  });

  it("leaves out inactive providers", async () => {
    await t.database.db
      .update(providers)
      .set({ isActive: false })
      .where(eq(providers.id, t.seeded.providerId));
    try {
      expect((await get("/api/providers?location=Kuala%20Lumpur")).json()).toEqual([]);
      expect((await get(`/api/providers/${t.seeded.providerId}`)).statusCode).toBe(404);
    } finally {
      await t.database.db
        .update(providers)
        .set({ isActive: true })
        .where(eq(providers.id, t.seeded.providerId));
    }
  });
});

describe("GET /api/providers/:id", () => {
  it("returns one provider", async () => {
    const response = await get(`/api/providers/${t.seeded.providerId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: t.seeded.providerId, locations: ["Kuala Lumpur"] });
  });

  it("answers 404, never 500, for unknown and malformed ids", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1%20or%201%3D1"]) {
      const response = await get(`/api/providers/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: "Provider not found",
        messageId: "providerNotFound",
        statusCode: 404,
        code: "NOT_FOUND",
      });
      expect((await get(`/api/providers/${id}/availability?date=2026-06-02`)).statusCode).toBe(404);
    }
  });
});

describe("GET /api/providers/:id/availability", () => {
  it("returns the four windows with KL start and end instants, capacity and places left", async () => {
    const body = await availability("2026-06-02");
    expect(body).toMatchObject({
      providerId: t.seeded.providerId,
      date: "2026-06-02",
      timeZone: "Asia/Kuala_Lumpur",
    });
    expect(body.windows).toEqual([
      {
        timeSlot: "Morning 8AM - 12PM",
        startsAt: "2026-06-02T00:00:00.000Z",
        endsAt: "2026-06-02T04:00:00.000Z",
        available: true,
        remaining: 2,
        capacity: 2,
      },
      {
        timeSlot: "Afternoon 12PM - 4PM",
        startsAt: "2026-06-02T04:00:00.000Z",
        endsAt: "2026-06-02T08:00:00.000Z",
        available: true,
        remaining: 2,
        capacity: 2,
      },
      {
        timeSlot: "Evening 4PM - 8PM",
        startsAt: "2026-06-02T08:00:00.000Z",
        endsAt: "2026-06-02T12:00:00.000Z",
        available: true,
        remaining: 2,
        capacity: 2,
      },
      {
        timeSlot: "Night 8PM - 12AM",
        startsAt: "2026-06-02T12:00:00.000Z",
        endsAt: "2026-06-02T16:00:00.000Z",
        available: true,
        remaining: 2,
        capacity: 2,
      },
    ]);
  });

  const morning = async (date: string) => (await availability(date)).windows[0];

  it("offers today's morning window at 07:29 KL and not at 07:31 KL", async () => {
    t.clock.set("2026-06-01T07:29:00+08:00");
    expect(await morning("2026-06-01")).toMatchObject({ available: true, remaining: 2 });
    t.clock.set("2026-06-01T07:31:00+08:00");
    expect(await morning("2026-06-01")).toMatchObject({ available: false, remaining: 0 });
    expect((await availability("2026-06-01")).windows.slice(1).every((w) => w.available)).toBe(true);
  });

  it.each(["America/New_York", "Asia/Dubai", "UTC"])("answers the same with the server in %s", async (tz) => {
    t.clock.set("2026-06-01T07:31:00+08:00");
    const before = await availability("2026-06-01");
    process.env.TZ = tz;
    expect(await availability("2026-06-01")).toEqual(before);
    // 23:31 UTC on 31 May is already 1 June in KL: the KL day decides, not the server's.
    t.clock.set("2026-05-31T23:31:00Z");
    expect((await availability("2026-06-01")).windows.map((w) => w.available)).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });

  it("has nothing available on past days or beyond the 90-day horizon", async () => {
    expect((await availability("2026-05-31")).windows.every((w) => !w.available && w.remaining === 0)).toBe(
      true,
    );
    expect((await availability("2026-08-30")).windows.every((w) => w.available)).toBe(true);
    expect((await availability("2026-08-31")).windows.every((w) => !w.available)).toBe(true);
  });

  it("takes the KL day of a full ISO datetime", async () => {
    expect((await availability("2026-06-01T18:00:00.000Z")).date).toBe("2026-06-02");
  });

  it.each(["", "tomorrow", "2026-02-30", "2026-6-1"])("refuses date=%j with a clear 400", async (date) => {
    const response = await get(`/api/providers/${t.seeded.providerId}/availability?date=${date}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { date: expect.any(String) },
    });
  });

  it("requires a date", async () => {
    const response = await get(`/api/providers/${t.seeded.providerId}/availability`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR" });
  });
});
