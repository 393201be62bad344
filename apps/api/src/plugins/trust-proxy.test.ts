import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_JWT_SECRET, buildTestApp, freshClientAddress } from "../../test/test-app";
import { createTestDatabase } from "../../test/test-database";
import type { DatabaseHandle } from "../db/client";
import type { FastifyInstance } from "fastify";

/**
 * Behind a proxy every request comes from the proxy's address. TRUST_PROXY makes rate limits count per real
 * client (X-Forwarded-For); without it the header is ignored, so a client cannot dodge a limit by sending one.
 * A client is counted by its network, as the hold caps count it (lib/client-network.ts): an IPv6 client by its
 * /48, so one handed a /56 or a /48 cannot take a fresh limit in each of its /64s.
 */

let database: DatabaseHandle;
let behindProxy: FastifyInstance;
let direct: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  behindProxy = await buildTestApp({ database, jwtSecret: TEST_JWT_SECRET, trustProxy: 1 });
  direct = await buildTestApp({ database, jwtSecret: TEST_JWT_SECRET });
});
afterAll(async () => {
  await behindProxy.close();
  await direct.close();
  await database.close();
});

/** A failed sign-in from `proxy`, forwarded for `client`. */
const signIn = (app: FastifyInstance, proxy: string, client: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: proxy,
    headers: { "x-forwarded-for": client },
    payload: { email: "guess@example.com", password: "Wrong-guess-1" },
  });

describe("TRUST_PROXY", () => {
  it("counts the sign-in limit per forwarded client when the proxy is trusted", async () => {
    const proxy = freshClientAddress();
    const [first, second] = [freshClientAddress(), freshClientAddress()];
    for (let i = 0; i < 10; i += 1) expect((await signIn(behindProxy, proxy, first)).statusCode).toBe(401);
    expect((await signIn(behindProxy, proxy, first)).statusCode).toBe(429);
    // Another customer behind the same proxy is not held back by the first.
    expect((await signIn(behindProxy, proxy, second)).statusCode).toBe(401);
  });

  it("ignores X-Forwarded-For when no proxy is trusted: a new header per request changes nothing", async () => {
    const client = freshClientAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(direct, client, freshClientAddress())).statusCode).toBe(401);
    }
    expect((await signIn(direct, client, freshClientAddress())).statusCode).toBe(429);
  });

  it("counts an IPv6 client by its /48: sign-ins from ten /64s of one /48 share one limit", async () => {
    const proxy = freshClientAddress();
    for (let i = 1; i <= 10; i += 1) {
      expect((await signIn(behindProxy, proxy, `2001:db8:48:${i.toString(16)}::1`)).statusCode).toBe(401);
    }
    const eleventh = await signIn(behindProxy, proxy, "2001:db8:48:ffff:1:2:3:4");
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ code: "RATE_LIMITED" });
    // Another /48 has its own count.
    expect((await signIn(behindProxy, proxy, "2001:db8:49:1::1")).statusCode).toBe(401);
  });

  it("counts an IPv6 client reaching the server directly by its /48 too", async () => {
    for (let i = 1; i <= 10; i += 1) {
      expect((await signIn(direct, `2001:db8:4a:${i.toString(16)}::1`, "198.51.100.1")).statusCode).toBe(401);
    }
    expect((await signIn(direct, "2001:db8:4a:ff::1", "198.51.100.1")).statusCode).toBe(429);
    expect((await signIn(direct, "2001:db8:4b::1", "198.51.100.1")).statusCode).toBe(401);
  });
});
