import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { exited, freeLoopbackPort, startServer, waitFor } from "../test/spawn-server";

/**
 * How a start reads .env and how it fails: one plain line, no stack, for the usual mistakes. On the embedded
 * store only (the database under test is not what these are about); run by the api:pglite project.
 */

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-main-start-"));
afterAll(() => {
  fs.rmSync(tempDir, { recursive: true, force: true });
});

/** What a failed start printed, once it has exited with code 1. */
async function failedStart(env: Record<string, string>): Promise<string> {
  const server = startServer({ DATA_DIR: path.join(tempDir, "data"), HOST: "127.0.0.1", ...env });
  expect(await exited(server.child), server.output()).toBe(1);
  return server.output();
}

const oneLine = (output: string) => output.trim().split("\n");

describe("npm start (main.ts): start-up errors and .env", () => {
  it("says in one line that PORT is not a port number", async () => {
    for (const port of ["abc", "70000"]) {
      expect(oneLine(await failedStart({ PORT: port }))).toEqual([
        "Invalid configuration: PORT: must be a port number from 1 to 65535",
      ]);
    }
  });

  it("says in one line that PORT is taken", async () => {
    const port = await freeLoopbackPort();
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(port, "127.0.0.1", resolve));
    try {
      expect(oneLine(await failedStart({ PORT: String(port) }))).toEqual([
        `Port ${port} is already in use (PORT): stop what uses it or choose another.`,
      ]);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  }, 60_000);

  it("waits for a database it cannot reach: listens, says why in one line, and is not ready", async () => {
    // A port nothing listens on: the probe's own, closed again.
    const closed = await freeLoopbackPort();
    const port = await freeLoopbackPort();
    const server = startServer({
      DATA_DIR: path.join(tempDir, "data"),
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: `postgres://ivdrips:secret-password@127.0.0.1:${closed}/ivdrips`,
    });
    try {
      const line = `Cannot connect to the database at 127.0.0.1:${closed}/ivdrips (DATABASE_URL): connect ECONNREFUSED 127.0.0.1:${closed}; not ready, trying again`;
      await waitFor(() => server.output().includes(line), "the start-up to say why it waits", 60_000);
      expect(server.child.exitCode).toBeNull();
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ code: "NOT_READY", messageId: "databaseUnreachable" });
      const services = await fetch(`http://127.0.0.1:${port}/api/services`);
      expect(services.status).toBe(503);
      expect(services.headers.get("retry-after")).not.toBeNull();
      expect(server.output()).not.toContain("secret-password");
      expect(server.output()).not.toContain("IV Drips is running at");
    } finally {
      server.child.kill("SIGTERM");
    }
    expect(await exited(server.child)).toBe(0);
  }, 90_000);

  it("reads .env from where it is started, the environment winning over the file", async () => {
    const project = fs.mkdtempSync(path.join(tempDir, "project-"));
    const port = await freeLoopbackPort();
    fs.writeFileSync(
      path.join(project, ".env"),
      [
        "# as .env.example has them",
        `PORT=${port}`,
        "HOST=127.0.0.1",
        "DATA_DIR=./data-from-env-file",
        "PUBLIC_URL=http://from-the-file.example",
        "LOG_LEVEL=warn",
      ].join("\n"),
    );
    // Started by npm in that folder (npm names it in INIT_CWD), with none of the runner's settings.
    const {
      ENV_FILE: _envFile,
      PORT: _port,
      HOST: _host,
      DATA_DIR: _dataDir,
      DATABASE_URL: _databaseUrl,
      LOG_LEVEL: _logLevel,
      ...inherited
    } = process.env;
    const env = {
      ...inherited,
      NODE_ENV: "development",
      PUBLIC_URL: "http://from-env.example",
      INIT_CWD: project,
    };
    const main = path.join(import.meta.dirname, "main.ts");
    const child = spawn(process.execPath, ["--import", "tsx", main], { env });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      await waitFor(() => output.includes("IV Drips is running at") || child.exitCode !== null, "the server");
      expect(output).toContain("IV Drips is running at http://from-env.example");
      expect(output).toContain(
        `Database: embedded PostgreSQL in ${path.join(project, "data-from-env-file")}`,
      );
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(ready.status).toBe(200);
    } finally {
      child.kill("SIGTERM");
    }
    expect(await exited(child)).toBe(0);
  }, 90_000);

  it("refuses an ENV_FILE that does not exist, in one line", async () => {
    const missing = path.join(tempDir, "missing.env");
    expect(oneLine(await failedStart({ ENV_FILE: missing }))).toEqual([
      `Cannot read the environment file ${missing}: ENOENT`,
    ]);
  });
});
