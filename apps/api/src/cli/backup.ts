import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { acquireDataDirLock } from "../db/data-dir-lock";
import { makeOwnPrivateDir, PRIVATE_FILE_MODE } from "../lib/private-files";

/**
 * `backup create [FILE]` and `backup restore FILE` (docs/decisions/020-backups.md): PostgreSQL through its own
 * pg_dump and psql, the embedded store through PGlite's dump of its data directory.
 */

/** A backup or restore that cannot go ahead: the CLI prints the one-line message and exits 1. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

export interface BackupStore {
  databaseUrl: string | undefined;
  /** Absolute: the embedded store's directory, used when databaseUrl is undefined. */
  dataDir: string;
}

/** Where a backup goes by default: the directory `npm` was run from, named by the time. */
export function defaultBackupFile(store: BackupStore, now: Date, baseDir: string): string {
  const stamp = now.toISOString().slice(0, 19).replaceAll(":", "-");
  const extension = store.databaseUrl ? "sql" : "tar.gz";
  return path.join(baseDir, `ivdrips-backup-${stamp}Z.${extension}`);
}

export async function createBackup(store: BackupStore, file: string): Promise<string[]> {
  // Never overwritten: an older backup is worth more than a typo.
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists: choose another file name.`);
  if (store.databaseUrl) await dumpPostgres(store.databaseUrl, file);
  else await dumpEmbedded(store.dataDir, file);
  const size = fs.statSync(file).size;
  return [`Backup written to ${file} (${formatSize(size)}). It holds every account's data: keep it private.`];
}

export async function restoreBackup(store: BackupStore, file: string): Promise<string[]> {
  const kind = backupKind(file);
  if (store.databaseUrl) {
    if (kind !== "sql") {
      throw new BackupError(
        `${file} is an embedded-store backup: restore it with DATA_DIR set and DATABASE_URL unset.`,
      );
    }
    await restorePostgres(store.databaseUrl, file);
    return [`Restored ${file} into ${describeUrl(store.databaseUrl)}.`];
  }
  if (kind !== "tarball") {
    throw new BackupError(`${file} is a PostgreSQL backup (SQL): restore it with DATABASE_URL set.`);
  }
  await restoreEmbedded(store.dataDir, file);
  return [`Restored ${file} into the embedded store in ${store.dataDir}.`];
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/** What a backup file is, from its first bytes: pg_dump's SQL or PGlite's gzipped tarball. */
function backupKind(file: string): "sql" | "tarball" {
  let head: Buffer;
  try {
    const fd = fs.openSync(file, "r");
    try {
      head = Buffer.alloc(512);
      head = head.subarray(0, fs.readSync(fd, head, 0, head.length, 0));
    } finally {
      fs.closeSync(fd);
    }
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return "tarball";
  if (head.toString("utf8").includes("-- PostgreSQL database dump")) return "sql";
  throw new BackupError(`${file} is not a backup made by "backup create".`);
}

// --- PostgreSQL ----------------------------------------------------------------------------------------

/** "db.example.com:5432/ivdrips": the database a URL names, without its user or password. */
function describeUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || "5432"}${url.pathname}`;
}

/**
 * The connection for libpq's tools: the URL without its password, which goes in PGPASSWORD so that no process
 * list shows it. node-postgres's `ssl=true` is libpq's `sslmode=require`.
 */
function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = "";
  const ssl = url.searchParams.get("ssl");
  if (ssl !== null) {
    url.searchParams.delete("ssl");
    if (ssl !== "false" && ssl !== "0" && !url.searchParams.has("sslmode"))
      url.searchParams.set("sslmode", "require");
  }
  return { dbname: url.toString(), env };
}

/** Runs a libpq tool; resolves with its exit code and what it wrote on stderr. */
function runTool(
  tool: "pg_dump" | "psql",
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  stdout: number | "ignore",
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", stdout, "pipe"] });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              `${tool} was not found: install PostgreSQL's client tools (Debian: postgresql-client) of the ` +
                "server's major version or newer.",
            )
          : error,
      );
    });
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

