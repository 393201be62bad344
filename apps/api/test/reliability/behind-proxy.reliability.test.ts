import { screenInsertedCustomers } from "../clinical-fixtures";
import { systemClock } from "../../src/lib/clock";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { Booking } from "@ivdrips/contract/bookings";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/lib/passwords";
import { startHaproxy, type RunningProxy } from "../haproxy";
import {
  httpClient,
  inviteCookie,
  uniqueLoopbackAddress,
  type HttpAnswer,
  type HttpClient,
} from "../http-client";
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
import {
  compiledServer,
  exited,
  startListeningServer,
  stopServer,
  type RunningServer,
} from "../spawn-server";
import { createTestDatabase, type TestDatabase } from "../test-database";
import { VALID_PASSWORD } from "../test-app";

/**
 * Two real API processes on one PostgreSQL and one Redis behind a real HAProxy, as production runs them: a
 * customer signs up and books through the proxy; the sign-in limit counts each real client (the address
 * HAProxy appends to X-Forwarded-For, which TRUST_PROXY tells the API to believe) across both processes,
 * whatever the client itself writes in that header; and one process stopped with SIGTERM under load drains
 * (out of the proxy's rotation, finishing what it has, ending its live event streams as it closes) while the
 * other takes the rest, with no failed request.
 */

const LOGIN_LIMIT = 10;
const LOOPS = 20;
const STREAMS = 4;
// Well past the health check's 2 failures at 100-200 ms apart, even on a busy machine (~1 s seen at load 24).
const DRAIN_MS = 3000;
const LOAD_BEFORE_STOP_MS = 2000;
const LOAD_AFTER_EXIT_MS = 2000;

let database: TestDatabase;
let redisUrl: string;
let dataDir: string;
let proxy: RunningProxy;
const servers: RunningServer[] = [];
const clients: HttpClient[] = [];
let inviteCodeId: string;
let providerId: string;

const client = () => {
  const made = httpClient({ jwtSecret: RELIABILITY_JWT_SECRET, inviteCodeId });
  clients.push(made);
  return made;
};

const servedBy = (answer: HttpAnswer) => String(answer.headers["x-served-by"] ?? "none");

beforeAll(async () => {
  redisUrl = requireRedisUrl();
  database = await createTestDatabase();
  if (!database.url) throw new Error("the reliability suite runs on PostgreSQL (TEST_DATABASE_URL)");
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-behind-proxy-"));
  ({ inviteCodeId } = await seedStore(database.db));
  ({ providerId } = await insertTestClinic(database.db, { username: `proxied-${process.pid}`, capacity: 5 }));
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    JWT_SECRET: RELIABILITY_JWT_SECRET,
    CLINICAL_DATA_KEY: RELIABILITY_CLINICAL_KEY,
    REDIS_URL: redisUrl,
    // HAProxy reaches the API from 127.0.0.1: the last X-Forwarded-For entry, the one it appends, is the
    // client. The test's clients use other loopback addresses (127.x.y.z), never 127.0.0.1.
    TRUST_PROXY: "127.0.0.1",
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  };
  // Compiled, as production runs them (node apps/api/dist/main.js).
  const entry = compiledServer();
  servers.push(
    ...(await Promise.all([
      startListeningServer(env, undefined, entry),
      startListeningServer(env, undefined, entry),
    ])),
  );
  const [a, b] = servers as [RunningServer, RunningServer];
  proxy = await startHaproxy({
    dir: dataDir,
    backends: [
      { name: "a", port: a.port },
      { name: "b", port: b.port },
    ],
  });
}, 180_000);

