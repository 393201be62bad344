import { addDays, klDateOf } from "@ivdrips/contract/time-windows";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingRequest } from "../../test/booking-fixtures";
import { TEST_JWT_SECRET, buildTestApp, injectAs, registerCustomer } from "../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { seed } from "../seed/seed";
import { RETRY_AFTER_SECONDS } from "../plugins/error-handler";
import { openPostgresDatabase, type DatabaseHandle } from "./client";
import { isConnectionFailure } from "./connection-failure";

/**
 * The pool of a process on PostgreSQL, when the server drops or stalls a connection: the process lives on, and
 * a request meets a deadline and a 503 instead of hanging. Needs several connections: PostgreSQL only.
 */

let database: TestDatabase;
let pool: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, { demo: true });
  if (!database.url) throw new Error("PostgreSQL only");
  pool = await openPostgresDatabase(database.url, {
    maxConnections: 4,
    timeouts: { connectMs: 1000, queryMs: 300, idleInTransactionMs: 5000 },
  });
});
afterAll(async () => {
  await pool?.close();
  await database?.close();
});

describe("a connection lost inside a transaction", () => {
  it("fails that transaction only: no unhandled 'error' event, and the pool serves the next query", async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      const failed = await pool.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          // The server ends this very connection mid-transaction, as a restart or an operator does.
          await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(failed).toBeDefined();
      expect(isConnectionFailure(failed)).toBe(true);
      // Give the socket's 'error' and 'end' events their turn.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(uncaught).toEqual([]);
      await expect(pool.ping()).resolves.toBeUndefined();
    } finally {
      process.off("uncaughtException", onUncaught);
    }
  });
});

describe("a statement that does not finish within its deadline", () => {
  it("is cancelled by statement_timeout and answered 503 with Retry-After, not blamed on the provider", async () => {
    const app = await buildTestApp({ database: pool, jwtSecret: TEST_JWT_SECRET });
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    try {
      const { token } = await registerCustomer(app);
      const started = await injectAs(
        app,
        token,
      )({
        method: "POST",
        url: "/api/payments/create-checkout-session-with-booking",
        payload: {
          bookingData: bookingRequest({ date: addDays(klDateOf(new Date()), 3) }),
          amount: 600,
          currency: "MYR",
        },
      });
      expect(started.statusCode, started.body).toBe(200);
      const { sessionId } = started.json<{ sessionId: string }>();

      // Another session holds the sessions table: reading it waits past statement_timeout (300 ms here).
      await locker.query("begin");
      await locker.query("lock table payment_sessions in access exclusive mode");
      const before = Date.now();
      const complete = await injectAs(
        app,
        token,
      )({ method: "POST", url: "/api/payments/complete-payment", payload: { sessionId } });
      const took = Date.now() - before;
      expect(complete.statusCode, complete.body).toBe(503);
      expect(complete.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
      expect(complete.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
      expect(took).toBeLessThan(5000);
    } finally {
      await locker.query("rollback").catch(() => undefined);
      await locker.end();
      await app.close();
    }
  });
});
