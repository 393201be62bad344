import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ServiceListSchema, ServiceSchema, type Service } from "@ivdrips/contract/catalogue";
import type { AdminServiceList } from "@ivdrips/contract/admin-catalogue";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/lib/passwords";
import { insertStaff } from "../../src/modules/admin/staff.repository";
import { CATALOGUE } from "../../src/seed/catalogue-data";
import { httpClient, type HttpAnswer, type HttpClient } from "../http-client";
import {
  RELIABILITY_CLINICAL_KEY,
  RELIABILITY_JWT_SECRET,
  bookingFor,
  insertCustomers,
  insertTestClinic,
  nthWindow,
  seedStore,
  type TestCustomer,
} from "../reliability-fixtures";
import { runCli } from "../run-cli";
import { startListeningServer, stopServer, type RunningServer } from "../spawn-server";
import { VALID_PASSWORD } from "../test-app";
import { createTestDatabase, type TestDatabase } from "../test-database";

/**
 * Issue 25, the catalogue from memory: two real API processes (main.ts) on one PostgreSQL each keep the
 * catalogue in memory, yet a staff price change through one, a service the CLI's seed adds (another process
 * altogether) and a review through the other are visible on the very next request in both, under a new ETag,
 * and a revalidation with the old ETag is never answered 304.
 */

const STAFF_EMAIL = `catalogue-staff-${process.pid}@example.com`;
const SERVICE = "nmn-150";
const SEEDED_PRICE = 1600;
/** The service the seed adds back in the CLI test (nothing books it). */
const ADDED = CATALOGUE.at(-1)?.id ?? "";

let database: TestDatabase;
let dataDir: string;
let client: HttpClient;
let clinic: { providerId: string };
let customer: TestCustomer;
let staffToken: string;
const servers: RunningServer[] = [];
const [serverA, serverB] = [() => servers[0] as RunningServer, () => servers[1] as RunningServer];

beforeAll(async () => {
  database = await createTestDatabase();
  if (!database.url) throw new Error("the reliability suite runs on PostgreSQL (TEST_DATABASE_URL)");
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-catalogue-cache-"));
  const { inviteCodeId } = await seedStore(database.db);
  clinic = await insertTestClinic(database.db, { username: `cache-${process.pid}`, capacity: 10 });
  [customer] = (await insertCustomers(database.db, 1, `cache-${process.pid}`)) as [TestCustomer];
  await insertStaff(database.db, {
    email: STAFF_EMAIL,
    name: "Siti Operations",
    passwordHash: await hashPassword(VALID_PASSWORD),
  });
  client = httpClient({ jwtSecret: RELIABILITY_JWT_SECRET, inviteCodeId });
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    JWT_SECRET: RELIABILITY_JWT_SECRET,
    CLINICAL_DATA_KEY: RELIABILITY_CLINICAL_KEY,
  };
  servers.push(...(await Promise.all([startListeningServer(env), startListeningServer(env)])));
  const login = await client.request(serverA().url, "POST", "/api/admin/login", {
    body: { email: STAFF_EMAIL, password: VALID_PASSWORD },
  });
  expect(login.status, login.text).toBe(200);
  staffToken = (login.json as { token: string }).token;
}, 180_000);