/** The first line a tool wrote on stderr, as the one-line reason. */
function toolFailure(tool: string, stderr: string): BackupError {
  const line = stderr
    .split("\n")
    .map((part) => part.trim())
    .find((part) => part !== "");
  return new BackupError(`${tool} failed: ${line ?? "no message"}`);
}

async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = libpqConnection(databaseUrl);
  const fd = fs.openSync(file, "wx", PRIVATE_FILE_MODE);
  let done = false;
  try {
    // Plain SQL, one consistent snapshot; without owners and grants so it restores under any role.
    const args = ["--format=plain", "--no-owner", "--no-privileges", "--dbname", dbname];
    const { code, stderr } = await runTool("pg_dump", args, env, fd);
    if (code !== 0) throw toolFailure("pg_dump", stderr);
    done = true;
  } finally {
    fs.closeSync(fd);
    if (!done) fs.rmSync(file, { force: true });
  }
}

/** Tables, sequences and views outside PostgreSQL's own schemas: a restore goes only where there are none. */
async function relationsIn(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on("error", () => undefined);
  try {
    await client.connect();
    const result = await client.query<{ count: string }>(
      `select count(*) as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
          and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`,
    );
    return Number(result.rows[0]?.count ?? 0);
  } catch (error) {
    throw new BackupError(
      `Cannot reach the database ${describeUrl(databaseUrl)}: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const relations = await relationsIn(databaseUrl);
  if (relations > 0) {
    throw new BackupError(
      `The database ${describeUrl(databaseUrl)} is not empty (${relations} tables, sequences or views): ` +
        "restore into a new, empty database (createdb) and point DATABASE_URL at it.",
    );
  }
  const { dbname, env } = libpqConnection(databaseUrl);
  // All or nothing: one transaction, stopped by the first error.
  const args = [
    "--no-psqlrc",
    "--quiet",
    "--set",
    "ON_ERROR_STOP=1",
    "--single-transaction",
    "--file",
    file,
    "--dbname",
    dbname,
  ];
  const { code, stderr } = await runTool("psql", args, env, "ignore");
  if (code !== 0) throw toolFailure("psql", stderr);
}

// --- The embedded store (PGlite) ----------------------------------------------------------------------

function pgdataOf(dataDir: string): string {
  return path.join(dataDir, "pgdata");
}

function holdsAStore(dataDir: string): boolean {
  const pgdata = pgdataOf(dataDir);
  return fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0;
}

/** Under the data directory's lock: a running server holds it, and the backup is refused (DataDirLockedError). */
async function dumpEmbedded(dataDir: string, file: string): Promise<void> {
  if (!fs.existsSync(path.join(pgdataOf(dataDir), "PG_VERSION"))) {
    throw new BackupError(`There is no embedded store in ${dataDir}: nothing to back up.`);
  }
  const lock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(pgdataOf(dataDir));
    let dump: Blob;
    try {
      dump = await client.dumpDataDir("gzip");
    } finally {
      await client.close();
    }
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { flag: "wx", mode: PRIVATE_FILE_MODE });
  } finally {
    lock.release();
  }
}

async function restoreEmbedded(dataDir: string, file: string): Promise<void> {
  const refuse = () =>
    new BackupError(
      `DATA_DIR (${dataDir}) already holds an embedded store: restore into an empty DATA_DIR, ` +
        "or move the old one aside first.",
    );
  // Checked before the lock too, so that a refusal never creates a directory.
  if (holdsAStore(dataDir)) throw refuse();
  const lock = acquireDataDirLock(dataDir);
  try {
    if (holdsAStore(dataDir)) throw refuse();
    const pgdata = pgdataOf(dataDir);
    makeOwnPrivateDir(pgdata);
    try {
      const client = await PGlite.create(pgdata, { loadDataDir: new Blob([fs.readFileSync(file)]) });
      try {
        await client.query("select 1");
      } finally {
        await client.close();
      }
    } catch (error) {
      // Half a store is worse than none: the next start would find it and not create a fresh one.
      fs.rmSync(pgdata, { recursive: true, force: true });
      throw new BackupError(
        `Cannot restore ${file}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  } finally {
    lock.release();
  }
}
