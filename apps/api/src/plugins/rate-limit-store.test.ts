import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_JWT_SECRET, buildTestApp, freshClientAddress } from "../../test/test-app";
import { createTestDatabase } from "../../test/test-database";
import type { DatabaseHandle } from "../db/client";
import { startPrivateRedis, type PrivateRedis } from "../../test/private-services";
import { DEFAULT_DEADLINES } from "../config";
import { HUNG_REDIS_BACKOFF_MS } from "./rate-limit-store";

/**
 * REDIS_URL set but Redis unreachable, or hung (a private Redis frozen with SIGSTOP): the limits keep counting,
 * each process on its own, without waiting on Redis longer than its command timeout, and the log says so once;
 * they never switch off. /api/ready names Redis while it is away.
 */

let database: DatabaseHandle;
let app: FastifyInstance;
const logged: { level: number; msg: string }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        logged.push(JSON.parse(line) as { level: number; msg: string });
      }
      done();
    },
  });
  // Nothing listens on port 1.
  app = await buildTestApp({
    database,
    jwtSecret: TEST_JWT_SECRET,
    redisUrl: "redis://127.0.0.1:1",
    logger: { level: "warn", stream },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("a rate-limit store that cannot reach Redis", () => {
  it("still limits sign-in to 10 a minute per client, and says so in the log once", async () => {
    const client = freshClientAddress();
    const signIn = () =>
      app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: client,
        payload: { email: "guess@example.com", password: "Wrong-guess-1" },
      });
    for (let i = 0; i < 10; i += 1) expect((await signIn()).statusCode).toBe(401);
    expect((await signIn()).statusCode).toBe(429);
    const warnings = () => logged.filter((entry) => entry.msg.startsWith("rate-limit store unavailable"));
    await expect.poll(() => warnings().length).toBe(1);
    expect(warnings()[0]?.level).toBe(40);
  });
});

const signInFrom = (target: FastifyInstance, client: string) =>
  target.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: client,
    payload: { email: "guess@example.com", password: "Wrong-guess-1" },
  });

describe("/api/ready while Redis is down", () => {
  it("answers 503 naming Redis, within two seconds, the database being fine", async () => {
    const before = Date.now();
    const ready = await app.inject({ method: "GET", url: "/api/ready" });
    expect(Date.now() - before).toBeLessThan(2000);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      code: "NOT_READY",
      messageId: "redisUnreachable",
      details: { database: "ok", redis: "unreachable" },
    });
  });
});

describe("a hung Redis (frozen: connected, never answering)", () => {
  let redis: PrivateRedis;
  let hungApp: FastifyInstance;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    hungApp = await buildTestApp({ database, jwtSecret: TEST_JWT_SECRET, redisUrl: redis.url });
    await hungApp.ready();
  });
  afterAll(async () => {
    await hungApp?.close();
    await redis?.remove();
  });

  it("is counted around like a dead one: limits hold, nothing waits past the command timeout", async () => {
    const client = freshClientAddress();
    // Connected (ioredis connects in the background once the app is built).
    await expect
      .poll(async () => (await hungApp.inject({ method: "GET", url: "/api/ready" })).statusCode)
      .toBe(200);

    redis.freeze();
    try {
      let slowest = 0;
      for (let i = 0; i < 10; i += 1) {
        const before = Date.now();
        expect((await signInFrom(hungApp, client)).statusCode).toBe(401);
        slowest = Math.max(slowest, Date.now() - before);
      }
      // Still limited: the eleventh attempt in the minute is refused, counted by this process meanwhile.
      expect((await signInFrom(hungApp, client)).statusCode).toBe(429);
      // One command timeout at most (then HUNG_REDIS_BACKOFF_MS of local counts), plus the request itself.
      expect(slowest).toBeLessThan(DEFAULT_DEADLINES.redisCommandMs + 1500);

      const before = Date.now();
      const ready = await hungApp.inject({ method: "GET", url: "/api/ready" });
      expect(Date.now() - before).toBeLessThan(2000);
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        messageId: "redisUnreachable",
        details: { redis: "unreachable" },
      });
    } finally {
      redis.thaw();
    }
    // Back: ready again once Redis answers and the local interval has passed.
    await new Promise((resolve) => setTimeout(resolve, HUNG_REDIS_BACKOFF_MS));
    await expect
      .poll(async () => (await hungApp.inject({ method: "GET", url: "/api/ready" })).statusCode, {
        timeout: 5000,
      })
      .toBe(200);
  });
});
