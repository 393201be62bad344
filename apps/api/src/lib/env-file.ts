import path from "node:path";
import { ConfigError } from "../config";

/**
 * Loads the `.env` file from where `npm` was run (INIT_CWD, as config.ts resolves relative paths) into
 * process.env, when there is one: variables already set in the environment win over the file. ENV_FILE
 * names another file; set to the empty string, no file is read (the tests' servers). Returns the file read.
 */
export function loadEnvFile(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.ENV_FILE === "") return undefined;
  const file = path.resolve(env.INIT_CWD ?? process.cwd(), env.ENV_FILE ?? ".env");
  try {
    process.loadEnvFile(file);
    return file;
  } catch (error) {
    // A missing default file is the usual case; a missing file named by ENV_FILE is a mistake.
    const code = (error as NodeJS.ErrnoException).code;
    if (env.ENV_FILE === undefined && code === "ENOENT") return undefined;
    throw new ConfigError(`Cannot read the environment file ${file}: ${code ?? String(error)}`);
  }
}
