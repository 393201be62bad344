import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { TRANSACTION_ATTEMPTS, databaseErrorOf, inTransaction } from "./transactions";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table retry_probe (n integer not null)`);
});
afterAll(() => database.close());

/** Shaped as pg and PGlite report it, wrapped as Drizzle wraps query errors. */
const failure = (code: string) =>
  Object.assign(new Error("query failed"), { cause: { code, message: code } });

const rows = async () => {
  const result: unknown = await database.db.execute(sql`select n from retry_probe order by n`);
  return (result as { rows: { n: number }[] }).rows;
};

describe("inTransaction", () => {
  it("runs the work again after a serialization failure or a deadlock, keeping only the last attempt", async () => {
    let attempts = 0;
    const result = await inTransaction(database.db, async (tx) => {
      attempts += 1;
      await tx.execute(sql`insert into retry_probe (n) values (${attempts})`);
      if (attempts === 1) throw failure("40001");
      if (attempts === 2) throw failure("40P01");
      return "done";
    });
    expect(result).toBe("done");
    expect(attempts).toBe(3);
    expect(await rows()).toEqual([{ n: 3 }]);
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} attempts and rethrows`, async () => {
    let attempts = 0;
    await expect(
      inTransaction(database.db, async () => {
        attempts += 1;
        throw failure("40001");
      }),
    ).rejects.toSatisfy((error) => databaseErrorOf(error)?.code === "40001");
    expect(attempts).toBe(TRANSACTION_ATTEMPTS);
  });

  it("does not repeat work that failed for any other reason", async () => {
    let attempts = 0;
    await expect(
      inTransaction(database.db, async (tx) => {
        attempts += 1;
        await tx.execute(sql`insert into retry_probe (n) values (null)`);
      }),
    ).rejects.toSatisfy((error) => databaseErrorOf(error)?.code === "23502");
    expect(attempts).toBe(1);
  });
});
