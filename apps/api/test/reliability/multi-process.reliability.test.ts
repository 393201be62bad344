import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Booking } from "@ivdrips/contract/bookings";
import { findTimeWindow, windowBounds } from "@ivdrips/contract/time-windows";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/lib/passwords";
import { httpClient, type HttpAnswer, type HttpClient } from "../http-client";
import {
  RELIABILITY_CLINICAL_KEY,
  RELIABILITY_JWT_SECRET,
  answerMatchesRequest,
  bookingFor,
  insertCustomers,
  insertTestClinic,
  nthWindow,
  printFigures,
  queryRows,
  requireRedisUrl,
  seedStore,
  storeViolations,
  type TestCustomer,
} from "../reliability-fixtures";
import { startListeningServer, stopServer, type RunningServer } from "../spawn-server";
import { createTestDatabase, type TestDatabase } from "../test-database";
import { VALID_PASSWORD } from "../test-app";

/**
 * Two real API processes (main.ts) on one PostgreSQL, as behind a load balancer: capacity holds across both
 * under 200 simultaneous requests, and a per-client rate limit is one count across both through Redis (and two
 * separate counts without it).
 */

const HOLDERS = 200;
const ROUNDS = 3;
const HOLDS_INTO_OVERRIDE = 100;
const LOGIN_LIMIT = 10;

let database: TestDatabase;
let redisUrl: string;
let dataDir: string;
const servers: RunningServer[] = [];
const clients: HttpClient[] = [];
let customers: TestCustomer[];
let providerId: string;
let clinicToken: string;
let inviteCodeId: string;

const serverEnv = (withRedis: boolean): Record<string, string> => ({
  DATABASE_URL: database.url ?? "",
  DATA_DIR: dataDir,
  JWT_SECRET: RELIABILITY_JWT_SECRET,
  CLINICAL_DATA_KEY: RELIABILITY_CLINICAL_KEY,
  // No SMTP server here: the few emails go to DATA_DIR/mail.
  ...(withRedis ? { REDIS_URL: redisUrl } : {}),
});

const client = (address?: string) => {
  const made = httpClient({
    jwtSecret: RELIABILITY_JWT_SECRET,
    inviteCodeId,
    ...(address ? { address } : {}),
  });
  clients.push(made);
  return made;
};

beforeAll(async () => {
  redisUrl = requireRedisUrl();
  database = await createTestDatabase();
  if (!database.url) throw new Error("the reliability suite runs on PostgreSQL (TEST_DATABASE_URL)");
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-multi-process-"));
  ({ inviteCodeId } = await seedStore(database.db));
  customers = await insertCustomers(database.db, HOLDERS, `holder-${process.pid}`);
  ({ providerId, clinicToken } = await insertTestClinic(database.db, {
    username: `two-places-${process.pid}`,
    capacity: 2,
  }));
  // Both at once, as a deployment starts them: migrations run under an advisory lock.
  servers.push(
    ...(await Promise.all([startListeningServer(serverEnv(true)), startListeningServer(serverEnv(true))])),
  );
}, 180_000);

