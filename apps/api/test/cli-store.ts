import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { openEmbeddedDatabase } from "../src/db/client";
import { runCli } from "./run-cli";
import { buildTestApp, TEST_JWT_SECRET } from "./test-app";
import { createTestDatabase, TEST_DB, type TestDatabase } from "./test-database";

/**
 * The store a CLI test runs the real CLI on, as the server would use it: an embedded DATA_DIR (api:pglite) or a
 * fresh PostgreSQL database (api:postgres). `useCliStores()` in a test file makes and removes them.
 */

/** Runs the CLI and fails with its output when it does not exit 0. */
export async function cliOk(store: Store, ...args: string[]): Promise<string> {
  const result = await runCli(args, store.env);
  expect(result, `admin ${args.join(" ")}`).toMatchObject({ code: 0, stderr: "" });
  return result.stdout;
}

export interface Store {
  env: Record<string, string>;
  /** The API on the same store. For the embedded one it is opened only while `use` runs (one process at a time). */
  withApp<T>(use: (app: FastifyInstance) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

let tempRoot: string;
const stores: Store[] = [];

/** Registers the hooks that make a temporary root for the stores and dispose of them after the file. */
export function useCliStores(): void {
  beforeAll(() => {
    tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-admin-cli-"));
  });
  afterAll(async () => {
    for (const store of stores.splice(0)) await store.dispose();
    fs.rmSync(tempRoot, { recursive: true, force: true });
  });
}

let dirCounter = 0;
/** A DATA_DIR path that does not exist yet. */
export function freshDataDir(): string {
  dirCounter += 1;
  return path.join(tempRoot, `data-${dirCounter}`);
}

async function withAppOn<T>(
  database: TestDatabase | Awaited<ReturnType<typeof openEmbeddedDatabase>>,
  use: (app: FastifyInstance) => Promise<T>,
): Promise<T> {
  // With an inject that carries the invite-gate pass, as a visitor who entered a code sends it.
  const app = await buildTestApp({ database, jwtSecret: TEST_JWT_SECRET });
  await app.ready();
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}

export async function freshStore(): Promise<Store> {
  const dataDir = freshDataDir();
  let store: Store;
  if (TEST_DB === "pglite") {
    store = {
      env: { DATA_DIR: dataDir },
      withApp: async (use) => {
        const database = await openEmbeddedDatabase(dataDir);
        try {
          return await withAppOn(database, use);
        } finally {
          await database.close();
        }
      },
      dispose: async () => undefined,
    };
  } else {
    const database = await createTestDatabase();
    if (!database.url) throw new Error("the PostgreSQL test database has no URL");
    store = {
      // DATA_DIR too, so that nothing could land in the working tree.
      env: { DATABASE_URL: database.url, DATA_DIR: dataDir },
      withApp: (use) => withAppOn(database, use),
      dispose: () => database.close(),
    };
  }
  stores.push(store);
  return store;
}
