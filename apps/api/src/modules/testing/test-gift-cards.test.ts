import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { offsetClock } from "../../lib/clock";

const card = { amount: 150, recipientName: "Nur Aisyah", recipientEmail: "aisyah@example.com" };

describe("POST /api/test/gift-cards", () => {
  let plain: TestApp;
  let controlled: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    controlled = await createTestApp({ testClock: offsetClock() });
  });
  afterAll(async () => {
    await plain.close();
    await controlled.close();
  });

  it("does not exist unless the app was given a test clock", async () => {
    const response = await plain.app.inject({ method: "POST", url: "/api/test/gift-cards", payload: card });
    expect(response.statusCode).toBe(404);
  });

  it("issues a card whose code it answers, with the amount on its balance", async () => {
    const response = await controlled.app.inject({
      method: "POST",
      url: "/api/test/gift-cards",
      payload: card,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id, code } = response.json() as { id: string; code: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const balance = await controlled.app.inject({ url: `/api/gift-cards/${code}/balance` });
    expect(balance.json()).toEqual({ balance: 150, currency: "MYR" });
  });

  it("refuses an amount a card could not be bought for", async () => {
    const response = await controlled.app.inject({
      method: "POST",
      url: "/api/test/gift-cards",
      payload: { ...card, amount: 5 },
    });
    expect(response.statusCode).toBe(400);
  });
});
