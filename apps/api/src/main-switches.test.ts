import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePrometheusText } from "../test/prometheus-text";
import { exited, freeLoopbackPort, startServer, waitFor } from "../test/spawn-server";
import { createTestDatabase, TEST_DB, type TestDatabase } from "../test/test-database";

/**
 * SWEEPS_ENABLED=false and OUTBOX_ENABLED=false, as DEPLOY.md's restore drill starts the server: an email queued
 * meanwhile stays queued and no sweep runs; the same store started again without them sends it and sweeps.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-switches-"));
const mailDir = path.join(dataDir, "mail");
const METRICS_TOKEN = "switches-metrics-token-0123456789";
let database: TestDatabase | undefined;

beforeAll(async () => {
  if (TEST_DB === "postgres") database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const mailFiles = () => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : []);

async function start(env: Record<string, string>) {
  const port = await freeLoopbackPort();
  const server = startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    METRICS_TOKEN,
    ...(database?.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  await waitFor(() => server.output().includes("Demo staff"), "the start-up banner");
  const base = `http://127.0.0.1:${port}`;
  const metrics = async () => {
    const response = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    return parsePrometheusText(await response.text()).samples;
  };
  const stop = async () => {
    server.child.kill("SIGTERM");
    expect(await exited(server.child)).toBe(0);
  };
  return { base, server, metrics, stop };
}

describe("SWEEPS_ENABLED and OUTBOX_ENABLED", () => {
  it("off: nothing is sent and nothing swept; on again: the queued email goes out and the sweeps run", async () => {
    const off = await start({ SWEEPS_ENABLED: "false", OUTBOX_ENABLED: "false" });
    try {
      expect(off.server.output()).toContain("Sweeps: off (SWEEPS_ENABLED=false)");
      expect(off.server.output()).toContain("Email: off (OUTBOX_ENABLED=false)");
      const verify = await fetch(`${off.base}/api/invite-codes/verify`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ code: "IVDRIPS-DEMO" }),
      });
      const cookie = verify.headers.getSetCookie()[0]?.split(";")[0] ?? "";
      const sent = await fetch(`${off.base}/api/support/messages`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({
          name: "Tan Mei Ling",
          email: "mei.ling@example.com",
          subject: "Restore drill",
          category: "booking",
          message: "Queued while the outbox is off.",
        }),
      });
      expect(sent.status).toBe(201);
      // Longer than the dispatcher's nudge and first poll would take.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(mailFiles()).toEqual([]);
      const samples = await off.metrics();
      expect(samples.find((sample) => sample.name === "ivdrips_outbox_due")?.value).toBeGreaterThan(0);
      expect(
        samples.filter((sample) => sample.name === "ivdrips_sweep_last_success_timestamp_seconds"),
      ).toEqual([]);
    } finally {
      await off.stop();
    }

    const on = await start({});
    try {
      await waitFor(() => mailFiles().length > 0, "the queued email to be sent", 15_000);
      const swept = async () =>
        (await on.metrics())
          .filter((sample) => sample.name === "ivdrips_sweep_last_success_timestamp_seconds")
          .map((sample) => sample.labels.sweep)
          .sort();
      const deadline = Date.now() + 15_000;
      while ((await swept()).length < 4 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await swept()).toEqual(["bookings", "clinical", "outbox", "payments"]);
    } finally {
      await on.stop();
    }
  }, 120_000);
});
