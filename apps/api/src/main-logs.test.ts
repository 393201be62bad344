import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startListeningServer, stopServer, waitFor } from "../test/spawn-server";
import { TEST_DB, createTestDatabase, type TestDatabase } from "../test/test-database";

/**
 * The real server's log and /metrics: JSON lines in production with the request's X-Request-Id on each,
 * readable lines (pino-pretty) when LOG_PRETTY=true, and /metrics on the public port only with its token.
 */

/** Production refuses guessable secrets: these are what `openssl rand -base64 48` printed. */
const METRICS_TOKEN = "ltF4wNagyKDqME7WqvL4hg+ihJLK7ke0/UGwHaz/4SZ/ULch8Vb0f/qRRyBHXQlL";
let dataDir: string;
let database: TestDatabase | undefined;

beforeAll(async () => {
  if (TEST_DB === "postgres") database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const store = () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-logs-"));
  return { DATA_DIR: dataDir, ...(database?.url ? { DATABASE_URL: database.url } : {}) };
};

describe("the server's log and /metrics", () => {
  it("logs JSON in production with reqId on each request line, and guards /metrics with its token", async () => {
    const server = await startListeningServer({
      ...store(),
      NODE_ENV: "production",
      JWT_SECRET: "w9tqcKFWyty9NLhndQWBBOyywvYGopDcz9xCizqpajTQPBx1AZBoGmgsk7aBlgca",
      CLINICAL_DATA_KEY: "dGVzdC1jbGluaWNhbC1rZXktMzItYnl0ZXMtbG9uZyE=",
      ALLOW_SANDBOX_PAYMENTS: "true",
      LOG_LEVEL: "info",
      LOG_PRETTY: "",
      METRICS_TOKEN,
    });
    try {
      const health = await fetch(`${server.url}/api/health`, { headers: { "x-request-id": "lb-7c1e2f" } });
      expect(health.headers.get("x-request-id")).toBe("lb-7c1e2f");
      await waitFor(() => server.output().includes('"msg":"request completed"'), "the request's log lines");
      const lines = server
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.filter((line) => line.reqId === "lb-7c1e2f").map((line) => line.msg)).toEqual([
        "incoming request",
        "request completed",
      ]);

      const refused = await fetch(`${server.url}/metrics`, {
        headers: { authorization: "Bearer wrong-token" },
      });
      expect(refused.status).toBe(401);
      expect(await refused.text()).not.toContain("http_request_duration_seconds");
      const scraped = await fetch(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(scraped.status).toBe(200);
      const text = await scraped.text();
      expect(text).toContain(
        'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"} 1',
      );
      // The process's sweepers are counted from the start.
      expect(text).toMatch(/^ivdrips_sweep_errors_total\{sweep="bookings"\} 0$/m);
    } finally {
      expect(await stopServer(server.child)).toBe(0);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it("logs readable lines with LOG_PRETTY=true", async () => {
    const server = await startListeningServer({ ...store(), LOG_LEVEL: "info", LOG_PRETTY: "true" });
    try {
      await fetch(`${server.url}/api/health`, { headers: { "x-request-id": "pretty-5d2a" } });
      await waitFor(() => /request completed.*pretty-5d2a/.test(server.output()), "the request's log line");
      const lines = server
        .output()
        .split("\n")
        .filter((line) => line.includes("pretty-5d2a"));
      expect(lines).toHaveLength(2);
      for (const line of lines) {
        expect(line).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO/);
        expect(line.trimStart().startsWith("{")).toBe(false);
      }
    } finally {
      expect(await stopServer(server.child)).toBe(0);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
