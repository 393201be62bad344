import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { amcheck } from "@electric-sql/pglite/contrib/amcheck";
import type { Booking } from "@ivdrips/contract/bookings";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEmbeddedDatabase } from "../../src/db/client";
import { acquireDataDirLock } from "../../src/db/data-dir-lock";
import * as schema from "../../src/db/schema";
import { compareWithStore, startBookingLoad } from "../booking-load";
import { httpClient } from "../http-client";
import {
  RELIABILITY_CLINICAL_KEY,
  RELIABILITY_JWT_SECRET,
  insertCustomers,
  insertTestClinic,
  printFigures,
  seedStore,
  storeViolations,
  storedBookings,
  type TestCustomer,
} from "../reliability-fixtures";
import { runCli } from "../run-cli";
import {
  exited,
  freeLoopbackPort,
  startListeningServer,
  startServer,
  stopServer,
  waitFor,
  type RunningServer,
} from "../spawn-server";

/**
 * The embedded store (PGlite in DATA_DIR) under a stream of writes through the real server: killed (-9)
 * mid-write and started again, it keeps every acknowledged write and passes a consistency check (amcheck on
 * every index and table, and the store's own rules); a second process started on the same DATA_DIR while the
 * first is writing is refused with a clear message, and the first carries on unharmed.
 */

const CUSTOMERS = 6;
const MIN_BOOKINGS = 30;

let dataDir: string;
let customers: TestCustomer[];
let providerId: string;
let clinicToken: string;
let clinicianId: string;
let inviteCodeId: string;
const running: RunningServer[] = [];

const env = () => ({
  DATA_DIR: dataDir,
  JWT_SECRET: RELIABILITY_JWT_SECRET,
  CLINICAL_DATA_KEY: RELIABILITY_CLINICAL_KEY,
});

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-embedded-crash-"));
  const store = await openEmbeddedDatabase(dataDir);
  try {
    await store.migrate();
    ({ inviteCodeId } = await seedStore(store.db));
    customers = await insertCustomers(store.db, CUSTOMERS, `writer-${process.pid}`);
    ({ providerId, clinicToken, clinicianId } = await insertTestClinic(store.db, {
      username: `embedded-${process.pid}`,
      capacity: 100,
    }));
  } finally {
    await store.close();
  }
}, 120_000);