afterAll(async () => {
  for (const made of clients) made.close();
  await Promise.all(servers.map((server) => stopServer(server.child)));
  await database?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const holdingInWindow = async (date: string, timeSlot: string) => {
  const window = findTimeWindow(timeSlot);
  if (!window) throw new Error(`unknown window ${timeSlot}`);
  const { startsAt } = windowBounds(date, window);
  const [row] = await queryRows(
    database.db,
    sql`select count(*)::int as count from bookings where provider_id = ${providerId}
      and window_starts_at = ${startsAt.toISOString()} and status in ('pending', 'confirmed')`,
  );
  return Number(row?.count);
};

describe("two API processes on one PostgreSQL", () => {
  it(`let exactly 2 of ${HOLDERS} simultaneous holds for one window of capacity 2 through, ${ROUNDS} windows over`, async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    // Each customer is a client of its own (its own loopback address).
    const customerClients = customers.map(() => client());
    for (let round = 0; round < ROUNDS; round += 1) {
      const window = nthWindow(round);
      const started = Date.now();
      const outcomes = await Promise.all(
        customers.map(async (customer, i) => {
          const server = i % 2 === 0 ? a : b;
          const request = bookingFor(providerId, window, customer);
          try {
            const answer = await (customerClients[i] as HttpClient).request(
              server.url,
              "POST",
              "/api/bookings",
              {
                token: customer.token,
                body: request,
              },
            );
            return { customer, server: server.port, answer, request };
          } catch {
            return { customer, server: server.port, answer: undefined, request };
          }
        }),
      );
      const elapsedMs = Date.now() - started;
      const answered = outcomes.flatMap(({ answer, ...outcome }) => (answer ? [{ ...outcome, answer }] : []));
      const created = answered.filter((outcome) => outcome.answer.status === 201);
      const full = answered.filter((outcome) => outcome.answer.status === 409);
      const errors = outcomes.length - answered.length;
      const other = answered.filter(
        (outcome) => outcome.answer.status !== 201 && outcome.answer.status !== 409,
      );
      const stored = await holdingInWindow(window.date, window.timeSlot);
      printFigures(`capacity round ${round + 1} (${window.date} ${window.timeSlot})`, {
        sent: outcomes.length,
        sentToA: outcomes.filter((outcome) => outcome.server === a.port).length,
        sentToB: outcomes.filter((outcome) => outcome.server === b.port).length,
        "2xx": created.length,
        "409": full.length,
        otherStatus: other.length,
        errors,
        winnersOnA: created.filter((outcome) => outcome.server === a.port).length,
        winnersOnB: created.filter((outcome) => outcome.server === b.port).length,
        activeBookingsInWindow: stored,
        ms: elapsedMs,
      });
      expect(errors, "requests without an answer").toBe(0);
      expect(other.map((outcome) => `${outcome.answer.status} ${outcome.answer.text}`)).toEqual([]);
      expect(created).toHaveLength(2);
      expect(full).toHaveLength(HOLDERS - 2);
      for (const outcome of full) {
        expect(outcome.answer.json).toEqual({
          message: "This time window is fully booked. Please choose another time.",
          messageId: "windowFull",
          statusCode: 409,
          code: "WINDOW_FULL",
        });
      }
      for (const outcome of created) {
        expect(answerMatchesRequest(outcome.answer.json as Booking, outcome.request)).toBe(true);
      }
      expect(stored).toBe(2);
      // The winners let their holds go (through the other process), so nobody reaches the limit of open holds.
      for (const outcome of created) {
        const other = outcome.server === a.port ? b : a;
        const cancel = await client().request(
          other.url,
          "PUT",
          `/api/bookings/${(outcome.answer.json as Booking)._id}/cancel`,
          {
            token: outcome.customer.token,
          },
        );
        expect(cancel.status, cancel.text).toBe(200);
      }
      expect(await holdingInWindow(window.date, window.timeSlot)).toBe(0);
    }
    expect(await storeViolations(database.db)).toEqual([]);
  }, 180_000);
});

describe("a window the clinic shrank for one date", () => {
  it(`lets exactly 1 of ${HOLDS_INTO_OVERRIDE} simultaneous holds through, across both processes`, async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    // Past the capacity test's windows, and an override through the clinic's own route on process A.
    const window = nthWindow(ROUNDS + 4);
    const lowered = await client().request(a.url, "POST", "/api/clinics/closures", {
      token: clinicToken,
      body: { providerId, date: window.date, timeSlot: window.timeSlot, capacity: 1, reason: "One nurse" },
    });
    expect(lowered.status, lowered.text).toBe(201);

    const holders = customers.slice(0, HOLDS_INTO_OVERRIDE);
    const outcomes = await Promise.all(
      holders.map((customer, i) =>
        client()
          .request(i % 2 === 0 ? a.url : b.url, "POST", "/api/bookings", {
            token: customer.token,
            body: bookingFor(providerId, window, customer),
          })
          .catch(() => undefined),
      ),
    );
    const statuses = outcomes.map((answer) => answer?.status ?? 0);
    printFigures(`override round (${window.date} ${window.timeSlot}, capacity 1)`, {
      sent: outcomes.length,
      "201": statuses.filter((status) => status === 201).length,
      "409": statuses.filter((status) => status === 409).length,
      activeBookingsInWindow: await holdingInWindow(window.date, window.timeSlot),
    });
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(await holdingInWindow(window.date, window.timeSlot)).toBe(1);
    expect(await storeViolations(database.db)).toEqual([]);
  }, 120_000);
});

