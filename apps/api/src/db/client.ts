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
import { keepConnectionsAfterRefusals } from "./pool-queries";
import { grantServingRole } from "./serving-role";
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
/** The longest a migration statement (or the wait for another process's migration) is given. */
const MIGRATION_TIMEOUT_MS = 120_000;

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

/**
 * How long a PostgreSQL connection and its statements are waited on (config.ts DEFAULT_DEADLINES). Without them
 * (tests, the CLI) nothing times out, as before.
 */
export interface DatabaseTimeouts {
  connectMs: number;
  /** PostgreSQL's statement_timeout; the client gives up on a statement 500 ms after it (a frozen server). */
  queryMs: number;
  idleInTransactionMs: number;
}

/** How much longer than statement_timeout the client waits for an answer before it gives up on the server. */
const CLIENT_GRACE_MS = 500;

/** The pg settings of `timeouts`: each connection says its own statement limits when it opens. */
function connectionSettings(timeouts: DatabaseTimeouts | undefined): pg.PoolConfig {
  if (!timeouts) return {};
  return {
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.queryMs,
    query_timeout: timeouts.queryMs + CLIENT_GRACE_MS,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  };
}

export interface PostgresOptions {
  maxConnections?: number;
  /**
   * The tables' owner (MIGRATION_DATABASE_URL): migrations run on a connection of its own, which then gives the
   * serving role its rights (serving-role.ts). Undefined: the serving role migrates.
   */
  migrationUrl?: string;
  timeouts?: DatabaseTimeouts;
}

export async function openPostgresDatabase(
  connectionString: string,
  options: PostgresOptions = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    keepAlive: true,
    ...connectionSettings(options.timeouts),
  });
  // A connection that loses its server emits 'error': the pool handles it for idle ones, and this for those
  // checked out (in a transaction), which would otherwise crash the process. The query in flight fails with
  // its own error, and the pool drops the connection when it is released.
  pool.on("error", () => undefined);
  keepConnectionsAfterRefusals(pool);
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
  });
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
      // A connection of its own, without the statement limits: a migration may take longer than a request.
      // Still bounded, so that a start meeting a frozen server gives up and tries again.
      const migrating = await connectOnce(
        options.migrationUrl ?? connectionString,
        options.migrationUrl ? "MIGRATION_DATABASE_URL" : "DATABASE_URL",
        options.timeouts ? { connectMs: options.timeouts.connectMs, queryMs: MIGRATION_TIMEOUT_MS } : {},
      );
      try {
        if (!options.migrationUrl) {
          await migrateUnderLock(migrating, undefined);
          return;
        }
        const serving = await sessionOf(pool);
        const owner = await sessionOf(migrating);
        // A drill or a typo must never migrate, or grant rights on, a database the server does not serve.
        if (owner.database !== serving.database) {
          throw new DatabaseMismatchError(
            `MIGRATION_DATABASE_URL names the database ${owner.database}, DATABASE_URL ${serving.database}: ` +
              "both must name the same one (the owner's and the serving role's way into it).",
          );
        }
        await migrateUnderLock(migrating, owner.role === serving.role ? undefined : serving.role);
      } finally {
        await migrating.end().catch(() => undefined);
      }
    },
    ping: async () => {
      await pool.query("select 1");
    },
    listen: async (channel, handlers, listenOptions) => {
      const stop = await listenOnPostgres(connectionString, channel, handlers, {
        ...(options.timeouts ? { connectMs: options.timeouts.connectMs } : {}),
      });
      if (!listenOptions?.ownCommits) return stop;
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

/**
 * Applies the migrations on `client`, then gives `servingRole` (when another role serves) its rights. Several
 * API processes may start together: one migrates under a session-level advisory lock, the others wait for it.
 * The lock goes with the connection, should this one be lost halfway.
 */
async function migrateUnderLock(client: pg.Client, servingRole: string | undefined): Promise<void> {
  await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
  try {
    await migrateNodePg(drizzleNodePg({ client, casing: "snake_case" }), { migrationsFolder });
    if (servingRole !== undefined) await grantServingRole(client, servingRole);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
  }
}

/** Who a connection is and where: its role and its database. */
async function sessionOf(client: pg.Pool | pg.Client): Promise<{ role: string; database: string }> {
  const result = await client.query<{ role: string; database: string }>(
    "select current_user as role, current_database() as database",
  );
  const session = result.rows[0];
  if (!session) throw new Error("PostgreSQL did not say which role and database this connection has");
  return session;
}

/** MIGRATION_DATABASE_URL and DATABASE_URL lead to different databases: said in one line, no stack. */
export class DatabaseMismatchError extends Error {}

/** Why a connection failed, in words: Node gives an AggregateError with no message when every address refused. */
function connectionFailure(error: unknown): string {
  if (error instanceof AggregateError) {
    const reasons = error.errors.map((inner) => (inner instanceof Error ? inner.message : String(inner)));
    return [...new Set(reasons)].join(", ") || ((error as NodeJS.ErrnoException).code ?? "failed");
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * A connection of its own to `connectionString`, given up on after `deadlines` (none: the pg defaults); a failure
 * to connect throws an Error whose message names `variable`, without the password.
 */
async function connectOnce(
  connectionString: string,
  variable: string,
  deadlines: { connectMs?: number; queryMs?: number },
): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString,
    ...(deadlines.connectMs !== undefined ? { connectionTimeoutMillis: deadlines.connectMs } : {}),
    ...(deadlines.queryMs !== undefined ? { query_timeout: deadlines.queryMs } : {}),
  });
  // A connection lost after connecting fails the query in progress; the event itself must not crash the process.
  client.on("error", () => undefined);
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new Error(databaseFailureLine(connectionString, error, variable), { cause: error });
  }
}

/** A failure to reach the server named by `variable` (DATABASE_URL), in one line without its password. */
export function databaseFailureLine(
  connectionString: string,
  error: unknown,
  variable = "DATABASE_URL",
): string {
  const url = new URL(connectionString);
  const where = `${url.hostname}:${url.port || "5432"}${url.pathname}`;
  return `Cannot connect to the database at ${where} (${variable}): ${connectionFailure(error)}`;
}

/**
 * The embedded store in `dataDir`, or PostgreSQL at `databaseUrl` with the configured deadlines. Nothing is
 * asked of PostgreSQL yet: a server that is down now is waited for by the start-up (main.ts), not refused.
 */
export async function openDatabase(config: {
  databaseUrl: string | undefined;
  migrationDatabaseUrl: string | undefined;
  dataDir: string;
  deadlines: { dbConnectMs: number; dbQueryMs: number; dbIdleInTransactionMs: number };
}): Promise<DatabaseHandle> {
  if (!config.databaseUrl) return openEmbeddedDatabase(config.dataDir);
  return openPostgresDatabase(config.databaseUrl, {
    ...(config.migrationDatabaseUrl ? { migrationUrl: config.migrationDatabaseUrl } : {}),
    timeouts: {
      connectMs: config.deadlines.dbConnectMs,
      queryMs: config.deadlines.dbQueryMs,
      idleInTransactionMs: config.deadlines.dbIdleInTransactionMs,
    },
  });
}
