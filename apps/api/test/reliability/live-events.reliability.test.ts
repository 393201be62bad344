import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BookingEventSchema, type BookingEvent } from "@ivdrips/contract/clinic-calendar";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEventStream, type EventStreamReader, type StreamedEvent } from "../event-stream";
import { httpClient, inviteCookie, type HttpClient } from "../http-client";
import {
  RELIABILITY_CLINICAL_KEY,
  RELIABILITY_JWT_SECRET,
  bookingFor,
  insertCustomers,
  insertTestClinic,
  nthWindow,
  printFigures,
  queryRows,
  seedStore,
  type TestCustomer,
} from "../reliability-fixtures";
import { startListeningServer, stopServer, type RunningServer } from "../spawn-server";
import { createTestDatabase, type TestDatabase } from "../test-database";

/**
 * Issue 23, live updates: two real API processes (main.ts) on one PostgreSQL. A booking paid through one
 * process reaches the clinic's stream on the other within seconds (LISTEN/NOTIFY), a dropped stream resumes
 * with Last-Event-ID on either process with exactly what it missed, a lost LISTEN connection is reopened, and
 * a process with streams open still stops at once on SIGTERM.
 */

const WITHIN_MS = 5_000;

let database: TestDatabase;
let dataDir: string;
let inviteCodeId: string;
let clinic: { clinicId: string; providerId: string; clinicToken: string };
let customers: TestCustomer[];
let payer: HttpClient;
const servers: RunningServer[] = [];
const readers: EventStreamReader[] = [];
let windows = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  if (!database.url) throw new Error("the reliability suite runs on PostgreSQL (TEST_DATABASE_URL)");
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-live-events-"));
  ({ inviteCodeId } = await seedStore(database.db));
  clinic = await insertTestClinic(database.db, { username: `live-${process.pid}`, capacity: 10 });
  customers = await insertCustomers(database.db, 1, `live-${process.pid}`);
  payer = httpClient({ jwtSecret: RELIABILITY_JWT_SECRET, inviteCodeId });
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    JWT_SECRET: RELIABILITY_JWT_SECRET,
    CLINICAL_DATA_KEY: RELIABILITY_CLINICAL_KEY,
  };
  servers.push(...(await Promise.all([startListeningServer(env), startListeningServer(env)])));
}, 180_000);

afterAll(async () => {
  for (const reader of readers) reader.close();
  payer?.close();
  await Promise.all(servers.map((server) => stopServer(server.child)));
  await database?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const [serverA, serverB] = [() => servers[0] as RunningServer, () => servers[1] as RunningServer];

async function clinicStream(server: RunningServer, lastEventId?: string) {
  const reader = await openEventStream(`${server.url}/api/clinics/events`, {
    authorization: `Bearer ${clinic.clinicToken}`,
    cookie: inviteCookie(RELIABILITY_JWT_SECRET, inviteCodeId),
    ...(lastEventId === undefined ? {} : { "last-event-id": lastEventId }),
  });
  expect(reader.status).toBe(200);
  readers.push(reader);
  return reader;
}

/** Books and pays (the sandbox checkout) through `server`, as a customer's browser does; the booking's id. */
async function bookAndPay(server: RunningServer): Promise<string> {
  const customer = customers[0] as TestCustomer;
  const bookingData = bookingFor(clinic.providerId, nthWindow((windows += 1)), customer);
  const checkout = await payer.request(
    server.url,
    "POST",
    "/api/payments/create-checkout-session-with-booking",
    {
      token: customer.token,
      body: {
        bookingData,
        amount: bookingData.totalAmount,
        currency: "MYR",
      },
    },
  );
  expect(checkout.status, checkout.text).toBe(200);
  const { sessionId, bookingId } = checkout.json as { sessionId: string; bookingId: string };
  const paid = await payer.request(server.url, "POST", `/api/payments/sandbox/${sessionId}/pay`);
  expect(paid.status, paid.text).toBe(303);
  return bookingId;
}

const dataOf = (event: StreamedEvent): BookingEvent => BookingEventSchema.parse(JSON.parse(event.data));

describe("live booking events across two API processes", () => {
  it("reach the clinic's stream on process A when a booking is paid through process B", async () => {
    const stream = await clinicStream(serverA());
    const started = Date.now();
    const bookingId = await bookAndPay(serverB());
    const event = await stream.next(WITHIN_MS);
    printFigures("live events", { paidThroughBToEventOnAMs: Date.now() - started });
    expect(event.event).toBe("booking_paid");
    expect(dataOf(event)).toMatchObject({ type: "booking_paid", bookingId });
  });

  it("resume with Last-Event-ID, on the other process, with exactly what the dropped stream missed", async () => {
    const first = await clinicStream(serverA());
    const seenId = await bookAndPay(serverB());
    const last = await first.next(WITHIN_MS);
    expect(dataOf(last).bookingId).toBe(seenId);
    first.close();

    const missed = await bookAndPay(serverA());
    const resumed = await clinicStream(serverB(), last.id);
    const replayed = await resumed.next(WITHIN_MS);
    expect(dataOf(replayed)).toMatchObject({ type: "booking_paid", bookingId: missed });
    await expect(resumed.next(500)).rejects.toThrow(/no event/);
    const live = await bookAndPay(serverA());
    expect(dataOf(await resumed.next(WITHIN_MS)).bookingId).toBe(live);
  });

  it("keep coming after the process's LISTEN connection is cut", async () => {
    const stream = await clinicStream(serverA());
    // Every listening connection to this database (both processes'): each must open itself again.
    const cut = await queryRows(
      database.db,
      sql`select pg_terminate_backend(pid) as cut from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN %' and pid <> pg_backend_pid()`,
    );
    expect(cut.length).toBeGreaterThanOrEqual(2);
    const bookingId = await bookAndPay(serverB());
    expect(dataOf(await stream.next(WITHIN_MS)).bookingId).toBe(bookingId);
  });

  it("do not hold up a graceful stop: SIGTERM ends the open streams and the process exits", async () => {
    const stream = await clinicStream(serverB());
    const started = Date.now();
    expect(await stopServer(serverB().child)).toBe(0);
    await stream.ended;
    printFigures("live events", { stopWithOpenStreamMs: Date.now() - started });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
