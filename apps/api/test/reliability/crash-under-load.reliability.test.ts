import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { Booking } from "@ivdrips/contract/bookings";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutsPaidWithoutBooking, compareWithStore, startBookingLoad } from "../booking-load";
import { httpClient, type HttpClient } from "../http-client";
import {
  RELIABILITY_CLINICAL_KEY,
  RELIABILITY_JWT_SECRET,
  insertCustomers,
  insertTestClinic,
  printFigures,
  queryRows,
  requireRedisUrl,
  seedStore,
  storeViolations,
  storedBookings,
} from "../reliability-fixtures";
import { parseEmail, startSmtpReceiver, type SmtpReceiver } from "../smtp-receiver";
import { cpuSeconds, exited, startListeningServer, stopServer, type RunningServer } from "../spawn-server";
import { createTestDatabase, type TestDatabase } from "../test-database";

/**
 * The real server on PostgreSQL, under a booking load of customers holding windows, paying for them in the
 * sandbox checkout or letting them go, and a clinic deciding on the paid ones, is killed (-9) in the middle
 * of sending an email, and started again. Every answered booking is there as answered, nothing is half
 * written, and every queued email reaches the SMTP server exactly once.
 */

const CUSTOMERS = 24;
const CLINIC_WORKERS = 2;
const WARM_UP_MS = 3000;
const LOAD_BEFORE_KILL_MS = 6000;
const MIN_RATE = 50;
const LEASE_SECONDS = 4;
const POLL_MS = 2000; // the outbox dispatcher's poll interval in main.ts

let database: TestDatabase;
let receiver: SmtpReceiver;
let dataDir: string;
let env: Record<string, string>;
const running: RunningServer[] = [];
const clients: HttpClient[] = [];

beforeAll(async () => {
  const redisUrl = requireRedisUrl();
  database = await createTestDatabase();
  if (!database.url) throw new Error("the reliability suite runs on PostgreSQL (TEST_DATABASE_URL)");
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-crash-load-"));
  receiver = await startSmtpReceiver("accept");
  // A mail server that takes a moment to answer, as real ones do: the kill can land while one waits.
  receiver.delayMs = 20;
  env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    JWT_SECRET: RELIABILITY_JWT_SECRET,
    CLINICAL_DATA_KEY: RELIABILITY_CLINICAL_KEY,
    REDIS_URL: redisUrl,
    SMTP_URL: receiver.url,
    OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
  };
}, 120_000);

