import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { offsetClock } from "../../lib/clock";

describe("PUT /api/test/clock", () => {
  let plain: TestApp;
  let controlled: TestApp;
  const clock = offsetClock();
  beforeAll(async () => {
    plain = await createTestApp();
    controlled = await createTestApp({ testClock: clock });
  });
  afterAll(async () => {
    await plain.close();
    await controlled.close();
  });

  it("does not exist unless the app was given a test clock", async () => {
    const response = await plain.app.inject({
      method: "PUT",
      url: "/api/test/clock",
      payload: { offsetMinutes: 60 },
    });
    expect(response.statusCode).toBe(404);
  });

  it("moves the app's clock when it was", async () => {
    const response = await controlled.app.inject({
      method: "PUT",
      url: "/api/test/clock",
      payload: { offsetMinutes: 2 * 24 * 60 },
    });
    expect(response.statusCode).toBe(200);
    const { now } = response.json() as { now: string };
    expect(Date.parse(now) - Date.now()).toBeGreaterThan(2 * 24 * 60 * 60_000 - 60_000);
    expect(clock().getTime() - Date.now()).toBeGreaterThan(2 * 24 * 60 * 60_000 - 60_000);
    clock.setOffset(0);
  });
});
