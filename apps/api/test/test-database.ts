import { randomBytes } from "node:crypto";
import pg from "pg";
import { openEmbeddedDatabase, openPostgresDatabase, type DatabaseHandle } from "../src/db/client";

/** Which database the API tests run on: set per Vitest project (see vitest.config.ts). */
export const TEST_DB = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

export interface TestDatabase extends DatabaseHandle {
  /** A connection string to this database (PostgreSQL only), for child processes such as the CLI. */
  url: string | undefined;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  return url;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database (dropped
 * on close) on the server TEST_DATABASE_URL names, so test files never see each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_DB === "pglite") {
    const handle = await openEmbeddedDatabase(undefined);
    await handle.migrate();
    return { ...handle, url: undefined };
  }
  const name = `ivdrips_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const handle = await openPostgresDatabase(url.toString(), { maxConnections: 5 });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl() });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