afterAll(async () => {
  for (const made of clients) made.close();
  for (const server of running) {
    if (server.child.exitCode === null && server.child.signalCode === null) await stopServer(server.child);
  }
  await receiver?.close();
  await database?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("kill -9 under a booking load, then restart", () => {
  it(`keeps every answered booking whole and sends every email once (>= ${MIN_RATE} requests/s)`, async () => {
    const { inviteCodeId } = await seedStore(database.db);
    const customers = await insertCustomers(database.db, CUSTOMERS, `loader-${process.pid}`);
    const { providerId, clinicToken, clinicianId } = await insertTestClinic(database.db, {
      username: `busy-${process.pid}`,
      capacity: 100,
    });
    const first = await startListeningServer(env);
    running.push(first);

    // A warm-up, not measured: a fresh process is slow until its code paths are compiled.
    const warmUp = startBookingLoad({
      baseUrl: first.url,
      inviteCodeId,
      customers,
      providerId,
      perWindow: 5,
      firstWindow: 200,
      payEvery: 3,
      clinic: { token: clinicToken, workers: 1, clinicianId },
    });
    await sleep(WARM_UP_MS);
    await warmUp.stop();
    expect(warmUp.errors).toBe(0);
    expect(warmUp.successCount()).toBe(warmUp.answered);

    // 1. The load, then kill -9 the moment an email's data has reached the SMTP server unanswered.
    const loadStarted = Date.now();
    const cpuAtStart = cpuSeconds(first.child.pid);
    const load = startBookingLoad({
      baseUrl: first.url,
      inviteCodeId,
      customers,
      providerId,
      perWindow: 5,
      payEvery: 3,
      clinic: { token: clinicToken, workers: CLINIC_WORKERS, clinicianId },
    });
    await sleep(LOAD_BEFORE_KILL_MS);
    const receivedBefore = receiver.received.length;
    const emailInFlight = await Promise.race([
      receiver.waitForReceived(receivedBefore + 1).then(() => true),
      sleep(5000).then(() => false),
    ]);
    // Still within the SMTP server's delay: the message is received and not yet acknowledged.
    receiver.mode = "stall";
    const requestsInFlight = load.sent - load.answered - load.errors;
    const cpuAtKill = cpuSeconds(first.child.pid);
    first.child.kill("SIGKILL");
    const killedAt = Date.now();
    const answeredAtKill = load.answered;
    await exited(first.child);
    await load.stop();
    const rate = answeredAtKill / ((killedAt - loadStarted) / 1000);
    const deliveredAtKill = receiver.delivered.length;
    const receivedAtKill = receiver.received.length;

    // Pay pressed as the server died: the sandbox may hold the checkout as paid while the booking is not yet.
    const interruptedCheckouts = await checkoutsPaidWithoutBooking(database.db);

    // 2. Started again on the same database: the dispatcher finishes what was queued, and the payments sweep
    // (at start, then every 30 s) finishes the interrupted checkouts, with no customer coming back for them.
    receiver.mode = "accept";
    const second = await startListeningServer(env);
    running.push(second);
    let unfinishedCheckouts = interruptedCheckouts;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(250)) {
      unfinishedCheckouts = await checkoutsPaidWithoutBooking(database.db);
      if (unfinishedCheckouts === 0) break;
    }
    expect(unfinishedCheckouts, "paid checkouts the restarted server left unfinished").toBe(0);

    const unsent = async () => {
      const [row] = await queryRows(
        database.db,
        sql`select count(*)::int as count from outbox_emails where sent_at is null and failed_at is null`,
      );
      return Number(row?.count);
    };
    let pending = await unsent();
    for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(250)) {
      pending = await unsent();
      if (pending === 0) break;
    }
    expect(pending, "emails still unsent two minutes after the restart").toBe(0);
    // Long enough for a lease to run out and several polls to happen: a second copy would show up by now.
    await sleep(LEASE_SECONDS * 1000 + 3 * POLL_MS);

    // 3. The store: every answered booking as answered, nothing half written.
    const { lost, wrong } = compareWithStore(
      new Map([...warmUp.tracked, ...load.tracked]),
      await storedBookings(database.db),
    );
    const violations = await storeViolations(database.db);

    // 4. The emails: each queued one acknowledged by the SMTP server exactly once, by Message-ID.
    const outboxRows = (await queryRows(
      database.db,
      sql`select id, kind, sent_at, failed_at, attempts from outbox_emails`,
    )) as {
      id: string;
      kind: string;
      sent_at: unknown;
      failed_at: unknown;
      attempts: number;
    }[];
    const deliveredIds = await Promise.all(
      receiver.delivered.map(async (raw) => (await parseEmail(raw)).messageId),
    );
    const perId = new Map<string, number>();
    for (const id of deliveredIds) perId.set(id ?? "none", (perId.get(id ?? "none") ?? 0) + 1);
    const expectedIds = new Set(outboxRows.map((row) => `<${row.id}@ivdrips.my>`));
    const missing = [...expectedIds].filter((id) => !perId.has(id));
    const duplicates = [...perId.entries()].filter(([, count]) => count > 1);
    const unknown = [...perId.keys()].filter((id) => !expectedIds.has(id));

    printFigures("kill -9 under load", {
      customers: CUSTOMERS,
      sent: load.sent,
      answered: load.answered,
      "2xx/3xx": load.successCount(),
      errors: load.errors,
      achievedReqPerSec: rate.toFixed(1),
      secondsBeforeKill: ((killedAt - loadStarted) / 1000).toFixed(1),
      // What one request costs the server: the rate a free core would sustain is 1000 / this.
      serverCpuMsPerRequest:
        cpuAtStart === undefined || cpuAtKill === undefined
          ? "n/a"
          : (((cpuAtKill - cpuAtStart) * 1000) / answeredAtKill).toFixed(1),
      bookingsCreated: load.tracked.size,
      ...load.outcomeFigures(),
      requestsInFlightAtKill: requestsInFlight,
      checkoutsPaidWithoutBookingAfterKill: interruptedCheckouts,
      checkoutsFinishedBySweep: interruptedCheckouts - unfinishedCheckouts,
      bookingsLost: lost.length,
      bookingsWrong: wrong.length,
      storeViolations: violations.length,
    });
    printFigures("kill -9 under load: emails", {
      queued: outboxRows.length,
      emailInFlightAtKill: emailInFlight ? "yes" : "no",
      deliveredBeforeKill: deliveredAtKill,
      receivedBeforeKill: receivedAtKill,
      received: receiver.received.length,
      delivered: receiver.delivered.length,
      uniqueDelivered: perId.size,
      duplicates: duplicates.length,
      missing: missing.length,
      retriedAfterKill: outboxRows.filter((row) => row.attempts > 1).length,
    });
    console.log(
      `[reliability] statuses: ${[...load.statuses.entries()].map(([k, v]) => `${k}=${v}`).join(", ")}`,
    );

    expect(rate, "requests answered per second before the kill").toBeGreaterThanOrEqual(MIN_RATE);
    expect(load.ackedCount("paid"), "some bookings were paid under load").toBeGreaterThan(0);
    expect(lost).toEqual([]);
    expect(wrong).toEqual([]);
    expect(violations).toEqual([]);
    expect(outboxRows.every((row) => row.sent_at !== null && row.failed_at === null)).toBe(true);
    expect(missing).toEqual([]);
    expect(duplicates).toEqual([]);
    expect(unknown).toEqual([]);
    if (emailInFlight) {
      // The message the SMTP server held when the server died went out again after the restart, once.
      expect(receiver.received.length).toBeGreaterThan(receiver.delivered.length);
    }

    // The restarted server answers for what the first one acknowledged.
    const sample = [...load.tracked.values()].find((entry) => entry.acked.includes("paid"));
    if (sample) {
      const via = httpClient({ jwtSecret: RELIABILITY_JWT_SECRET, inviteCodeId });
      clients.push(via);
      const read = await via.request(second.url, "GET", `/api/bookings/${sample.id}`, {
        token: sample.customer.token,
      });
      expect(read.status).toBe(200);
      expect((read.json as Booking).paidAt).not.toBeNull();
    }
    expect(await stopServer(second.child)).toBe(0);
  }, 240_000);
});
