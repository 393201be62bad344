import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const mainPath = path.resolve(import.meta.dirname, "../src/main.ts");

/** Starts the real server (`main.ts`) as a child process, collecting everything it prints. */
export function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = "";
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "development", LOG_LEVEL: "warn", ...env };
  delete childEnv.INIT_CWD;
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", mainPath], { env: childEnv });
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
