import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";

const API_DIR = path.resolve(import.meta.dirname, "..");
// What `npm run admin` runs: the launcher, which runs the TypeScript source through tsx here.
const CLI = path.join(API_DIR, "scripts/admin.mjs");

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `input`, when given, is piped to the CLI's standard input (which is otherwise closed). */
export function runCli(
  args: readonly string[],
  env: Record<string, string>,
  input?: string,
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: API_DIR,
      // Only what the CLI needs: no NODE_ENV=test, INIT_CWD or DATABASE_URL leaking in from the runner.
      env: {
        PATH: process.env.PATH ?? "",
        HOME: os.tmpdir(),
        NODE_ENV: "development",
        LOG_LEVEL: "silent",
        // No .env file from the developer's checkout.
        ENV_FILE: "",
        ...env,
      },
      stdio: [input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
      timeout: 90_000,
    });
    child.stdin?.end(input);
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
