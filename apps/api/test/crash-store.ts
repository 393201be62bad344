import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { openEmbeddedDatabase, type Executor } from "../src/db/client";
import { TEST_DB, createTestDatabase, type TestDatabase } from "./test-database";

/**
 * The store a test shares with a real server it starts, kills and starts again (the outboxes' crash tests):
 * on PostgreSQL a database of its own; on the embedded store a fresh DATA_DIR that only the server process
 * has open while it runs. Registers its hooks; read `env()` and `onStore` inside tests.
 */
export function crashStore(prefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ivdrips-${prefix}-`));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    if (TEST_DB === "postgres") database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    /** The server's environment for this store. */
    env: (): Record<string, string> => ({
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
    }),
    /** Runs `work` on the store, while the server is not running. */
    async onStore<T>(work: (db: Executor) => Promise<T>): Promise<T> {
      if (database) return work(database.db);
      const store = await openEmbeddedDatabase(dataDir);
      try {
        await store.migrate();
        return await work(store.db);
      } finally {
        await store.close();
      }
    },
  };
}
