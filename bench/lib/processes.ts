import { spawn, type ChildProcess } from "node:child_process";

/** Everything to undo at the end, newest first: child processes, temporary directories. */
const cleanups: { label: string; run: () => Promise<void> | void }[] = [];

export function onCleanup(label: string, run: () => Promise<void> | void): void {
  cleanups.push({ label, run });
}

/** Runs every cleanup once, newest first, each even if an earlier one failed. */
export async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop();
    if (!cleanup) break;
    try {
      await cleanup.run();
    } catch (error) {
      console.error(`cleaning up ${cleanup.label} failed:`, error);
    }
  }
}

/** SIGTERM, then SIGKILL if it is still there after `graceMs`; resolves once it has exited. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far (last 64 kB). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts `node --import tsx <script>` and registers its stop as a cleanup. */
export function startNodeProcess(
  label: string,
  script: string,
  env: NodeJS.ProcessEnv,
  cwd: string,
  nodeFlags: string[] = [],
): ServerProcess {
  const child = spawn(process.execPath, [...nodeFlags, "--import", "tsx", script], {
    cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-64 * 1024);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const stop = () => stopChild(child);
  onCleanup(label, stop);
  return { child, output: () => output, stop };
}

/**
 * Polls `url` until it answers 2xx; fails when the process exits first or after `timeoutMs`. With `listening`,
 * the process must also have said so in its output (the text it prints once it listens): a 2xx from another
 * server on the same port (another bench's, or one still closing) is not taken for this one's.
 */
export async function waitUntilAnswering(
  url: string,
  server: ServerProcess,
  label: string,
  timeoutMs = 120_000,
  listening?: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(
        `${label} exited (code ${server.child.exitCode ?? server.child.signalCode}) before answering:\n${server.output()}`,
      );
    }
    if (listening === undefined || server.output().includes(listening)) {
      try {
        if ((await fetch(url)).ok) return;
      } catch {
        // Not listening yet.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${label} did not answer ${url} within ${timeoutMs / 1000} s:\n${server.output()}`);
}

/**
 * Runs a benchmark's main and always cleans up after it: on success, on failure (exit code 1, the message
 * printed) and on Ctrl-C or SIGTERM (exit code 130).
 */
export async function runCleanly(main: () => Promise<void>): Promise<never> {
  let interrupted = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`\n${signal}: stopping the servers and removing temporary files…`);
      void cleanUp().then(() => process.exit(130));
    });
  }
  try {
    await main();
  } catch (error) {
    process.exitCode = 1;
    console.error(error instanceof Error ? error.message : error);
  } finally {
    if (!interrupted) await cleanUp();
  }
  // Interrupted: the signal handler exits once its cleanup is done.
  return interrupted ? new Promise<never>(() => undefined) : process.exit();
}
