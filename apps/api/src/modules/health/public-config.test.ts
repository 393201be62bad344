import { describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { createTestApp } from "../../../test/test-app";

const t = appUnderTest({
  supportEmail: "care@ivdrips.example",
  whatsappNumber: "60198765432",
  supportPhone: "+60 3-1111 2222",
});

describe("GET /api/config", () => {
  it("tells anyone how to reach the team; a browser may keep it five minutes, a shared cache never", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      whatsappNumber: "60198765432",
      supportPhone: "+60 3-1111 2222",
      supportEmail: "care@ivdrips.example",
    });
    expect(response.headers["cache-control"]).toBe("private, max-age=300");
  });
});

describe("GET /api/config with a demo clinic", () => {
  it("shows the demo clinic's sign-in only when the app was given one (never in production)", async () => {
    const demo = await createTestApp({ demoClinic: { username: "ivdrips-kl", password: "DemoClinic2026" } });
    try {
      const body = (await demo.app.inject({ method: "GET", url: "/api/config" })).json();
      expect(body.demoClinic).toEqual({ username: "ivdrips-kl", password: "DemoClinic2026" });
    } finally {
      await demo.close();
    }
    expect((await t.app.inject({ method: "GET", url: "/api/config" })).json()).not.toHaveProperty(
      "demoClinic",
    );
  });
});
