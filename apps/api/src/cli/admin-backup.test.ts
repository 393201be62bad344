import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../test/run-cli";
import {
  bookingFor,
  daysFromToday,
  insertCustomers,
  insertTestClinic,
  RELIABILITY_JWT_SECRET,
  seedStore,
} from "../../test/reliability-fixtures";
import { addStaff } from "../../test/staff-fixtures";
import { buildTestApp, freshClientAddress, injectAs } from "../../test/test-app";
import { TEST_DB } from "../../test/test-database";
import { openEmbeddedDatabase, openPostgresDatabase, queryRows, type DatabaseHandle } from "../db/client";

/**
 * `backup create` then `backup restore` through the real CLI, on the store this project runs on: the restored
 * store, a fresh one, holds every row of every table the source held, bookings paid through the sandbox
 * checkout (with their payment sessions), customers, clinics and staff among them.
 */

const SLOW = 240_000;
let tempRoot: string;
const databasesToDrop: string[] = [];

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  return url;
}

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** An empty store: a new PostgreSQL database with no tables, or a DATA_DIR that does not exist yet. */
async function emptyStore(): Promise<{ env: Record<string, string>; open(): Promise<DatabaseHandle> }> {
  const dataDir = path.join(tempRoot, `data-${randomBytes(4).toString("hex")}`);
  if (TEST_DB === "pglite") return { env: { DATA_DIR: dataDir }, open: () => openEmbeddedDatabase(dataDir) };
  const name = `ivdrips_backup_${process.pid}_${randomBytes(4).toString("hex")}`;
  await onServer(`create database ${name}`);
  databasesToDrop.push(name);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    open: () => openPostgresDatabase(url.toString(), { maxConnections: 2 }),
  };
}

beforeAll(() => {
  tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-backup-"));
});
afterAll(async () => {
  for (const name of databasesToDrop.splice(0))
    await onServer(`drop database if exists ${name} with (force)`);
  fs.rmSync(tempRoot, { recursive: true, force: true });
});

/** Every table of the app (and the migrations' journal) with its rows' ids, or its row count when it has none. */
async function contents(database: DatabaseHandle): Promise<Record<string, string[]>> {
  const tables = await queryRows<{ schema: string; name: string; has_id: boolean }>(
    database.db,
    sql`select t.table_schema as schema, t.table_name as name,
          exists (select 1 from information_schema.columns c
                   where c.table_schema = t.table_schema and c.table_name = t.table_name
                     and c.column_name = 'id') as has_id
          from information_schema.tables t
         where t.table_schema in ('public', 'drizzle') and t.table_type = 'BASE TABLE'
         order by 1, 2`,
  );
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const name = sql.raw(`"${table.schema}"."${table.name}"`);
    const rows = table.has_id
      ? await queryRows<{ id: string }>(database.db, sql`select id::text as id from ${name} order by 1`)
      : await queryRows<{ id: string }>(database.db, sql`select count(*)::text as id from ${name}`);
    result[`${table.schema}.${table.name}`] = rows.map((row) => row.id);
  }
  return result;
}

