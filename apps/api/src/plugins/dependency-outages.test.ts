import Fastify from "fastify";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "../../test/app-under-test";
import { bookingRequest } from "../../test/booking-fixtures";
import { freeLoopbackPort } from "../../test/spawn-server";
import { TEST_JWT_SECRET, buildTestApp, injectAs } from "../../test/test-app";
import { withDeadline } from "../lib/deadline";
import { DATABASE_AWAY_SHORTCUT_MS, RETRY_AFTER_SECONDS, registerErrorHandler } from "./error-handler";

/**
 * A dependency that is away (the database refusing, timing out, a deadline missed) is a 503 SERVICE_UNAVAILABLE
 * with Retry-After, never a 500 and never blamed on the payment provider; a process still starting answers
 * only its health checks.
 */

const t = appUnderTest({ now: "2026-06-01T09:00:00+08:00", signUpCustomer: true });
const freshDay = freshDays("2026-07-01");

const SERVICE_UNAVAILABLE = {
  statusCode: 503,
  code: "SERVICE_UNAVAILABLE",
  messageId: "serviceUnavailable",
  message: "We are briefly unable to answer. Please try again in a moment.",
};

describe("the error handler", () => {
  const app = Fastify();
  registerErrorHandler(app);
  afterAll(() => app.close());

  it("answers a refused database connection and a missed deadline with 503 and Retry-After; a bug stays 500", async () => {
    // A port nothing listens on: node-postgres' own error, as when PostgreSQL is down.
    const closed = await freeLoopbackPort();
    app.get("/api/refused", async () => {
      const client = new pg.Client({ connectionString: `postgres://nobody@127.0.0.1:${closed}/none` });
      client.on("error", () => undefined);
      await client.connect();
      return {};
    });
    app.get("/api/timed-out", () => withDeadline(new Promise(() => undefined), 20, "the database"));
    app.get("/api/bug", () => {
      throw new TypeError("undefined is not a function");
    });
    app.get("/api/fine", () => ({ ok: true }));

    const bug = await app.inject({ method: "GET", url: "/api/bug" });
    expect(bug.statusCode).toBe(500);
    expect(bug.headers["retry-after"]).toBeUndefined();
    for (const url of ["/api/timed-out", "/api/refused"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers["retry-after"], url).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.json(), url).toEqual(SERVICE_UNAVAILABLE);
    }
    // The database found unreachable: for a moment every other call is answered 503 at once, not after
    // waiting out the same deadlines (a proxy retrying elsewhere gets its answer quickly).
    const shortcut = await app.inject({ method: "GET", url: "/api/fine" });
    expect(shortcut.statusCode).toBe(503);
    expect(shortcut.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    await new Promise((resolve) => setTimeout(resolve, DATABASE_AWAY_SHORTCUT_MS));
    expect((await app.inject({ method: "GET", url: "/api/fine" })).statusCode).toBe(200);
  });
});

describe("checkout when the database fails", () => {
  it("is not reported as the payment provider's error", async () => {
    const started = await injectAs(
      t.app,
      t.customer.token,
    )({
      method: "POST",
      url: "/api/payments/create-checkout-session-with-booking",
      payload: { bookingData: bookingRequest({ date: freshDay() }), amount: 600, currency: "MYR" },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { sessionId } = started.json<{ sessionId: string }>();

    // The sandbox keeps its sessions in our database: with the table unreadable, asking about the session
    // fails in our store, not at a provider.
    await t.database.db.execute(sql`alter table payment_sessions rename to payment_sessions_away`);
    try {
      const complete = await injectAs(
        t.app,
        t.customer.token,
      )({ method: "POST", url: "/api/payments/complete-payment", payload: { sessionId } });
      expect(complete.statusCode).toBe(500);
      expect(complete.json()).toMatchObject({ code: "INTERNAL_ERROR" });
      expect(complete.json().code).not.toBe("PAYMENT_PROVIDER_ERROR");
    } finally {
      await t.database.db.execute(sql`alter table payment_sessions_away rename to payment_sessions`);
    }
  });
});

describe("a process still starting (its store not prepared yet)", () => {
  it("answers /api/health, says not ready, and answers every other call 503 until it has started", async () => {
    const app = await buildTestApp({ database: t.database, jwtSecret: TEST_JWT_SECRET, starting: true });
    try {
      expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
      const ready = await app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: "NOT_READY", messageId: "startingUp" });
      const services = await app.inject({ method: "GET", url: "/api/services" });
      expect(services.statusCode).toBe(503);
      expect(services.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
      expect(services.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE", messageId: "startingUp" });

      app.readiness.started();
      expect((await app.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);
      expect((await app.inject({ method: "GET", url: "/api/services" })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
