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

  it("creates DATA_DIR, its store and its lock readable by the owner only", async () => {
    const dir = path.join(tempDir(), "nested", "data");
    const mode = (file: string) => fs.statSync(file).mode & 0o777;
    const store = await openEmbeddedDatabase(dir);
    try {
      expect(mode(path.dirname(dir))).toBe(0o700);
      expect(mode(dir)).toBe(0o700);
      expect(mode(path.join(dir, "pgdata"))).toBe(0o700);
      expect(mode(path.join(dir, "pglite.lock"))).toBe(0o600);
    } finally {
      await store.close();
    }
  });

  it("narrows a pgdata directory an earlier version left open to others", async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, "pgdata"), { mode: 0o755 });
    fs.chmodSync(path.join(dir, "pgdata"), 0o755);
    const store = await openEmbeddedDatabase(dir);
    await store.close();
    expect(fs.statSync(path.join(dir, "pgdata")).mode & 0o777).toBe(0o700);
  });
});
