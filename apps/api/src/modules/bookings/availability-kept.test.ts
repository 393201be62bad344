import type { AvailabilityResponse } from "@ivdrips/contract/providers";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { holdWindow } from "../../../test/booking-fixtures";
import { buildTestApp, TEST_JWT_SECRET } from "../../../test/test-app";

// Decision 029: with AVAILABILITY_CACHE_MS, a process answers the same availability question from its last
// read for that long, except after a write through it. A second process on the same database stands in for
// another API process behind the same proxy. Kept here for a minute, so that no test depends on how fast it
// runs; that a read is asked again once its time has passed is recent-reads.test.ts's.
const KEEP_FOR_MS = 60_000;
const t = appUnderTest({
  now: "2026-06-01T09:00:00+08:00",
  signUpCustomer: true,
  eachTest: "sweep, reset clock",
  availabilityCacheMs: KEEP_FOR_MS,
});
let other: FastifyInstance;

beforeAll(async () => {
  other = await buildTestApp({
    jwtSecret: TEST_JWT_SECRET,
    database: t.database,
    clock: t.clock,
    availabilityCacheMs: KEEP_FOR_MS,
  });
  await other.ready();
});
afterAll(() => other?.close());

async function remaining(app: FastifyInstance, date: string): Promise<number[]> {
  const response = await app.inject({
    method: "GET",
    url: `/api/providers/${t.seeded.providerId}/availability?date=${date}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AvailabilityResponse).windows.map((window) => window.remaining);
}

async function range(app: FastifyInstance, from: string): Promise<number[][]> {
  const response = await app.inject({
    method: "GET",
    url: `/api/availability?providers=${t.seeded.providerId}&from=${from}&days=2`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { days: AvailabilityResponse[] }).days.map((day) =>
    day.windows.map((window) => window.remaining),
  );
}

describe("availability kept for a moment", () => {
  it("shows a hold made through the same process on its next read", async () => {
    expect(await remaining(t.app, "2026-06-03")).toEqual([2, 2, 2, 2]);
    expect(await range(t.app, "2026-06-02")).toEqual([
      [2, 2, 2, 2],
      [2, 2, 2, 2],
    ]);
    await holdWindow(t.app, t.customer.token, { providerId: t.seeded.providerId, date: "2026-06-03" });
    expect(await remaining(t.app, "2026-06-03")).toEqual([1, 2, 2, 2]);
    expect(await range(t.app, "2026-06-02")).toEqual([
      [2, 2, 2, 2],
      [1, 2, 2, 2],
    ]);
  });

  it("answers from its last read while another process writes, until a write through it", async () => {
    expect(await remaining(t.app, "2026-06-05")).toEqual([2, 2, 2, 2]);
    await holdWindow(other, t.customer.token, {
      providerId: t.seeded.providerId,
      date: "2026-06-05",
      timeSlot: "Evening 4PM - 8PM",
    });
    // The other process knows at once; this one answers from its earlier read.
    expect(await remaining(other, "2026-06-05")).toEqual([2, 2, 1, 2]);
    expect(await remaining(t.app, "2026-06-05")).toEqual([2, 2, 2, 2]);
    await holdWindow(t.app, t.customer.token, {
      providerId: t.seeded.providerId,
      date: "2026-06-05",
      timeSlot: "Night 8PM - 12AM",
    });
    expect(await remaining(t.app, "2026-06-05")).toEqual([2, 2, 1, 1]);
  });

  it("never keeps a window bookable past its time: that is decided at each answer", async () => {
    const morning = async () => (await remaining(t.app, "2026-06-01"))[0];
    // 09:00 in Kuala Lumpur: the morning window (8 AM - 12 PM) of today is already closed to new holds.
    t.clock.set("2026-06-01T07:00:00+08:00");
    expect(await morning()).toBe(2);
    t.clock.set("2026-06-01T09:00:00+08:00");
    expect(await morning()).toBe(0);
  });
});
