import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { openPostgresDatabase, type DatabaseHandle } from "./client";
import { inTransaction } from "./transactions";

/** A real deadlock between two connections: PostgreSQL aborts one, which inTransaction runs again. */

let database: TestDatabase;
let other: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  if (!database.url) throw new Error("needs PostgreSQL");
  other = await openPostgresDatabase(database.url, { maxConnections: 2 });
});
afterAll(async () => {
  await other.close();
  await database.close();
});

function barrier(parties: number) {
  let arrived = 0;
  let release: () => void = () => undefined;
  const all = new Promise<void>((resolve) => (release = resolve));
  return async () => {
    arrived += 1;
    if (arrived === parties) release();
    await all;
  };
}

describe("inTransaction on PostgreSQL", () => {
  it("survives a deadlock: both transactions finish, one of them on its second attempt", async () => {
    const bothHoldTheirFirstLock = barrier(2);
    let attempts = 0;
    const lockInOrder = (db: DatabaseHandle["db"], first: number, second: number) =>
      inTransaction(db, async (tx) => {
        attempts += 1;
        await tx.execute(sql`select pg_advisory_xact_lock(${first})`);
        if (attempts <= 2) await bothHoldTheirFirstLock();
        await tx.execute(sql`select pg_advisory_xact_lock(${second})`);
        return first;
      });
    const results = await Promise.all([lockInOrder(database.db, 101, 202), lockInOrder(other.db, 202, 101)]);
    expect(results).toEqual([101, 202]);
    expect(attempts).toBe(3);
  }, 30_000);
});
