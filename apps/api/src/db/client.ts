import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { makeOwnPrivateDir } from "../lib/private-files";
import { acquireDataDirLock } from "./data-dir-lock";
import { listenOnPostgres, type NotificationHandlers, type StopListening } from "./listener";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database or a transaction: repositories accept either. */
export type Executor = Database;

/**
 * The rows of a raw query. node-postgres and PGlite both answer `{ rows }`; the shared Database type leaves the
 * result open, so the caller names the row's shape (as `sql<T>` does for a column).
 */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * LISTEN on a channel (NOTIFY from any process on PostgreSQL; from this process on PGlite). On PostgreSQL a
   * connection of its own, reopened when it drops (then `onReconnect`); close it before `close`. With
   * `ownCommits`, the pooled connections LISTEN too, so a transaction this process commits is heard before its
   * commit returns (PostgreSQL sends a session its own notifications before it is ready for the next query);
   * others' commits still arrive a moment after theirs. PGlite always hears its commits before they return.
   */
  listen(channel: string, handlers: NotificationHandlers, options?: ListenOptions): Promise<StopListening>;
  close(): Promise<void>;
}

export interface ListenOptions {
  /** Hear this process's own commits before they return (see DatabaseHandle.listen). */
  ownCommits?: boolean;
}

const migrationsFolder = path.join(import.meta.dirname, "migrations");
const MIGRATION_LOCK_ID = 4_827_370_001;

/** Embedded PostgreSQL (PGlite) in `dataDir`, or in memory when `dataDir` is undefined. */
export async function openEmbeddedDatabase(dataDir: string | undefined): Promise<DatabaseHandle> {
  const lock = dataDir === undefined ? undefined : acquireDataDirLock(dataDir);
  try {
    let client: PGlite;
    if (dataDir === undefined) {
      client = await PGlite.create();
    } else {
      // PGlite gives the files it writes mode 0666 whatever the umask: the owner-only directory keeps them private.
      const pgdata = path.join(dataDir, "pgdata");
      makeOwnPrivateDir(pgdata);
      client = await PGlite.create(pgdata);
    }
    const db = drizzlePglite({ client, schema, casing: "snake_case" });
    return {
      db,
      kind: "pglite",
      migrate: () => migratePglite(db, { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: async (channel, handlers) => {
        const stop = await client.listen(channel, (payload) => handlers.onNotify(payload));
        return () => stop();
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

export async function openPostgresDatabase(
  connectionString: string,
  options: { maxConnections?: number } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: options.maxConnections ?? 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", () => undefined);
  // The channels listened to with `ownCommits`: each pooled connection LISTENs on them before its next query.
  const pooledChannels = new Map<string, Set<NotificationHandlers>>();
  const channelsOf = new WeakMap<pg.PoolClient, Set<string>>();
  pool.on("acquire", (client) => {
    if (pooledChannels.size === 0) return;
    let channels = channelsOf.get(client);
    if (!channels) {
      channels = new Set();
      channelsOf.set(client, channels);
      client.on("notification", (message) => {
        for (const handlers of pooledChannels.get(message.channel) ?? [])
          handlers.onNotify(message.payload ?? "");
      });
    }
    for (const channel of pooledChannels.keys()) {
      if (channels.has(channel)) continue;
      channels.add(channel);
      // Queued ahead of the query the connection was acquired for; a failure is that query's to report.
      client.query(`LISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    }
  });
  const db = drizzleNodePg({ client: pool, schema, casing: "snake_case" });
  return {
    db,
    kind: "postgres",
    migrate: async () => {
      const client = await pool.connect();
      try {
        // Several API processes may start together: one migrates, the others wait for it.
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        try {
          await migrateNodePg(drizzleNodePg({ client, casing: "snake_case" }), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query("select 1");
    },
    listen: async (channel, handlers, options) => {
      const stop = await listenOnPostgres(connectionString, channel, handlers);
      if (!options?.ownCommits) return stop;
      const set = pooledChannels.get(channel) ?? new Set();
      set.add(handlers);
      pooledChannels.set(channel, set);
      return async () => {
        set.delete(handlers);
        await stop();
      };
    },
    close: () => pool.end(),
  };
}

/** The server named by DATABASE_URL cannot be reached or refused the login: said in one line, no stack. */
export class DatabaseUnreachableError extends Error {}

/** Why a connection failed, in words: Node gives an AggregateError with no message when every address refused. */
function connectionFailure(error: unknown): string {
  if (error instanceof AggregateError) {
    const reasons = error.errors.map((inner) => (inner instanceof Error ? inner.message : String(inner)));
    return [...new Set(reasons)].join(", ") || ((error as NodeJS.ErrnoException).code ?? "failed");
  }
  return error instanceof Error ? error.message : String(error);
}

/** Connects once (giving up after `timeoutMs`), so that an unreachable server is a plain error at start-up. */
export async function checkPostgresReachable(connectionString: string, timeoutMs = 10_000): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeoutMs });
  // A connection lost after connecting is not this check's business.
  client.on("error", () => undefined);
  try {
    await client.connect();
  } catch (error) {
    const url = new URL(connectionString);
    const where = `${url.hostname}:${url.port || "5432"}${url.pathname}`;
    throw new DatabaseUnreachableError(
      `Cannot connect to the database at ${where} (DATABASE_URL): ${connectionFailure(error)}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (!config.databaseUrl) return openEmbeddedDatabase(config.dataDir);
  await checkPostgresReachable(config.databaseUrl);
  return openPostgresDatabase(config.databaseUrl);
}
