import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exited, freeLoopbackPort, waitFor } from "../apps/api/test/spawn-server";

/**
 * The production build as production installs it: `npm run build` here, then only what a deployment copies
 * (the package files and the built output, no source) in a temporary folder, where `npm ci --omit=dev` installs
 * the production dependencies from npm's cache. The compiled server must start there and answer, and SIGTERM
 * to `npm run start:prod` must stop it.
 */

const root = path.resolve(import.meta.dirname, "..");
const PACKAGE_FILES = [
  "package.json",
  "package-lock.json",
  ".npmrc",
  "apps/api/package.json",
  "apps/web/package.json",
  "packages/contract/package.json",
];
const BUILD_OUTPUT = ["apps/api/dist", "apps/web/dist", "apps/web/dist-ssr"];
/** What `npm run admin` starts (it picks the compiled CLI where tsx is missing), copied as the Dockerfile does. */
const ADMIN_LAUNCHER = "apps/api/scripts/admin.mjs";

const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-production-"));
const dataDirs: string[] = [];

/** The commit the build is told it is made from (GIT_COMMIT), which /metrics' ivdrips_build_info reports. */
const BUILT_COMMIT = "5eed0f1c0ffee5eed0f1c0ffee5eed0f1c0ffee5";
// openssl rand -base64 48: a production start refuses a guessable token.
const METRICS_TOKEN = randomBytes(48).toString("base64");

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "", GIT_COMMIT: BUILT_COMMIT },
  });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
}

beforeAll(() => {
  run("npm", ["run", "build"], root);
  for (const file of [...PACKAGE_FILES, ...BUILD_OUTPUT, ADMIN_LAUNCHER]) {
    fs.cpSync(path.join(root, file), path.join(deployDir, file), { recursive: true });
  }
  // Every package is in npm's cache once `npm install` has run here; nothing needs the network.
  run("npm", ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"], deployDir);
}, 600_000);

// node_modules alone is some 400 MB.
afterAll(() => {
  for (const dir of [deployDir, ...dataDirs]) fs.rmSync(dir, { recursive: true, force: true });
}, 120_000);

/** The server's settings: the embedded store in a fresh folder, loopback, a free port. */
async function serverEnv(): Promise<{ env: NodeJS.ProcessEnv; port: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-production-data-"));
  dataDirs.push(dataDir);
  const port = await freeLoopbackPort();
  const { INIT_CWD: _initCwd, DATABASE_URL: _databaseUrl, NODE_ENV: _nodeEnv, ...inherited } = process.env;
  return {
    port,
    env: {
      ...inherited,
      // As production runs: no demo data, a real secret, the sandbox allowed (no Stripe account here).
      NODE_ENV: "production",
      JWT_SECRET: randomBytes(48).toString("base64"), // openssl rand -base64 48
      CLINICAL_DATA_KEY: randomBytes(32).toString("base64"),
      ALLOW_SANDBOX_PAYMENTS: "true",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      ENV_FILE: "",
      METRICS_TOKEN,
    },
  };
}

function collect(child: ChildProcess): () => string {
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return () => output;
}

async function waitUntilReady(port: number, child: ChildProcess, output: () => string): Promise<void> {
  let ready = false;
  const poll = async () => {
    while (!ready && child.exitCode === null) {
      ready = await fetch(`http://127.0.0.1:${port}/api/ready`)
        .then((response) => response.status === 200)
        .catch(() => false);
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  void poll();
  await waitFor(() => ready || child.exitCode !== null, "/api/ready", 120_000);
  if (!ready) throw new Error(`the server exited before it was ready:\n${output()}`);
}

/** The processes whose parent is `pid`, from /proc. */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const portIsClosed = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });

describe("the production build (npm run build, npm ci --omit=dev)", () => {
  it("installs no build tool, and node apps/api/dist/main.js serves the API and the web app", async () => {
    for (const devOnly of ["tsx", "vite", "esbuild", "vitest", "@vitejs/plugin-react"]) {
      expect(fs.existsSync(path.join(deployDir, "node_modules", devOnly)), devOnly).toBe(false);
    }
    expect(fs.existsSync(path.join(deployDir, "apps/api/src"))).toBe(false);

    const { env, port } = await serverEnv();
    const server = spawn(process.execPath, ["apps/api/dist/main.js"], { cwd: deployDir, env });
    const output = collect(server);
    try {
      await waitUntilReady(port, server, output);
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(ready.status).toBe(200);
      // It migrated (from dist/migrations) and seeded before it listened; the web app is served from its build.
      expect(output()).toContain(`IV Drips is running at http://127.0.0.1:${port}`);
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(page.status).toBe(200);
      // A browser without an invite pass gets the page with the gate already rendered (dist-ssr is shipped too).
      const html = await page.text();
      expect(html).toContain('<div id="root" data-invite-gate="closed">');
      expect(html).toContain("Access Required");
      // The build stamped the commit it was made from; the version is the API package's.
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const { version } = JSON.parse(fs.readFileSync(path.join(root, "apps/api/package.json"), "utf8")) as {
        version: string;
      };
      expect(await metrics.text()).toContain(
        `ivdrips_build_info{version="${version}",commit="${BUILT_COMMIT}"} 1`,
      );
    } finally {
      server.kill("SIGTERM");
    }
    expect(await exited(server)).toBe(0);
  }, 180_000);

  it("runs the admin CLI as `npm run admin -- ...`, the one name the README and DEPLOY.md give", async () => {
    const { env } = await serverEnv();
    const admin = (...args: string[]) =>
      spawnSync("npm", ["run", "--silent", "admin", "--", ...args], {
        cwd: deployDir,
        env,
        encoding: "utf8",
      });
    const help = admin("--help");
    expect(help.status, help.stderr).toBe(0);
    expect(help.stdout).toContain("Usage: npm run admin");
    // A command that opens the store: it migrates a fresh DATA_DIR, then writes and reads it.
    const created = admin("invite", "create", "LAUNCH-2026", "--max-uses", "5");
    expect(created.status, created.stderr).toBe(0);
    const listed = admin("invite", "list");
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).toContain("LAUNCH-2026");
    // Bad arguments still exit 2, as the CLI's own exit code, through the launcher and npm.
    expect(admin("invite", "frobnicate").status).toBe(2);
  }, 180_000);

  it("stops the server when npm run start:prod gets SIGTERM: the process tree exits, the port closes", async () => {
    const { env, port } = await serverEnv();
    const npm = spawn("npm", ["run", "start:prod"], { cwd: deployDir, env });
    const output = collect(npm);
    const npmPid = npm.pid ?? 0;
    let tree: number[] = [];
    try {
      await waitUntilReady(port, npm, output);
      tree = childrenOf(npmPid);
      // `exec` in the script: npm's child is node itself, not a shell that would not pass the signal on.
      expect(tree).toHaveLength(1);
      expect(fs.readFileSync(`/proc/${tree[0]}/cmdline`, "utf8").split("\0")).toContain(
        "apps/api/dist/main.js",
      );
    } finally {
      npm.kill("SIGTERM");
    }
    expect(await exited(npm)).toBe(0);
    expect(output()).toMatch(/SIGTERM.*shutting down|shutting down.*SIGTERM/);
    await waitFor(() => tree.every((pid) => !isAlive(pid)), "the server process to exit", 15_000);
    expect(await portIsClosed(port)).toBe(true);
  }, 180_000);
});