afterAll(async () => {
  for (const made of clients) made.close();
  await proxy?.stop();
  await Promise.all(servers.map((server) => stopServer(server.child)));
  await database?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("through HAProxy", () => {
  it("a customer signs up and holds a window; both processes serve the proxy's requests", async () => {
    const via = client();
    const email = `proxied.${process.pid}@example.com`;
    const signUp = await via.request(proxy.url, "POST", "/api/auth/register", {
      body: { email, fullName: "Aisha Rahman", password: VALID_PASSWORD, phone: "+60 12-345 6789" },
    });
    expect(signUp.status, signUp.text).toBe(201);
    const { token, user } = signUp.json as { token: string; user: { id: string } };
    // Screened, as every customer is before a drip.
    await screenInsertedCustomers(database.db, [user.id], systemClock);
    const request = bookingFor(providerId, nthWindow(0), { email });
    const hold = await via.request(proxy.url, "POST", "/api/bookings", { token, body: request });
    expect(hold.status, hold.text).toBe(201);
    const booking = hold.json as Booking;
    expect(answerMatchesRequest(booking, request)).toBe(true);
    const mine = await via.request(proxy.url, "GET", "/api/bookings", { token });
    expect(mine.status, mine.text).toBe(200);
    expect((mine.json as Booking[]).map((listed) => listed._id)).toEqual([booking._id]);
    const [stored] = await queryRows(
      database.db,
      sql`select user_id, status from bookings where id = ${booking._id}`,
    );
    expect(stored).toEqual({ user_id: user.id, status: "pending" });
    // Round robin: a few more requests reach both processes.
    const answers = [signUp, hold, mine];
    for (let i = 0; i < 4; i += 1) answers.push(await via.request(proxy.url, "GET", "/api/services"));
    const backends = answers.map(servedBy);
    printFigures("sign-up and hold through the proxy", {
      client: via.address,
      sent: answers.length,
      onA: backends.filter((name) => name === "a").length,
      onB: backends.filter((name) => name === "b").length,
    });
    expect(new Set(backends)).toEqual(new Set(["a", "b"]));
    // Released, so that the load below starts from an empty window.
    const cancel = await via.request(proxy.url, "PUT", `/api/bookings/${booking._id}/cancel`, { token });
    expect(cancel.status, cancel.text).toBe(200);
  }, 60_000);

  it("counts the sign-in limit per real client across both processes, whatever X-Forwarded-For it sends", async () => {
    const [customer] = await insertCustomers(
      database.db,
      1,
      `proxied-signin-${process.pid}`,
      await hashPassword(VALID_PASSWORD),
    );
    const { email } = customer as TestCustomer;
    const limited = client();
    const other = client();
    const keyOf = (via: HttpClient) => `ivdrips-rate-limit-POST/api/auth/login-${via.address}`;
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    try {
      await redis.del(keyOf(limited), keyOf(other));
      // A new made-up address in the client's own X-Forwarded-For each time: HAProxy appends the real one.
      const signIns: HttpAnswer[] = [];
      for (let i = 0; i < LOGIN_LIMIT + 2; i += 1) {
        signIns.push(
          await limited.request(proxy.url, "POST", "/api/auth/login", {
            body: { email, password: VALID_PASSWORD },
            headers: { "x-forwarded-for": `203.0.113.${i + 1}` },
          }),
        );
      }
      // Another client, even claiming to be the limited one, has its own count.
      const otherSignIn = await other.request(proxy.url, "POST", "/api/auth/login", {
        body: { email, password: VALID_PASSWORD },
        headers: { "x-forwarded-for": limited.address },
      });
      const counted = Number(await redis.get(keyOf(limited)));
      const within = signIns.slice(0, LOGIN_LIMIT);
      const past = signIns.slice(LOGIN_LIMIT);
      printFigures("sign-in limit through the proxy", {
        client: limited.address,
        sent: signIns.length,
        okOnA: within.filter((answer) => answer.status === 200 && servedBy(answer) === "a").length,
        okOnB: within.filter((answer) => answer.status === 200 && servedBy(answer) === "b").length,
        refused: past.map((answer) => `${answer.status}@${servedBy(answer)}`).join("/"),
        countInRedis: counted,
        otherClient: other.address,
        otherClientStatus: otherSignIn.status,
      });
      expect(within.map((answer) => answer.status)).toEqual(Array(LOGIN_LIMIT).fill(200));
      expect(new Set(within.map(servedBy))).toEqual(new Set(["a", "b"]));
      // The 11th and 12th are refused, one by each process.
      expect(past.map((answer) => answer.status)).toEqual([429, 429]);
      expect(new Set(past.map(servedBy))).toEqual(new Set(["a", "b"]));
      expect(past[0]?.json).toMatchObject({ code: "RATE_LIMITED", statusCode: 429 });
      expect(counted).toBe(LOGIN_LIMIT + 2);
      expect(otherSignIn.status, otherSignIn.text).toBe(200);
      expect(Number(await redis.get(keyOf(other)))).toBe(1);
    } finally {
      await redis.del(keyOf(limited), keyOf(other));
      redis.disconnect();
    }
  }, 60_000);
});

interface LiveStream {
  backend: string;
  /** ms since the load started when the stream ended (undefined while open), and whether it ended cleanly. */
  endedAt: () => number | undefined;
  endedCleanly: () => boolean;
  close(): void;
}

/** A customer's live event stream (GET /api/bookings/events) through the proxy, kept open as a browser does. */
function openLiveStream(proxyUrl: string, token: string, now: () => number): Promise<LiveStream> {
  const address = uniqueLoopbackAddress();
  return new Promise((resolve, reject) => {
    const request = http.get(
      new URL("/api/bookings/events", proxyUrl),
      {
        localAddress: address,
        agent: false,
        headers: {
          cookie: inviteCookie(RELIABILITY_JWT_SECRET, inviteCodeId),
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`the live stream answered ${response.statusCode}`));
          return;
        }
        let endedAt: number | undefined;
        let cleanly = false;
        response.on("data", () => undefined);
        response.on("end", () => {
          cleanly = true;
          endedAt ??= now();
        });
        response.on("close", () => (endedAt ??= now()));
        response.on("error", () => (endedAt ??= now()));
        resolve({
          backend: String(response.headers["x-served-by"] ?? "none"),
          endedAt: () => endedAt,
          endedCleanly: () => cleanly,
          close: () => request.destroy(),
        });
      },
    );
    request.on("error", reject);
  });
}

