import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openEmbeddedDatabase } from "./db/client";
import { exited, startServer } from "../test/spawn-server";

/** Start-up on the embedded store only; run by the api:pglite project. */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-main-embedded-"));
const port = 20_000 + Math.floor(Math.random() * 20_000);

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm start (main.ts) on the embedded store", () => {
  it("refuses clearly to start on a data directory another process holds", async () => {
    const holder = await openEmbeddedDatabase(dataDir);
    try {
      const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
      expect(await exited(server.child)).toBe(1);
      expect(server.output()).toContain(`The embedded database in ${dataDir} is in use by another process`);
    } finally {
      await holder.close();
    }
  });
});