describe(`admin CLI: backup on ${TEST_DB === "pglite" ? "the embedded store" : "PostgreSQL"}`, () => {
  it(
    "restores a backup into a fresh store with every booking, payment and account",
    async () => {
      const source = await emptyStore();
      const paidIds: string[] = [];
      const staffEmail = "ops@example.com";
      {
        const database = await source.open();
        try {
          await database.migrate();
          await seedStore(database.db);
          const customers = await insertCustomers(database.db, 3, "backup");
          const { providerId } = await insertTestClinic(database.db, {
            username: "backup-clinic",
            capacity: 5,
          });
          const app = await buildTestApp({ database, jwtSecret: RELIABILITY_JWT_SECRET });
          await app.ready();
          try {
            await addStaff(app, database.db, { email: staffEmail });
            for (const [i, customer] of customers.entries()) {
              // Paid through the sandbox's hosted checkout: a booking, its payment session, its emails.
              const started = await injectAs(
                app,
                customer.token,
              )({
                method: "POST",
                url: "/api/payments/create-checkout-session-with-booking",
                remoteAddress: freshClientAddress(),
                payload: {
                  bookingData: bookingFor(
                    providerId,
                    { date: daysFromToday(3 + i), timeSlot: "Morning 8AM - 12PM" },
                    customer,
                  ),
                  amount: 600,
                  currency: "MYR",
                  paymentMethod: "card",
                },
              });
              expect(started.statusCode, started.body).toBe(200);
              const { sessionId, bookingId } = started.json<{ sessionId: string; bookingId: string }>();
              const paid = await app.inject({
                method: "POST",
                url: `/api/payments/sandbox/${sessionId}/pay`,
                headers: { "content-type": "application/x-www-form-urlencoded" },
                payload: "",
              });
              expect(paid.statusCode, paid.body).toBe(303);
              paidIds.push(bookingId);
            }
          } finally {
            await app.close();
          }
        } finally {
          await database.close();
        }
      }

      const file = path.join(tempRoot, TEST_DB === "pglite" ? "backup.tar.gz" : "backup.sql");
      const created = await runCli(["backup", "create", file], source.env);
      expect(created, "backup create").toMatchObject({ code: 0, stderr: "" });
      expect(created.stdout).toMatch(
        /^Backup written to .+\. It holds every account's data: keep it private\.\n$/,
      );
      expect(fs.statSync(file).mode & 0o077).toBe(0);

      // A second backup never overwrites the first, and a store that holds data takes no restore.
      expect(await runCli(["backup", "create", file], source.env)).toMatchObject({
        code: 1,
        stderr: `${file} already exists: choose another file name.\n`,
      });
      const intoFull = await runCli(["backup", "restore", file], source.env);
      expect(intoFull.code).toBe(1);
      expect(intoFull.stderr).toMatch(
        /^(The database .+ is not empty|DATA_DIR \(.+\) already holds)[^\n]*\n$/,
      );

      const target = await emptyStore();
      const restored = await runCli(["backup", "restore", file], target.env);
      expect(restored, "backup restore").toMatchObject({ code: 0, stderr: "" });

      const before = await source.open();
      const after = await target.open();
      try {
        const expected = await contents(before);
        expect(expected["public.bookings"]).toEqual([...paidIds].sort());
        expect(expected["public.payment_sessions"]).toHaveLength(3);
        expect(expected["public.users"]).toHaveLength(3);
        expect(expected["public.clinics"]).toHaveLength(2);
        expect(expected["public.staff"]?.length).toBeGreaterThanOrEqual(1);
        expect(await contents(after)).toEqual(expected);

        const [paid] = await queryRows<{ paid: string }>(
          after.db,
          sql`select count(*)::text as paid from bookings where payment_status = 'paid'`,
        );
        expect(paid?.paid).toBe("3");
        const [staffRow] = await queryRows<{ email: string }>(
          after.db,
          sql`select email from staff where email = ${staffEmail}`,
        );
        expect(staffRow?.email).toBe(staffEmail);
        // The restored store takes the server's migrations as already applied.
        await after.migrate();
      } finally {
        await before.close();
        await after.close();
      }
    },
    SLOW,
  );

  it.runIf(TEST_DB === "pglite")(
    "refuses to back up an embedded store another process holds",
    async () => {
      const store = await emptyStore();
      const database = await store.open();
      try {
        // This process holds the data directory's lock, as a running server does.
        await database.migrate();
        const file = path.join(tempRoot, "held.tar.gz");
        const result = await runCli(["backup", "create", file], store.env);
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(`is in use by another process (pid ${process.pid})`);
        expect(fs.existsSync(file)).toBe(false);
      } finally {
        await database.close();
      }
    },
    SLOW,
  );

  it("refuses a file that is not a backup, and one made for the other kind of store", async () => {
    const target = await emptyStore();
    const notABackup = path.join(tempRoot, "notes.txt");
    fs.writeFileSync(notABackup, "hello\n");
    expect(await runCli(["backup", "restore", notABackup], target.env)).toMatchObject({
      code: 1,
      stderr: `${notABackup} is not a backup made by "backup create".\n`,
    });
    const otherKind = path.join(tempRoot, TEST_DB === "pglite" ? "other.sql" : "other.tar.gz");
    fs.writeFileSync(
      otherKind,
      TEST_DB === "pglite" ? "--\n-- PostgreSQL database dump\n--\n" : Buffer.from([0x1f, 0x8b, 0x08, 0]),
    );
    const result = await runCli(["backup", "restore", otherKind], target.env);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      TEST_DB === "pglite"
        ? /is a PostgreSQL backup \(SQL\): restore it with DATABASE_URL set/
        : /is an embedded-store backup/,
    );
    expect(await runCli(["backup", "restore"], target.env)).toMatchObject({ code: 2 });
  });
});
