import pg from "pg";
import { afterEach, expect, it } from "vitest";
import { keepConnectionsAfterRefusals } from "./pool-queries";

let pool: pg.Pool | undefined;
afterEach(async () => {
  await pool?.end();
  pool = undefined;
});

const backendPid = async (on: pg.Pool): Promise<number> => {
  const { rows } = await on.query<{ pid: number }>({ text: "select pg_backend_pid() as pid" });
  return rows[0]?.pid ?? -1;
};

function onePooledConnection(): pg.Pool {
  pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
  keepConnectionsAfterRefusals(pool);
  return pool;
}

it("keeps the connection after a statement PostgreSQL refused, as pg-pool's own query() does not", async () => {
  const kept = onePooledConnection();
  const before = await backendPid(kept);
  await expect(kept.query({ text: "select 1 / 0" })).rejects.toMatchObject({ code: "22012" });
  expect(await backendPid(kept)).toBe(before);
  expect(kept.totalCount).toBe(1);

  // The same refusal through an unchanged pool ends its connection: what the wrapper is for.
  const plain = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
  try {
    const first = (await plain.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]?.pid;
    await expect(plain.query("select 1 / 0")).rejects.toMatchObject({ code: "22012" });
    const second = (await plain.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]?.pid;
    expect(second).not.toBe(first);
  } finally {
    await plain.end();
  }
});

it("still ends a connection that failed: the next statement gets a new one", async () => {
  const kept = onePooledConnection();
  const before = await backendPid(kept);
  // The server ends this backend under the statement (57P01 admin_shutdown): the connection is lost.
  await expect(kept.query({ text: "select pg_terminate_backend(pg_backend_pid())" })).rejects.toThrow();
  const after = await backendPid(kept);
  expect(after).not.toBe(before);
});

it("answers as pg-pool does: rows and the statement's values", async () => {
  const kept = onePooledConnection();
  const { rows } = await kept.query<{ sum: number }>({ text: "select $1::int + $2::int as sum" }, [2, 3]);
  expect(rows).toEqual([{ sum: 5 }]);
});
