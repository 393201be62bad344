import net from "node:net";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { expect, it } from "vitest";
import { isConnectionFailure, isServerUnreachable } from "./connection-failure";

/**
 * The error a caller gets that waited for a pooled connection while all were taken: from the pool itself, and
 * from a query through Drizzle (which wraps it in a DrizzleQueryError), as the routes see it.
 */
async function poolWaitErrors(): Promise<{ fromPool: unknown; fromDrizzle: unknown }> {
  const pool = new pg.Pool({
    connectionString: process.env.TEST_DATABASE_URL,
    max: 1,
    connectionTimeoutMillis: 200,
  });
  const held = await pool.connect();
  try {
    const fromPool = await pool.connect().then(
      (client) => {
        client.release();
        return undefined;
      },
      (error: unknown) => error,
    );
    const fromDrizzle = await drizzle(pool)
      .execute(sql`select 1`)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    return { fromPool, fromDrizzle };
  } finally {
    held.release();
    await pool.end();
  }
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

it("tells a busy pool (a 503 for that request) from a server that is away (the shortcut)", async () => {
  const { fromPool, fromDrizzle } = await poolWaitErrors();
  expect(fromDrizzle).toHaveProperty("cause", expect.objectContaining({ message: expect.any(String) }));
  for (const busy of [fromPool, fromDrizzle]) {
    expect(isConnectionFailure(busy)).toBe(true);
    expect(isServerUnreachable(busy)).toBe(false);
  }

  const client = new pg.Client({
    host: "127.0.0.1",
    port: await closedPort(),
    connectionTimeoutMillis: 1000,
  });
  const refused = await client.connect().then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(isConnectionFailure(refused)).toBe(true);
  expect(isServerUnreachable(refused)).toBe(true);
});
