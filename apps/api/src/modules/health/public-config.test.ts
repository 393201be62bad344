import { describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { createTestApp, injectWithoutInviteCookie } from "../../../test/test-app";

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

describe("GET /api/invite-codes/contact", () => {
  const atTheGate = (url: string) => injectWithoutInviteCookie(t.app)({ method: "GET", url });

  it("tells a visitor without a pass how to ask for a code, and names the service asked about", async () => {
    const response = await atTheGate("/api/invite-codes/contact?service=nmn-150");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      whatsappNumber: "60198765432",
      supportPhone: "+60 3-1111 2222",
      supportEmail: "care@ivdrips.example",
      serviceName: "NMN 150",
    });
    // /api/config, which also holds the demo clinic's sign-in outside production, stays behind the gate.
    expect((await atTheGate("/api/config")).statusCode).toBe(403);
  });

  it("names no service when none, or none active by that id, was asked about", async () => {
    for (const url of ["/api/invite-codes/contact", "/api/invite-codes/contact?service=no-such-service"]) {
      const response = await atTheGate(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toMatchObject({ supportEmail: "care@ivdrips.example", serviceName: null });
    }
    expect((await atTheGate(`/api/invite-codes/contact?service=${"x".repeat(101)}`)).statusCode).toBe(400);
  });
});
