import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freeLoopbackPort } from "./spawn-server";

/**
 * A PostgreSQL and a Redis of a test's own, on free loopback ports, for tests that restart, kill or freeze
 * them: the shared servers on 5432 and 6379 are never touched (other suites use them meanwhile). Each is
 * stopped and its files removed by `remove()`, which a test calls in a `finally` or `afterAll`.
 */

const PG_BIN = `/usr/lib/postgresql/${fs.existsSync("/usr/lib/postgresql") ? (fs.readdirSync("/usr/lib/postgresql").sort().at(-1) ?? "15") : "15"}/bin`;

/** Runs a PostgreSQL tool as the postgres user (initdb and the server refuse to run as root). */
function asPostgres(command: string): string {
  return execFileSync("su", ["postgres", "-c", command], { encoding: "utf8", stdio: "pipe" });
}

const pidIn = (file: string): number | undefined => {
  try {
    const pid = Number(fs.readFileSync(file, "utf8").split("\n")[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

const alive = (pid: number | undefined) => {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function untilGone(pid: number | undefined, timeoutMs = 15_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; alive(pid) && Date.now() < deadline;) await sleep(50);
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:port/postgres */
  url: string;
  port: number;
  /** `pg_ctl restart -m fast`: every connection is closed, the server is back when it returns. */
  restart(): Promise<void>;
  /** kill -9 of the postmaster (its backends follow); `start()` brings it back after crash recovery. */
  kill(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP / SIGCONT of the postmaster and every backend: connections stay open and nothing answers. */
  freeze(): void;
  thaw(): void;
  remove(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-private-pg-"));
  fs.chmodSync(dir, 0o755);
  const data = path.join(dir, "data");
  fs.mkdirSync(data);
  execFileSync("chown", ["-R", "postgres", dir]);
  asPostgres(`${PG_BIN}/initdb -D ${data} -A trust -U postgres --no-sync > /dev/null`);
  const port = await freeLoopbackPort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = async () => {
    asPostgres(`${PG_BIN}/pg_ctl -D ${data} -o '${options}' -l ${dir}/log start -w -t 60 > /dev/null`);
  };
  await start();
  const postmaster = () => pidIn(path.join(data, "postmaster.pid"));
  /** The postmaster and its children (backends, checkpointer...), for signals sent to all of them. */
  const processes = (): number[] => {
    const pid = postmaster();
    if (pid === undefined) return [];
    const children = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).stdout;
    return [pid, ...children.split("\n").filter(Boolean).map(Number)];
  };
  const signal = (name: NodeJS.Signals) => {
    for (const pid of processes()) {
      try {
        process.kill(pid, name);
      } catch {
        // gone meanwhile
      }
    }
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart: async () => {
      asPostgres(
        `${PG_BIN}/pg_ctl -D ${data} -o '${options}' -l ${dir}/log restart -m fast -w -t 60 > /dev/null`,
      );
    },
    kill: async () => {
      const pid = postmaster();
      const all = processes();
      if (pid !== undefined) process.kill(pid, "SIGKILL");
      await untilGone(pid);
      // Its backends notice their parent is gone and exit; wait so that the next start finds the port free.
      for (const child of all) await untilGone(child, 5000);
    },
    start,
    freeze: () => signal("SIGSTOP"),
    thaw: () => signal("SIGCONT"),
    remove: async () => {
      signal("SIGCONT");
      spawnSync("su", ["postgres", "-c", `${PG_BIN}/pg_ctl -D ${data} stop -m immediate -w -t 30`], {
        stdio: "ignore",
      });
      await untilGone(postmaster());
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  url: string;
  kill(): Promise<void>;
  start(): Promise<void>;
  freeze(): void;
  thaw(): void;
  remove(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-private-redis-"));
  const port = await freeLoopbackPort();
  const pidFile = path.join(dir, "redis.pid");
  const start = async () => {
    execFileSync("redis-server", [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      "--daemonize",
      "yes",
      "--pidfile",
      pidFile,
      "--dir",
      dir,
    ]);
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(50)) {
      const ping = spawnSync("redis-cli", ["-p", String(port), "ping"], { encoding: "utf8" });
      if (ping.stdout.trim() === "PONG") return;
    }
    throw new Error(`the private Redis on port ${port} did not start`);
  };
  await start();
  const signal = (name: NodeJS.Signals) => {
    const pid = pidIn(pidFile);
    if (pid !== undefined && alive(pid)) process.kill(pid, name);
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    kill: async () => {
      const pid = pidIn(pidFile);
      signal("SIGKILL");
      await untilGone(pid);
      fs.rmSync(pidFile, { force: true });
    },
    start,
    freeze: () => signal("SIGSTOP"),
    thaw: () => signal("SIGCONT"),
    remove: async () => {
      const pid = pidIn(pidFile);
      signal("SIGCONT");
      signal("SIGKILL");
      await untilGone(pid);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
