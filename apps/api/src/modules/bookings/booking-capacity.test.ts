import { TIME_WINDOWS, addDays, windowBounds } from "@ivdrips/contract/time-windows";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { bookingRequest, postBooking } from "../../../test/booking-fixtures";
import { screenInsertedCustomers } from "../../../test/clinical-fixtures";
import { TEST_JWT_SECRET, buildTestApp } from "../../../test/test-app";
import { TEST_DB } from "../../../test/test-database";
import { openPostgresDatabase, type DatabaseHandle } from "../../db/client";
import { bookings, users } from "../../db/schema";
import { databaseErrorOf } from "../../db/transactions";
import { createTokenService } from "../../lib/tokens";

/**
 * Capacity never overbooks: many customers race for one window through (on PostgreSQL) two API instances
 * with separate connection pools, as two processes would; and the database itself refuses an overbooking
 * that skips the application's check.
 */

const CUSTOMERS = 100;
const ROUNDS = 20;
const t = appUnderTest({ now: "2026-06-01T09:00:00+08:00" });
let secondPool: DatabaseHandle | undefined;
let apps: FastifyInstance[];
let tokens: string[];
let userIds: string[];

beforeAll(async () => {
  apps = [t.app];
  if (TEST_DB === "postgres" && t.database.url) {
    secondPool = await openPostgresDatabase(t.database.url, { maxConnections: 10 });
    const second = await buildTestApp({ database: secondPool, jwtSecret: TEST_JWT_SECRET, clock: t.clock });
    await second.ready();
    apps.push(second);
  }
  // Customers straight into the table: 100 password hashes would only slow the test down.
  const rows = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: CUSTOMERS }, (_, i) => ({
        email: `racer${i}@example.com`,
        fullName: `Racer ${i}`,
        passwordHash: "not-used",
      })),
    )
    .returning({ id: users.id });
  userIds = rows.map((row) => row.id);
  await screenInsertedCustomers(t.database.db, userIds, t.clock);
  const signer = createTokenService(TEST_JWT_SECRET, t.clock);
  tokens = await Promise.all(userIds.map(async (id) => (await signer.sign(id, "customer")).token));
}, 120_000);

afterAll(async () => {
  for (const app of apps.slice(1)) await app.close();
  await secondPool?.close();
});

const holdingCount = async (providerId: string, startsAt: Date) => {
  const rows = await t.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.providerId, providerId),
        eq(bookings.windowStartsAt, startsAt),
        inArray(bookings.status, ["pending", "confirmed"]),
      ),
    );
  return rows[0]?.count ?? 0;
};

describe("100 simultaneous holds for one window of capacity 2", () => {
  it(`let exactly 2 through and refuse 98 with WINDOW_FULL, ${ROUNDS} times over`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const date = addDays("2026-06-02", Math.floor(round / TIME_WINDOWS.length));
      const window = TIME_WINDOWS[round % TIME_WINDOWS.length];
      if (!window) throw new Error("no window");
      const request = bookingRequest({ date, timeSlot: window.timeSlot });
      const responses = await Promise.all(
        tokens.map((token, i) => postBooking(apps[i % apps.length] as FastifyInstance, token, request)),
      );
      const created = responses.filter((response) => response.statusCode === 201);
      const refused = responses.filter((response) => response.statusCode === 409);
      expect(created, `round ${round}`).toHaveLength(2);
      expect(refused, `round ${round}`).toHaveLength(CUSTOMERS - 2);
      for (const response of refused) {
        expect(response.json()).toEqual({
          message: "This time window is fully booked. Please choose another time.",
          messageId: "windowFull",
          statusCode: 409,
          code: "WINDOW_FULL",
        });
      }
      const { startsAt } = windowBounds(date, window);
      expect(await holdingCount(t.seeded.providerId, startsAt)).toBe(2);
      // The winners give their holds up, so nobody reaches the limit of open holds in later rounds.
      for (const response of created) await t.app.bookings.releaseHold(response.json()._id, "abandoned");
    }
  }, 300_000);

  it("gives the place of a lapsed hold to the next customer", async () => {
    const date = "2026-07-15";
    const request = bookingRequest({ date });
    expect((await postBooking(t.app, tokens[0] as string, request)).statusCode).toBe(201);
    expect((await postBooking(t.app, tokens[1] as string, request)).statusCode).toBe(201);
    expect((await postBooking(t.app, tokens[2] as string, request)).statusCode).toBe(409);
    t.clock.advance(30 * 60_000);
    const responses = await Promise.all(
      tokens
        .slice(2, 12)
        .map((token, i) => postBooking(apps[i % apps.length] as FastifyInstance, token, request)),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(2);
  });
});

describe("the database backstop", () => {
  const insertDirect = (db: DatabaseHandle["db"], userId: string, date: string, status = "confirmed") => {
    const { startsAt, endsAt } = windowBounds(date, TIME_WINDOWS[0]);
    return db.execute(sql`
      insert into bookings (reference, user_id, service_id, provider_id, date, time_slot, window_starts_at,
        window_ends_at, country, city, customer_name, customer_email, customer_phone, customer_address,
        visit_place, quantity, unit_price_sen, total_sen, status)
      values (${`SQL-${Math.random().toString(36).slice(2, 10)}`}, ${userId}, 'nutriglow', ${t.seeded.providerId},
        ${date}, 'Morning 8AM - 12PM', ${startsAt.toISOString()}, ${endsAt.toISOString()}, 'Malaysia',
        'Kuala Lumpur', 'Direct', 'direct@example.com', '+60 3-1234 5678', 'Somewhere 1',
        '{"kind": "other", "line1": "Somewhere 1", "postcode": null, "area": null, "access": {}}', 1, 60000, 60000,
        ${status})`);
  };
  const refusedByCapacity = (error: unknown) => {
    expect(databaseErrorOf(error)).toMatchObject({ code: "23514", constraint: "bookings_window_capacity" });
    return true;
  };

  it("refuses a direct SQL insert past capacity, and reviving a cancelled booking into a full window", async () => {
    const date = "2026-08-01";
    const [a, b, c] = userIds as [string, string, string];
    await insertDirect(t.database.db, a, date);
    await insertDirect(t.database.db, b, date, "pending");
    await expect(insertDirect(t.database.db, c, date)).rejects.toSatisfy(refusedByCapacity);
    await insertDirect(t.database.db, c, date, "cancelled");
    await expect(
      t.database.db.execute(
        sql`update bookings set status = 'confirmed' where status = 'cancelled' and date = ${date}`,
      ),
    ).rejects.toSatisfy(refusedByCapacity);
    const { startsAt } = windowBounds(date, TIME_WINDOWS[0]);
    expect(await holdingCount(t.seeded.providerId, startsAt)).toBe(2);
  });

  // On PostgreSQL through two pools; the embedded database has one connection, so there they queue.
  it("refuses the second of two concurrent direct inserts into the last place", async () => {
    const date = "2026-08-02";
    await insertDirect(t.database.db, userIds[0] as string, date);
    const other = secondPool?.db ?? t.database.db;
    const results = await Promise.allSettled([
      insertDirect(t.database.db, userIds[1] as string, date),
      insertDirect(other, userIds[2] as string, date),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((result) => result.status === "rejected");
    expect(refusedByCapacity(rejected?.reason)).toBe(true);
  });
});
