import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

const mainPath = path.resolve(import.meta.dirname, "../src/main.ts");

/**
 * How to run the server: its TypeScript source through tsx (the default), or a compiled build's main.js
 * (`npm run build` writes apps/api/dist/main.js) run by plain node, as production runs it.
 */
export type ServerEntry = { kind: "source" } | { kind: "compiled"; mainJs: string; cwd?: string };

/** How every test that spawns the real server runs it: the one place that knows the command. */
export function serverCommand(entry: ServerEntry = { kind: "source" }): {
  command: string;
  args: string[];
  cwd?: string;
} {
  if (entry.kind === "source") return { command: process.execPath, args: ["--import", "tsx", mainPath] };
  return { command: process.execPath, args: [entry.mainJs], ...(entry.cwd ? { cwd: entry.cwd } : {}) };
}

let compiled: ServerEntry | undefined;

/** The API as production runs it (`npm run build -w @ivdrips/api`: dist/main.js), built once per test file. */
export function compiledServer(): ServerEntry {
  if (!compiled) {
    const script = path.resolve(import.meta.dirname, "../scripts/build.mjs");
    const result = spawnSync(process.execPath, [script], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`the API build failed:\n${result.stdout}${result.stderr}`);
    compiled = { kind: "compiled", mainJs: path.resolve(import.meta.dirname, "../dist/main.js") };
  }
  return compiled;
}

/** Starts the real server (serverCommand) as a child process, collecting everything it prints. */
export function startServer(
  env: Record<string, string>,
  entry: ServerEntry = { kind: "source" },
): { child: ChildProcess; output: () => string } {
  let output = "";
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "development",
    LOG_LEVEL: "warn",
    // No .env file from the developer's checkout.
    ENV_FILE: "",
    ...env,
  };
  delete childEnv.INIT_CWD;
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const { command, args, cwd } = serverCommand(entry);
  const child = spawn(command, args, { env: childEnv, ...(cwd ? { cwd } : {}) });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

export async function waitFor(predicate: () => boolean, what: string, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

/** A free TCP port on loopback among `from`..`to` (the range this machine's tests may use), or any when none. */
export async function freeLoopbackPort(from = 3300, to = 3399): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | undefined>((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(undefined));
      probe.listen(port, "127.0.0.1", () => {
        const { port: bound } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(bound));
      });
    });
  const span = to - from + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i += 1) {
    const port = await tryListen(from + ((start + i) % span));
    if (port !== undefined) return port;
  }
  const any = await tryListen(0);
  if (any === undefined) throw new Error("no free port on 127.0.0.1");
  return any;
}

/** main.ts says a taken port in words ("Port N is already in use"); older paths print the code. */
const portTaken = (output: string) => /EADDRINUSE|is already in use \(PORT\)/.test(output);

/** Ports this process has handed out, so two servers started at once never probe their way to the same one. */
const handedOut = new Set<number>();

export interface RunningServer {
  child: ChildProcess;
  output: () => string;
  port: number;
  /** http://127.0.0.1:port */
  url: string;
}

/**
 * Starts the real server (`main.ts`) on 127.0.0.1 and a free port, and resolves once it prints its start-up
 * banner (it listens by then). Rejects with its output when it exits first; a port taken meanwhile is retried.
 */
export async function startListeningServer(
  env: Record<string, string>,
  timeoutMs = 90_000,
  entry: ServerEntry = { kind: "source" },
): Promise<RunningServer> {
  for (let attempt = 0; ; attempt += 1) {
    let port = await freeLoopbackPort();
    for (let tries = 0; handedOut.has(port) && tries < 20; tries += 1) port = await freeLoopbackPort();
    handedOut.add(port);
    const server = startServer(
      { HOST: "127.0.0.1", PUBLIC_URL: `http://127.0.0.1:${port}`, ...env, PORT: String(port) },
      entry,
    );
    const done = () => server.child.exitCode !== null || server.child.signalCode !== null;
    try {
      await waitFor(
        () => server.output().includes("IV Drips is running at") || done(),
        "the server to start",
        timeoutMs,
      );
    } catch (error) {
      server.child.kill("SIGKILL");
      throw error;
    }
    if (!done()) return { ...server, port, url: `http://127.0.0.1:${port}` };
    if (attempt < 3 && portTaken(server.output())) continue;
    throw new Error(
      `the server exited (${server.child.exitCode ?? server.child.signalCode}) before it listened:\n${server.output()}`,
    );
  }
}

/** SIGTERM (a graceful stop) and its exit code. */
export async function stopServer(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  child.kill("SIGTERM");
  return exited(child);
}

/** CPU time (user + system, seconds) a process has used so far; undefined where /proc is unavailable. */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces, inside parentheses): utime and stime are 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}