afterAll(async () => {
  for (const server of running) await stopServer(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The store checked with the server stopped: amcheck over every B-tree index (each heap tuple found in its
 * index) and every table's heap, then the store's own rules, and the bookings as stored.
 */
async function checkStoppedStore() {
  const lock = acquireDataDirLock(dataDir);
  const client = await PGlite.create(path.join(dataDir, "pgdata"), { extensions: { amcheck } });
  try {
    await client.exec("create extension if not exists amcheck");
    // Raises on the first index that disagrees with its table (heapallindexed: every tuple is in the index).
    const indexes = await client.query<{ name: string }>(
      `select c.relname as name, bt_index_check(c.oid, true) from pg_index i
        join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
        join pg_namespace n on n.oid = c.relnamespace where am.amname = 'btree' and n.nspname = 'public'`,
    );
    const heapProblems = await client.query<{ relname: string; msg: string }>(
      `select c.relname, v.msg from pg_class c join pg_namespace n on n.oid = c.relnamespace,
        lateral verify_heapam(c.oid) v where c.relkind = 'r' and n.nspname = 'public'`,
    );
    const db = drizzle({ client, schema, casing: "snake_case" });
    return {
      indexesChecked: indexes.rows.length,
      heapProblems: heapProblems.rows.map((row) => `${row.relname}: ${row.msg}`),
      violations: await storeViolations(db),
      stored: await storedBookings(db),
    };
  } finally {
    await client.close();
    lock.release();
  }
}

describe("the embedded store across kill -9 and a second process", () => {
  it("keeps every acknowledged write after kill -9 mid-write, and starts again on the same DATA_DIR", async () => {
    const first = await startListeningServer(env());
    running.push(first);
    const started = Date.now();
    const load = startBookingLoad({
      baseUrl: first.url,
      inviteCodeId,
      customers,
      providerId,
      perWindow: 20,
      clinic: { token: clinicToken, workers: 1, clinicianId },
    });
    // Enough acknowledged writes of each kind (a fresh process is slow at first), then kill mid-write: the
    // loops always have requests in flight.
    await waitFor(
      () =>
        load.tracked.size >= MIN_BOOKINGS &&
        load.ackedCount("paid") >= 3 &&
        load.ackedCount("cancelled") >= 3,
      `${MIN_BOOKINGS} acknowledged bookings`,
      90_000,
    );
    const requestsInFlight = load.sent - load.answered - load.errors;
    first.child.kill("SIGKILL");
    const killedAt = Date.now();
    const answeredAtKill = load.answered;
    await exited(first.child);
    await load.stop();

    // The lock file still names the dead process; the server takes it over and opens the store.
    const second = await startListeningServer(env());
    running.push(second);
    // Checkouts paid as the server died are finished by the restarted server's payments sweep; the store
    // check below, after it stops, finds none left.
    // The restarted server answers for what the first one acknowledged.
    const via = httpClient({ jwtSecret: RELIABILITY_JWT_SECRET, inviteCodeId });
    let missingFromApi = 0;
    try {
      for (const customer of customers) {
        const answer = await via.request(second.url, "GET", "/api/bookings", { token: customer.token });
        expect(answer.status).toBe(200);
        const ids = new Set((answer.json as Booking[]).map((booking) => booking._id));
        for (const entry of load.tracked.values()) {
          if (entry.customer.id === customer.id && !ids.has(entry.id)) missingFromApi += 1;
        }
      }
    } finally {
      via.close();
    }
    expect(await stopServer(second.child)).toBe(0);

    const check = await checkStoppedStore();
    const { lost, wrong } = compareWithStore(load.tracked, check.stored);
    printFigures("embedded kill -9 mid-write", {
      sent: load.sent,
      "2xx/3xx": load.successCount(),
      errors: load.errors,
      achievedReqPerSec: (answeredAtKill / ((killedAt - started) / 1000)).toFixed(1),
      bookingsAcknowledged: load.tracked.size,
      ...load.outcomeFigures(),
      requestsInFlightAtKill: requestsInFlight,
      bookingsLost: lost.length,
      missingFromApi,
      bookingsWrong: wrong.length,
      indexesChecked: check.indexesChecked,
      heapProblems: check.heapProblems.length,
      storeViolations: check.violations.length,
    });
    expect(requestsInFlight, "requests in flight at the kill").toBeGreaterThan(0);
    expect(load.errors, "requests cut off by the kill").toBeGreaterThan(0);
    expect(lost).toEqual([]);
    expect(missingFromApi).toBe(0);
    expect(wrong).toEqual([]);
    expect(check.indexesChecked).toBeGreaterThan(10);
    expect(check.heapProblems).toEqual([]);
    expect(check.violations).toEqual([]);
  }, 180_000);

  it("refuses a second server and the CLI on the DATA_DIR while the first writes, and the first is unharmed", async () => {
    const first = await startListeningServer(env());
    running.push(first);
    const load = startBookingLoad({
      baseUrl: first.url,
      inviteCodeId,
      customers,
      providerId,
      perWindow: 20,
      firstWindow: 100,
    });
    await sleep(1000);
    const answeredBefore = load.answered;

    // A second server, started while the first is writing: refused, with the holder named.
    const second = startServer({ HOST: "127.0.0.1", PORT: String(await freeLoopbackPort()), ...env() });
    const secondCode = await exited(second.child);
    const cli = await runCli(["invite", "list"], { DATA_DIR: dataDir });
    const lockHolder = (
      JSON.parse(fs.readFileSync(path.join(dataDir, "pglite.lock"), "utf8")) as { pid: number }
    ).pid;
    await sleep(1000);
    const answeredWhileRefused = load.answered - answeredBefore;
    await load.stop();
    const health = await fetch(`${first.url}/api/health`);
    expect(await stopServer(first.child)).toBe(0);
    const check = await checkStoppedStore();
    const { lost, wrong } = compareWithStore(load.tracked, check.stored);

    printFigures("embedded second process while writing", {
      sent: load.sent,
      "2xx/3xx": load.successCount(),
      otherStatus: load.answered - load.successCount(),
      errors: load.errors,
      secondServerExit: String(secondCode),
      cliExit: String(cli.code),
      answeredWhileRefused,
      bookingsAcknowledged: load.tracked.size,
      bookingsLost: lost.length,
      bookingsWrong: wrong.length,
      heapProblems: check.heapProblems.length,
      storeViolations: check.violations.length,
    });
    const refusal = `The embedded database in ${dataDir} is in use by another process (pid ${first.child.pid})`;
    expect(secondCode).toBe(1);
    expect(second.output()).toContain(refusal);
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain(refusal);
    expect(lockHolder).toBe(first.child.pid);
    // The first server carried on: every request answered, all of them successes, through and after the refusal.
    expect(load.errors).toBe(0);
    expect(load.answered - load.successCount()).toBe(0);
    expect(answeredWhileRefused).toBeGreaterThan(0);
    expect(health.status).toBe(200);
    expect(lost).toEqual([]);
    expect(wrong).toEqual([]);
    expect(check.heapProblems).toEqual([]);
    expect(check.violations).toEqual([]);
  }, 180_000);
});
