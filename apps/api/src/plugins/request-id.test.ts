import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_JWT_SECRET, buildTestApp } from "../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";

/** X-Request-Id: the proxy's id (when sane) or a new one, on every answer and on every log line of the request. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let database: TestDatabase;
let app: FastifyInstance;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  app = await buildTestApp({ database, jwtSecret: TEST_JWT_SECRET, logger: { level: "info", stream } });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, requestId?: string) =>
  app.inject({ method: "GET", url, headers: requestId === undefined ? {} : { "x-request-id": requestId } });

describe("X-Request-Id", () => {
  it("returns the id the proxy sent, on answers and refusals alike", async () => {
    for (const [url, status] of [
      ["/api/health", 200],
      ["/api/no-such-route", 404],
      ["/api/users/profile", 401],
    ] as const) {
      const id = `proxy-${status}-7f3a9c.1:2`;
      const response = await get(url, id);
      expect(response.statusCode).toBe(status);
      expect(response.headers["x-request-id"]).toBe(id);
    }
  });

  it("makes a new one, different each time, when none is sent", async () => {
    const first = (await get("/api/health")).headers["x-request-id"];
    const second = (await get("/api/health")).headers["x-request-id"];
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });

  it("replaces an id too long or with characters a log should not carry", async () => {
    for (const bad of ["x".repeat(129), "two words", 'quote"d', "line\\nbreak", "<script>", "ünïcode"]) {
      const response = await app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "x-request-id": bad },
      });
      expect(response.headers["x-request-id"], bad).toMatch(UUID);
    }
    expect((await get("/api/health", "x".repeat(128))).headers["x-request-id"]).toBe("x".repeat(128));
  });

  it("is on every log line of the request, as reqId", async () => {
    const id = "trace-4b1d0c2e";
    await get("/api/no-such-route-for-logs", id);
    const lines = logLines.filter((line) => line.reqId === id);
    expect(lines.map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
    const generated = (await get("/api/health")).headers["x-request-id"];
    expect(logLines.filter((line) => line.reqId === generated)).toHaveLength(2);
    expect(logLines.filter((line) => "req" in line || "res" in line).every((line) => "reqId" in line)).toBe(
      true,
    );
  });
});