describe("rate limits across processes", () => {
  const signIn = (server: RunningServer, via: HttpClient, email: string): Promise<HttpAnswer> =>
    via.request(server.url, "POST", "/api/auth/login", { body: { email, password: VALID_PASSWORD } });

  /** Signs in 10 times alternating between the two servers, then once more on each; the statuses per server. */
  async function signInPastTheLimit(pair: RunningServer[], via: HttpClient, email: string) {
    const [a, b] = pair as [RunningServer, RunningServer];
    const within: { server: string; status: number }[] = [];
    for (let i = 0; i < LOGIN_LIMIT; i += 1) {
      const server = i % 2 === 0 ? a : b;
      within.push({ server: server === a ? "A" : "B", status: (await signIn(server, via, email)).status });
    }
    const eleventh = await signIn(a, via, email);
    const twelfth = await signIn(b, via, email);
    return { within, eleventh, twelfth };
  }

  it("counts the sign-in limit (10 a minute per client) once across both processes through Redis", async () => {
    const [customer] = await insertCustomers(
      database.db,
      1,
      `signin-${process.pid}`,
      await hashPassword(VALID_PASSWORD),
    );
    const via = client();
    const key = `ivdrips-rate-limit-POST/api/auth/login-${via.address}`;
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    try {
      await redis.del(key); // this run's own client address: nothing else counts under it
      const { within, eleventh, twelfth } = await signInPastTheLimit(
        servers,
        via,
        (customer as TestCustomer).email,
      );
      const counted = Number(await redis.get(key));
      printFigures("sign-in limit with Redis", {
        client: via.address,
        sent: within.length + 2,
        okOnA: within.filter((r) => r.server === "A" && r.status === 200).length,
        okOnB: within.filter((r) => r.server === "B" && r.status === 200).length,
        eleventhOnA: eleventh.status,
        twelfthOnB: twelfth.status,
        countInRedis: counted,
      });
      expect(within.map((r) => r.status)).toEqual(Array(LOGIN_LIMIT).fill(200));
      expect(eleventh.status).toBe(429);
      expect(eleventh.json).toEqual({
        message: "Too many attempts. Please try again in a minute.",
        messageId: "tooManyAttempts",
        statusCode: 429,
        code: "RATE_LIMITED",
      });
      expect(twelfth.status).toBe(429);
      expect(counted).toBe(LOGIN_LIMIT + 2);
    } finally {
      await redis.del(key);
      redis.disconnect();
    }
  }, 60_000);

  it("without Redis each process counts alone: the same 11th sign-in goes through", async () => {
    const alone = await Promise.all([
      startListeningServer(serverEnv(false)),
      startListeningServer(serverEnv(false)),
    ]);
    try {
      const [customer] = await insertCustomers(
        database.db,
        1,
        `alone-${process.pid}`,
        await hashPassword(VALID_PASSWORD),
      );
      const via = client();
      const { within, eleventh, twelfth } = await signInPastTheLimit(
        alone,
        via,
        (customer as TestCustomer).email,
      );
      printFigures("sign-in limit without Redis", {
        client: via.address,
        sent: within.length + 2,
        ok: within.filter((r) => r.status === 200).length,
        eleventhOnA: eleventh.status,
        twelfthOnB: twelfth.status,
      });
      expect(within.map((r) => r.status)).toEqual(Array(LOGIN_LIMIT).fill(200));
      // Each process has seen only 6 of the 12: the limit of 10 a minute is not reached on either.
      expect(eleventh.status).toBe(200);
      expect(twelfth.status).toBe(200);
    } finally {
      await Promise.all(alone.map((server) => stopServer(server.child)));
    }
  }, 120_000);
});