afterAll(async () => {
  client?.close();
  await Promise.all(servers.map((server) => stopServer(server.child)));
  await database?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const both = () => [serverA(), serverB()];

const get = (server: RunningServer, url: string, headers: Record<string, string> = {}) =>
  client.request(server.url, "GET", url, { headers });

/** The list and the one service as `server` answers them now, with their ETags. */
async function readOn(server: RunningServer) {
  const list = await get(server, "/api/services");
  const one = await get(server, `/api/services/${SERVICE}`);
  expect(list.status).toBe(200);
  expect(one.status).toBe(200);
  const service = ServiceSchema.parse(one.json);
  expect(ServiceListSchema.parse(list.json).find((entry) => entry.id === SERVICE)).toEqual(service);
  return { list, one, service };
}

type Read = Awaited<ReturnType<typeof readOn>>;

/** Reads on both processes (each keeps them in memory), runs `change`, and reads each again at once. */
async function acrossAChange(change: () => Promise<void>): Promise<{ before: Read[]; after: Read[] }> {
  const before = await Promise.all(both().map(readOn));
  await change();
  const after: Read[] = [];
  for (const [index, server] of both().entries()) {
    const was = before[index] as Read;
    // The next request, with the ETags this process gave before: never a 304 for what changed.
    for (const [url, old] of [
      ["/api/services", was.list],
      [`/api/services/${SERVICE}`, was.one],
    ] as const) {
      const revalidated: HttpAnswer = await get(server, url, { "if-none-match": String(old.headers.etag) });
      expect(revalidated.status, `${server.url}${url}`).toBe(200);
      expect(revalidated.headers.etag, `${server.url}${url}`).not.toBe(old.headers.etag);
    }
    after.push(await readOn(server));
  }
  // One body, one ETag, whichever process made it.
  expect(after[0]?.list.headers.etag).toBe(after[1]?.list.headers.etag);
  expect(after[0]?.list.text).toBe(after[1]?.list.text);
  return { before, after };
}

const prices = (reads: Read[]) => reads.map((read) => read.service.price);

describe("the catalogue kept in memory by two API processes", () => {
  it("shows a staff price change made through A on the next request on A and on B", async () => {
    const { after } = await acrossAChange(async () => {
      const services = await client.request(serverA().url, "GET", "/api/admin/services", {
        token: staffToken,
      });
      const row = (services.json as AdminServiceList).services.find((service) => service.id === SERVICE);
      if (!row) throw new Error(`${SERVICE} is not in the console's catalogue`);
      const { id: _id, category: _category, image: _image, updatedAt: _updatedAt, ...editable } = row;
      const edit = await client.request(serverA().url, "PUT", `/api/admin/services/${SERVICE}`, {
        token: staffToken,
        body: { ...editable, priceRm: 1750 },
      });
      expect(edit.status, edit.text).toBe(200);
    });
    expect(prices(after)).toEqual([1750, 1750]);
  });

  it("shows a service the CLI's seed adds on the next request on both, and keeps the staff's price", async () => {
    // A service missing, as when the code's catalogue grows: psql takes one out, and both processes drop it.
    await database.db.execute(sql`delete from services where id = ${ADDED}`);
    const listed = (read: Read) => ServiceListSchema.parse(read.list.json).map((service) => service.id);
    const deadline = Date.now() + 10_000;
    let before = await Promise.all(both().map(readOn));
    while (before.some((read) => listed(read).includes(ADDED))) {
      if (Date.now() > deadline) throw new Error(`${ADDED} is still listed after psql deleted it`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      before = await Promise.all(both().map(readOn));
    }
    // The seed in another process altogether adds what is missing and nothing else.
    const seeded = await runCli(["seed"], { DATABASE_URL: database.url ?? "", DATA_DIR: dataDir });
    expect(seeded, seeded.stderr).toMatchObject({ code: 0 });
    expect(seeded.stdout).toContain("Seeded what was missing: 1 service.");
    for (const [index, server] of both().entries()) {
      const was = before[index] as Read;
      const revalidated = await get(server, "/api/services", {
        "if-none-match": String(was.list.headers.etag),
      });
      expect(revalidated.status, server.url).toBe(200);
      expect(revalidated.headers.etag, server.url).not.toBe(was.list.headers.etag);
    }
    const after = await Promise.all(both().map(readOn));
    for (const read of after) expect(listed(read)).toContain(ADDED);
    expect(prices(after)).toEqual([1750, 1750]);
  });

  it("shows a review posted through B in the rating on the next request on A and on B", async () => {
    const { before, after } = await acrossAChange(async () => {
      const bookingId = await completedBooking(serverA());
      const review = await client.request(serverB().url, "POST", `/api/bookings/${bookingId}/review`, {
        token: customer.token,
        body: { rating: 4 },
      });
      expect(review.status, review.text).toBe(201);
    });
    const rating = (reads: Read[]) => reads.map((read): Service["rating"] => read.service.rating);
    expect(rating(before)).toEqual([
      { average: null, count: 0 },
      { average: null, count: 0 },
    ]);
    expect(rating(after)).toEqual([
      { average: 4, count: 1 },
      { average: 4, count: 1 },
    ]);
  });

  it("sees a change made while its listening connections were cut off", async () => {
    const { after } = await acrossAChange(async () => {
      // Every connection of both processes is cut off: their catalogue listeners, and the pooled connections
      // that LISTEN too (waiting until they are gone)...
      const cut = await database.db.execute(
        sql`select pg_terminate_backend(pid, 5000) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      );
      expect((cut as unknown as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(2);
      // ...and the change they would have heard of is made meanwhile, by psql as it were.
      await database.db.execute(sql`update services set price_sen = 180000 where id = ${SERVICE}`);
    });
    expect(prices(after)).toEqual([1800, 1800]);
    await database.db.execute(
      sql`update services set price_sen = ${SEEDED_PRICE * 100} where id = ${SERVICE}`,
    );
    const restored = await Promise.all(both().map(readOn));
    expect(prices(restored)).toEqual([SEEDED_PRICE, SEEDED_PRICE]);
  });
});

/** A visit of SERVICE booked and paid through `server` (the sandbox checkout), then marked completed. */
async function completedBooking(server: RunningServer): Promise<string> {
  // At the price staff set earlier in this file: no start or seed puts the code's price back.
  const { price } = (await readOn(server)).service;
  const checkout = await client.request(
    server.url,
    "POST",
    "/api/payments/create-checkout-session-with-booking",
    {
      token: customer.token,
      body: {
        bookingData: {
          ...bookingFor(clinic.providerId, nthWindow(1), customer),
          serviceId: SERVICE,
          totalAmount: price,
        },
        amount: price,
        currency: "MYR",
      },
    },
  );
  expect(checkout.status, checkout.text).toBe(200);
  const { sessionId, bookingId } = checkout.json as { sessionId: string; bookingId: string };
  const paid = await client.request(server.url, "POST", `/api/payments/sandbox/${sessionId}/pay`);
  expect(paid.status, paid.text).toBe(303);
  // The visit took place: what the clinic's approval and the sweep after its window would have made it.
  await database.db.execute(sql`update bookings set status = 'completed' where id = ${bookingId}`);
  return bookingId;
}
