import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdWindow } from "../../test/booking-fixtures";
import { runCli } from "../../test/run-cli";
import { addStaff } from "../../test/staff-fixtures";
import { buildTestApp, injectAs, manualClock, registerCustomer, TEST_JWT_SECRET } from "../../test/test-app";
import { DEFAULT_DEADLINES, loadConfig } from "../config";
import { runProductionChecks } from "../production-checks";
import { seed } from "../seed/seed";
import { openDatabase, openPostgresDatabase, type DatabaseHandle } from "./client";

/**
 * Two roles as DEPLOY.md sets them up (decision 035): a fresh database owned by one role that migrates
 * (MIGRATION_DATABASE_URL), and another that serves (DATABASE_URL), made by deploy/postgres/create-app-role.sh
 * with nothing but LOGIN: the migration gives it its rights. Both roles get random names (roles are shared by the whole server) and are
 * dropped after.
 */

const NOW = "2026-06-01T09:00:00+08:00";
const CREATE_APP_ROLE = path.resolve(import.meta.dirname, "../../../../deploy/postgres/create-app-role.sh");
const suffix = `${process.pid}_${randomBytes(4).toString("hex")}`;
const ownerRole = `ivdrips_owner_${suffix}`;
const appRole = `ivdrips_app_${suffix}`;
const databaseName = `ivdrips_roles_${suffix}`;

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("needs TEST_DATABASE_URL");
  return url;
}

function urlAs(role: string, password: string, database: string): string {
  const url = new URL(adminUrl());
  url.username = role;
  url.password = password;
  url.pathname = `/${database}`;
  return url.toString();
}

