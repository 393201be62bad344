import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { onCleanup, startNodeProcess, waitUntilAnswering, type ServerProcess } from "./processes";

export const repoRoot = path.resolve(import.meta.dirname, "../..");

export interface ApiServer {
  origin: string;
  inviteCode: string;
  database: "embedded" | "postgresql";
  /** DATA_DIR: the embedded store's files (pgdata) when there is no DATABASE_URL. */
  dataDir: string;
  process: ServerProcess;
}

/**
 * The real server (apps/api/src/main.ts) as production runs it: NODE_ENV=production with a generated JWT
 * secret, the sandbox checkout (ALLOW_SANDBOX_PAYMENTS, so no real provider is reached), the built web app.
 * PostgreSQL when `databaseUrl` is given, else a fresh embedded store; DATA_DIR is a temporary directory either
 * way (emails without SMTP are written there). Production seeds no invite code, so one is made first with the
 * admin command line, before the server opens the store (the embedded one is single-process). No REDIS_URL:
 * one process counts its own rate limits.
 */
export async function startApiServer({
  port,
  databaseUrl,
  logLevel,
  clinic,
}: {
  port: number;
  databaseUrl: string | undefined;
  logLevel: string;
  /** A clinic to sign in as, made as an operator makes one (the admin command line). */
  clinic?: { username: string; password: string };
}): Promise<ApiServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ivdrips-bench-"));
  onCleanup(`data directory ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));

  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.REDIS_URL;
  delete env.DATABASE_URL;
  delete env.STRIPE_SECRET_KEY;
  delete env.STRIPE_WEBHOOK_SECRET;
  delete env.SMTP_URL;
  delete env.TEST_CLOCK_CONTROL;
  Object.assign(env, {
    NODE_ENV: "production",
    JWT_SECRET: randomBytes(48).toString("base64"),
    CLINICAL_DATA_KEY: randomBytes(32).toString("base64"),
    ALLOW_SANDBOX_PAYMENTS: "true",
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: origin,
    // The load comes from one machine standing in for many: its hold requests name their customer's address,
    // as one proxy in front would (production refuses `true`, issue 33).
    TRUST_PROXY: "1",
    LOG_LEVEL: logLevel,
    // No proxy takes it out of rotation: it stops at once when told, so the next bench finds its port closed.
    SHUTDOWN_DRAIN_MS: "0",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

  const inviteCode = `BENCH-${randomBytes(4).toString("hex").toUpperCase()}`;
  const cli = spawnSync(
    process.execPath,
    ["--import", "tsx", "apps/api/src/cli/admin.ts", "invite", "create", inviteCode, "--max-uses", "1000"],
    { cwd: repoRoot, env, encoding: "utf8" },
  );
  if (cli.status !== 0) {
    throw new Error(`creating the invite code failed (exit ${cli.status}):\n${cli.stdout}${cli.stderr}`);
  }
  if (clinic) {
    const made = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "apps/api/src/cli/admin.ts",
        "clinic",
        "create",
        "--name",
        "Bench Wellness",
        "--username",
        clinic.username,
        "--password",
        clinic.password,
      ],
      { cwd: repoRoot, env, encoding: "utf8" },
    );
    if (made.status !== 0) {
      throw new Error(`creating the clinic failed (exit ${made.status}):\n${made.stdout}${made.stderr}`);
    }
  }

  // BENCH_CPU_PROF=dir: the server's CPU profile (node --cpu-prof), written there when it stops.
  const profileDir = process.env.BENCH_CPU_PROF;
  const server = startNodeProcess(
    "the API server",
    "apps/api/src/main.ts",
    env,
    repoRoot,
    profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
  );
  // Ready (not draining), and listening itself: it prints its address once it listens.
  await waitUntilAnswering(
    `${origin}/api/ready`,
    server,
    "the API server",
    120_000,
    `is running at ${origin}`,
  );
  return { origin, inviteCode, database: databaseUrl ? "postgresql" : "embedded", dataDir, process: server };
}
