/**
 * `npm run admin -- <command>` in every install: the TypeScript source through tsx where the dev dependencies
 * are installed (a checkout: what you edit is what runs), the compiled dist/admin.js where they are not (a
 * production install after `npm ci --omit=dev` or `npm prune --omit=dev`, the container image). Both run in this
 * process, so the password prompts, standard input, signals and the exit code are the CLI's own.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const apiDir = path.resolve(import.meta.dirname, "..");
const source = path.join(apiDir, "src/cli/admin.ts");
const compiled = path.join(apiDir, "dist/admin.js");

/** tsx's in-process loader, or undefined when tsx is not installed. */
async function tsxLoader() {
  try {
    return (await import("tsx/esm/api")).register;
  } catch (error) {
    if (error?.code === "ERR_MODULE_NOT_FOUND") return undefined;
    throw error;
  }
}

const register = fs.existsSync(source) ? await tsxLoader() : undefined;
if (register) {
  register();
  await import(pathToFileURL(source).href);
} else if (fs.existsSync(compiled)) {
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(compiled).href);
} else {
  console.error(
    "The admin CLI is not built and tsx is not installed: run `npm run build` (or `npm ci` for the dev tools).",
  );
  process.exitCode = 1;
}