async function asAdmin(statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const ownerPassword = randomBytes(12).toString("hex");
const appPassword = randomBytes(12).toString("hex");
const ownerUrl = urlAs(ownerRole, ownerPassword, databaseName);
const appUrl = urlAs(appRole, appPassword, databaseName);

let database: DatabaseHandle;
let app: FastifyInstance;
/** A connection as the serving role, for statements the app never makes. */
let appClient: pg.Client;

beforeAll(async () => {
  await asAdmin([
    // The owner: the database is its own, as the image's POSTGRES_USER or a managed database's first user.
    `CREATE ROLE ${ownerRole} LOGIN PASSWORD '${ownerPassword}'`,
    `CREATE DATABASE ${databaseName} OWNER ${ownerRole}`,
  ]);
  // The serving role, made by the script compose.yaml gives PostgreSQL's image (DEPLOY.md says to run it).
  const admin = new URL(adminUrl());
  const made = spawnSync("sh", [CREATE_APP_ROLE], {
    encoding: "utf8",
    env: {
      PATH: process.env.PATH ?? "",
      PGHOST: admin.hostname,
      PGPORT: admin.port || "5432",
      POSTGRES_USER: decodeURIComponent(admin.username) || "postgres",
      ...(admin.password ? { PGPASSWORD: decodeURIComponent(admin.password) } : {}),
      POSTGRES_DB: databaseName,
      APP_DB_USER: appRole,
      APP_DB_PASSWORD: appPassword,
    },
  });
  expect(made.status, made.stderr).toBe(0);
  database = await openDatabase({
    databaseUrl: appUrl,
    migrationDatabaseUrl: ownerUrl,
    dataDir: "unused",
    deadlines: DEFAULT_DEADLINES,
  });
  await database.migrate();
  // A second start finds nothing to migrate and gives the same rights again.
  await database.migrate();
  // What main.ts does next, as the serving role.
  await seed(database.db, { demo: true });
  app = await buildTestApp({ database, jwtSecret: TEST_JWT_SECRET, clock: manualClock(NOW) });
  await app.ready();
  appClient = new pg.Client({ connectionString: appUrl });
  await appClient.connect();
}, 60_000);

afterAll(async () => {
  await appClient?.end();
  await app?.close();
  await database?.close();
  await asAdmin([
    `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`,
    `DROP ROLE IF EXISTS ${appRole}`,
    `DROP ROLE IF EXISTS ${ownerRole}`,
  ]);
});

/** The SQLSTATE a statement as the serving role fails with, or "ok". */
async function asServingRole(statement: string): Promise<string> {
  try {
    await appClient.query(statement);
    return "ok";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

async function auditRows(): Promise<number> {
  const result = await appClient.query<{ n: number }>("select count(*)::int as n from audit_log");
  return result.rows[0]?.n ?? 0;
}

describe("the serving role (DATABASE_URL) beside the owner (MIGRATION_DATABASE_URL)", () => {
  it("serves the whole app: a customer books, a staff action is audited", async () => {
    const customer = await registerCustomer(app);
    const booking = await holdWindow(app, customer.token, { date: "2026-06-03" });
    expect(booking.status).toBe("pending");

    const staff = await addStaff(app, database.db);
    const before = await auditRows();
    const invite = await injectAs(
      app,
      staff.token,
    )({ method: "POST", url: "/api/admin/invites", payload: { code: "ROLES-TEST" } });
    expect(invite.statusCode, invite.body).toBe(201);
    expect(await auditRows()).toBe(before + 1);
  });

  it("cannot empty, change or unguard the audit log", async () => {
    const refused = {
      truncate: await asServingRole("TRUNCATE audit_log"),
      delete: await asServingRole("DELETE FROM audit_log"),
      update: await asServingRole("UPDATE audit_log SET action = action"),
      disableTrigger: await asServingRole("ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only"),
      disableAllTriggers: await asServingRole("ALTER TABLE audit_log DISABLE TRIGGER ALL"),
      dropTrigger: await asServingRole("DROP TRIGGER audit_log_append_only ON audit_log"),
      dropTable: await asServingRole("DROP TABLE audit_log"),
    };
    // 42501 insufficient_privilege: refused by the rights, before any trigger could be reached.
    expect(refused).toEqual({
      truncate: "42501",
      delete: "42501",
      update: "42501",
      disableTrigger: "42501",
      disableAllTriggers: "42501",
      dropTrigger: "42501",
      dropTable: "42501",
    });
    // Nor any other table's structure, nor a table of its own.
    expect(await asServingRole("TRUNCATE bookings")).toBe("42501");
    expect(await asServingRole("CREATE TABLE mine (id int)")).toBe("42501");
    expect(await auditRows()).toBeGreaterThan(0);
  });

  it("runs the admin CLI the same way: its commands as the serving role, its backups as the owner", async () => {
    const env = { DATABASE_URL: appUrl, MIGRATION_DATABASE_URL: ownerUrl };
    const listed = await runCli(["invite", "list"], env);
    expect(listed, "invite list").toMatchObject({ code: 0, stderr: "" });
    expect(listed.stdout).toContain("ROLES-TEST");
    // pg_dump reads every table and the migrations' journal, which only the owner may.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-roles-"));
    try {
      const created = await runCli(["backup", "create", path.join(folder, "backup.sql")], env);
      expect(created, "backup create").toMatchObject({ code: 0, stderr: "" });
      expect(fs.readFileSync(path.join(folder, "backup.sql"), "utf8")).toContain("ROLES-TEST");
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);

  it("refuses to migrate when the owner's URL leads to another database than the serving one", async () => {
    const elsewhere = await openDatabase({
      databaseUrl: appUrl,
      migrationDatabaseUrl: urlAs(ownerRole, ownerPassword, "postgres"),
      deadlines: DEFAULT_DEADLINES,
      dataDir: "unused",
    });
    try {
      await expect(elsewhere.migrate()).rejects.toThrow(
        `MIGRATION_DATABASE_URL names the database postgres, DATABASE_URL ${databaseName}`,
      );
    } finally {
      await elsewhere.close();
    }
  });

  it("warns in production when the serving role owns the tables, and not when it does not", async () => {
    const production = loadConfig({
      NODE_ENV: "production",
      JWT_SECRET: randomBytes(48).toString("base64"),
      CLINICAL_DATA_KEY: randomBytes(32).toString("base64"),
      ALLOW_SANDBOX_PAYMENTS: "true",
      DATABASE_URL: appUrl,
    });
    const now = new Date(NOW);
    const ownerRoleWarning = expect.stringContaining("MIGRATION_DATABASE_URL");

    const asApp = await runProductionChecks(production, database.db, now);
    expect(asApp.warnings).not.toContainEqual(ownerRoleWarning);

    const asOwner = await openPostgresDatabase(ownerUrl, { maxConnections: 1 });
    try {
      const checks = await runProductionChecks({ ...production, databaseUrl: ownerUrl }, asOwner.db, now);
      expect(checks.warnings).toContainEqual(
        expect.stringContaining(`DATABASE_URL connects as ${ownerRole}, the owner of the tables`),
      );
    } finally {
      await asOwner.close();
    }
  });
});