interface Outcome {
  /** ms since the load started */
  sentAt: number;
  answeredAt: number;
  what: "services" | "hold" | "cancel";
  status: number;
  backend: string;
  error?: string;
}

describe("SIGTERM to one process under load through HAProxy", () => {
  it(`drains it (exit 0, in-flight requests finished) while the other takes the rest: no failed request`, async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const customers = await insertCustomers(database.db, LOOPS, `proxied-load-${process.pid}`);
    const outcomes: Outcome[] = [];
    const started = Date.now();
    const now = () => Date.now() - started;
    let stopLoad = false;
    // Open live event streams, as browsers keep them: the stopping process ends its own when it closes.
    const streams: LiveStream[] = [];
    for (const customer of customers.slice(0, STREAMS)) {
      streams.push(await openLiveStream(proxy.url, customer.token, now));
    }

    const send = async (
      via: HttpClient,
      what: Outcome["what"],
      method: string,
      url: string,
      options: { token?: string; body?: unknown } = {},
    ): Promise<HttpAnswer | undefined> => {
      const sentAt = now();
      try {
        const answer = await via.request(proxy.url, method, url, { ...options, timeoutMs: 20_000 });
        outcomes.push({ sentAt, answeredAt: now(), what, status: answer.status, backend: servedBy(answer) });
        return answer;
      } catch (error) {
        outcomes.push({ sentAt, answeredAt: now(), what, status: 0, backend: "none", error: String(error) });
        return undefined;
      }
    };

    const loops = customers.map(async (customer, i) => {
      const via = client();
      // Each loop in its own window (past the ones used above), so no hold waits for another's.
      const request = bookingFor(providerId, nthWindow(1 + i), customer);
      while (!stopLoad) {
        await send(via, "services", "GET", "/api/services");
        const hold = await send(via, "hold", "POST", "/api/bookings", {
          token: customer.token,
          body: request,
        });
        if (hold?.status === 201) {
          const id = (hold.json as Booking)._id;
          await send(via, "cancel", "PUT", `/api/bookings/${id}/cancel`, { token: customer.token });
        }
      }
    });

    await sleep(LOAD_BEFORE_STOP_MS);
    const stoppedAt = now();
    a.child.kill("SIGTERM");
    const exitCode = await exited(a.child);
    const exitedAt = now();
    await sleep(LOAD_AFTER_EXIT_MS);
    stopLoad = true;
    await Promise.all(loops);
    const elapsedMs = now();
    const streamsOn = (backend: string) => streams.filter((stream) => stream.backend === backend);
    const streamEnds = streamsOn("a").map((stream) => ({
      at: stream.endedAt(),
      cleanly: stream.endedCleanly(),
    }));
    const streamsOpenOnB = streamsOn("b").filter((stream) => stream.endedAt() === undefined).length;
    for (const stream of streams) stream.close();
    const stats = await proxy.serverStats();

    const byStatus = new Map<number, number>();
    for (const outcome of outcomes) byStatus.set(outcome.status, (byStatus.get(outcome.status) ?? 0) + 1);
    const before = outcomes.filter((outcome) => outcome.answeredAt < stoppedAt);
    const draining = outcomes.filter((o) => o.answeredAt >= stoppedAt && o.sentAt < exitedAt);
    const after = outcomes.filter((outcome) => outcome.sentAt >= exitedAt);
    const inFlightOnA = outcomes.filter(
      (o) => o.backend === "a" && o.sentAt < stoppedAt && o.answeredAt >= stoppedAt,
    );
    const retried = [...stats.values()].reduce(
      (sum, server) => sum + server.retries + server.redispatches,
      0,
    );
    const count = (list: Outcome[], backend: string) => list.filter((o) => o.backend === backend).length;
    printFigures("SIGTERM under load through the proxy", {
      loops: LOOPS,
      sent: outcomes.length,
      ...Object.fromEntries([...byStatus].map(([status, n]) => [String(status || "noAnswer"), n])),
      requestsPerSecond: Math.round((outcomes.length * 1000) / elapsedMs),
      beforeStopOnA: count(before, "a"),
      beforeStopOnB: count(before, "b"),
      sigtermToExitMs: exitedAt - stoppedAt,
      inFlightOnAAtSigterm: inFlightOnA.length,
      whileDrainingOnA: count(draining, "a"),
      // When the proxy stopped sending it new requests: the health check's doing, well within the drain.
      lastSentToAAfterSigtermMs:
        Math.max(...outcomes.filter((o) => o.backend === "a").map((o) => o.sentAt)) - stoppedAt,
      whileDrainingOnB: count(draining, "b"),
      afterExitOnA: count(after, "a"),
      afterExitOnB: count(after, "b"),
      liveStreamsOnA: streamsOn("a").length,
      liveStreamsOnAEndedAfterSigtermMs: streamEnds.map((end) => (end.at ?? NaN) - stoppedAt).join("/"),
      liveStreamsOnB: streamsOn("b").length,
      liveStreamsStillOpenOnB: streamsOpenOnB,
      exitCode: String(exitCode),
      haproxyStatusA: stats.get("a")?.status ?? "?",
      haproxyRetries: [...stats.values()].reduce((sum, server) => sum + server.retries, 0),
      haproxyRedispatches: [...stats.values()].reduce((sum, server) => sum + server.redispatches, 0),
      haproxy5xx: [...stats.values()].reduce((sum, server) => sum + server["5xx"], 0),
    });

    expect(outcomes.filter((o) => o.status === 0).map((o) => `${o.what}: ${o.error}`)).toEqual([]);
    const failed = outcomes.filter((o) => o.status >= 500);
    expect(failed.map((o) => `${o.what} ${o.status} via ${o.backend} at ${o.sentAt} ms`)).toEqual([]);
    // Every GET answers 200, every hold 201 (each loop has its own window and lets it go), every cancel 200.
    expect([...byStatus.keys()].sort()).toEqual([200, 201]);
    expect(exitCode).toBe(0);
    // It served while the proxy took it out, and what it had in flight when told to stop was answered.
    expect(count(draining, "a")).toBeGreaterThan(0);
    expect(inFlightOnA.length).toBeGreaterThan(0);
    expect(count(before, "a")).toBeGreaterThan(0);
    expect(count(before, "b")).toBeGreaterThan(0);
    // Once it has exited, the rest go to the other one.
    expect(after.length).toBeGreaterThan(0);
    expect(count(after, "a")).toBe(0);
    expect(count(after, "b")).toBe(after.length);
    // The drain took it out of rotation before it stopped accepting: the proxy never had to try a request
    // again elsewhere (without the drain, its retries are what save the requests that meet the closed server).
    expect(retried).toBe(0);
    expect(stats.get("a")?.status).toMatch(/^DOWN/);
    expect(stats.get("b")?.status).toMatch(/^UP/);
    // The live streams on the stopped process stayed open through the drain and ended, cleanly, as it closed
    // (the browser reconnects through the proxy to the other one); those on the other are still open.
    expect(streamsOn("a").length).toBeGreaterThan(0);
    for (const end of streamEnds) {
      expect(end.cleanly).toBe(true);
      expect(end.at).toBeGreaterThanOrEqual(stoppedAt + DRAIN_MS);
      expect(end.at).toBeLessThanOrEqual(exitedAt);
    }
    expect(streamsOn("b").length).toBeGreaterThan(0);
    expect(streamsOpenOnB).toBe(streamsOn("b").length);
    expect(b.child.exitCode).toBeNull();
    expect(await storeViolations(database.db)).toEqual([]);
  }, 120_000);
});
