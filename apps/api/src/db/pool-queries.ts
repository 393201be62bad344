import pg from "pg";

/**
 * pg-pool's own `query()` ends the connection after any failed statement (`release(err)`), so every statement
 * PostgreSQL refuses — a hold refused by its check_violation, a unique violation — costs the next request a
 * new connection (a TCP connect, a login, and each prepared statement parsed again). Under a burst on one full
 * window that made each of 200 holds wait ~50 ms in turn. Here a connection that PostgreSQL answered with an
 * error goes back to the pool; one that failed (lost, timed out, shut down) is still ended.
 *
 * The caller's contract: `pool.query(config, values)` as Drizzle calls it (promise form, no callback).
 */
export function keepConnectionsAfterRefusals(pool: pg.Pool): void {
  const query = async (config: pg.QueryConfig | string, values?: unknown[]): Promise<pg.QueryResult> => {
    const client = await pool.connect();
    try {
      const result = await client.query(config, values);
      client.release();
      return result;
    } catch (error) {
      client.release(answeredByServer(error) ? undefined : toError(error));
      throw error;
    }
  };
  // pg's typings give query() a dozen overloads; Drizzle only uses the promise form defined here.
  Object.defineProperty(pool, "query", { value: query, configurable: true, writable: true });
}

/**
 * A statement PostgreSQL refused and the session goes on: an ErrorResponse, except those after which the
 * server ends the session (08xxx connection exceptions, 57P0x shutdowns, 25P03 idle-in-transaction timeout).
 */
function answeredByServer(error: unknown): boolean {
  return error instanceof pg.DatabaseError && !/^(08|57P0|25P03)/.test(error.code ?? "08");
}

const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));
