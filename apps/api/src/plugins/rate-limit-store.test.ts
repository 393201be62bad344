import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_JWT_SECRET, buildTestApp, freshClientAddress } from "../../test/test-app";
import { createTestDatabase } from "../../test/test-database";
import type { DatabaseHandle } from "../db/client";

/**
 * REDIS_URL set but Redis unreachable: the limits keep counting, each process on its own, and the log says
 * so once; they never switch off.
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
