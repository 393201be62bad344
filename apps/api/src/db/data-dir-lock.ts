import fs from "node:fs";
import path from "node:path";
import { PRIVATE_FILE_MODE, makePrivateDir } from "../lib/private-files";

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}). ` +
        "Stop that process first (a running server holds it), or point DATA_DIR somewhere else.",
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is single-process: two processes on one data directory would corrupt it. The lock file names the
 * holder's pid; a lock left by a process that died (kill -9) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  makePrivateDir(dataDir);
  const lockPath = path.join(dataDir, "pglite.lock");
  const content = JSON.stringify({ pid: process.pid, since: new Date().toISOString() });

  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, content, { flag: "wx", mode: PRIVATE_FILE_MODE });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.removeListener("exit", release);
        try {
          if (fs.readFileSync(lockPath, "utf8") === content) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on("exit", release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolderPid(lockPath);
      if (holder !== undefined && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      if (holder === process.pid) throw new DataDirLockedError(dataDir, holder);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}: another process keeps taking the lock`);
}

function readHolderPid(lockPath: string): number | undefined {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(lockPath, "utf8"));
    if (typeof parsed === "object" && parsed !== null && "pid" in parsed && typeof parsed.pid === "number") {
      return parsed.pid;
    }
  } catch {
    // Unreadable or half-written lock: treat as stale.
  }
  return undefined;
}
