import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exited, startListeningServer, waitFor } from "../test/spawn-server";
import { TEST_DB, createTestDatabase, type TestDatabase } from "../test/test-database";

/**
 * A clean rolling restart leaves no error in the log: the 503s /api/ready answers while the process drains are
 * the answer the proxy asked for, logged at info, and nothing on the way out logs at error.
 */

let database: TestDatabase | undefined;
beforeAll(async () => {
  if (TEST_DB === "postgres") database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** pino's levels: 30 info, 40 warn, 50 error, 60 fatal. */
const INFO = 30;
const ERROR = 50;

describe("a graceful stop, polled by the proxy's health check", () => {
  it("logs the drain's 503s at info and no line at error", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-drain-"));
    const server = await startListeningServer({
      DATA_DIR: dataDir,
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
      NODE_ENV: "production",
      JWT_SECRET: "RHJhaW4tdGhlLXBvb2wtYmVmb3JlLXlvdS1zd2ltLTIwMjY",
      CLINICAL_DATA_KEY: "dGVzdC1jbGluaWNhbC1rZXktMzItYnl0ZXMtbG9uZyE=",
      ALLOW_SANDBOX_PAYMENTS: "true",
      LOG_LEVEL: "info",
      LOG_PRETTY: "",
      SHUTDOWN_DRAIN_MS: "1500",
    });
    let polling = true;
    const statuses: number[] = [];
    // The proxy's health check, every 100 ms, through the whole drain (each answer closes its connection).
    const poller = (async () => {
      while (polling) {
        try {
          statuses.push((await fetch(`${server.url}/api/ready`)).status);
        } catch {
          // The process has stopped listening.
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    try {
      await waitFor(() => statuses.includes(200), "a first ready answer");
      server.child.kill("SIGTERM");
      await waitFor(() => statuses.filter((status) => status === 503).length >= 3, "the drain's 503s");
      expect(await exited(server.child)).toBe(0);
    } finally {
      polling = false;
      await poller;
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }

    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: number; msg: string; res?: { statusCode?: number } });
    const notReady = lines.filter((line) => line.res?.statusCode === 503);
    expect(notReady.length).toBeGreaterThanOrEqual(3);
    for (const line of notReady) expect(line.level, line.msg).toBe(INFO);
    expect(lines.some((line) => line.msg === "shutting down")).toBe(true);
    expect(lines.filter((line) => line.level >= ERROR)).toEqual([]);
  }, 180_000);
});
