import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openEmbeddedDatabase } from "./client";
import { DataDirLockedError, acquireDataDirLock } from "./data-dir-lock";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the embedded store's lock", () => {
  it("refuses a second holder with a clear message naming the holder", () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(`is in use by another process (pid ${process.pid})`);
    } finally {
      lock.release();
    }
    acquireDataDirLock(dir).release();
  });

  it("takes over a lock left by a process that died", () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ["-e", "0"]);
    fs.writeFileSync(path.join(dir, "pglite.lock"), JSON.stringify({ pid: dead.pid, since: "earlier" }));
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, "pglite.lock"), "utf8"))).toMatchObject({
      pid: process.pid,
    });
    lock.release();
    expect(fs.existsSync(path.join(dir, "pglite.lock"))).toBe(false);
  });

  it("keeps a second PGlite off a data directory in use, and the first keeps working", async () => {
    const dir = tempDir();
    const first = await openEmbeddedDatabase(dir);
    try {
      await first.migrate();
      await expect(openEmbeddedDatabase(dir)).rejects.toBeInstanceOf(DataDirLockedError);
      await first.ping();
    } finally {
      await first.close();
    }
    const reopened = await openEmbeddedDatabase(dir);
    await reopened.ping();
    await reopened.close();
  });
});
