import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("draining before a shutdown", () => {
  it("answers 503 on /api/ready, keeps serving, and closes each connection after its answer", async () => {
    const readyBefore = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(readyBefore.statusCode).toBe(200);
    expect(readyBefore.headers.connection).not.toBe("close");
    const servedBefore = await t.app.inject({ method: "GET", url: "/api/services" });
    expect(servedBefore.statusCode).toBe(200);
    expect(servedBefore.headers.connection).not.toBe("close");

    t.app.readiness.drain();
    expect(t.app.readiness.draining).toBe(true);

    const ready = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      message: "This server is shutting down; please retry.",
      messageId: "shuttingDown",
      statusCode: 503,
      code: "NOT_READY",
    });
    expect(ready.headers.connection).toBe("close");
    // Requests that reach it meanwhile (the proxy has not seen the 503 yet) are served as before.
    const served = await t.app.inject({ method: "GET", url: "/api/services" });
    expect(served.statusCode).toBe(200);
    expect(served.json()).toEqual(servedBefore.json());
    expect(served.headers.connection).toBe("close");
    // The liveness check still says the process is up.
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});
