/**
 * Lets `npm start` skip the web build when its output is already the build of the current sources.
 *
 *   node scripts/build-stamp.mjs write            after a build: records a hash of what went into it
 *   node scripts/build-stamp.mjs build-if-changed runs `npm run build` here unless the record matches
 *
 * The hash covers the contents (not the times) of every file of the web app except its build output, the
 * shared contract, and the lock file; the record lives in dist-ssr (written last by the build, and never
 * served), so a missing or half-finished build never matches.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const webDir = path.resolve(import.meta.dirname, "..");
const repoRoot = path.resolve(webDir, "../..");
const stampPath = path.join(webDir, "dist-ssr", "build-inputs.sha256");
const OUTPUTS = new Set(["node_modules", "dist", "dist-ssr", "dist-stats"]);

function* files(dir) {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (OUTPUTS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** A hash of the names and contents of everything the web build reads from this repository. */
export function buildInputsHash() {
  const hash = createHash("sha256");
  const inputs = [
    ...files(webDir),
    ...files(path.join(repoRoot, "packages/contract")),
    path.join(repoRoot, "package-lock.json"),
  ];
  for (const file of inputs) {
    hash.update(`${path.relative(repoRoot, file)}\0`);
    hash.update(readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

function isUpToDate() {
  if (!existsSync(stampPath) || !existsSync(path.join(webDir, "dist", "index.html"))) return false;
  return readFileSync(stampPath, "utf8").trim() === buildInputsHash();
}

const command = process.argv[2];
if (command === "write") {
  writeFileSync(stampPath, `${buildInputsHash()}\n`);
} else if (command === "build-if-changed") {
  if (isUpToDate()) {
    console.log("Web app: unchanged since its last build, not rebuilt.");
  } else {
    const result = spawnSync("npm", ["run", "build"], { cwd: webDir, stdio: "inherit" });
    process.exit(result.status ?? 1);
  }
} else {
  console.error("Usage: node scripts/build-stamp.mjs write | build-if-changed");
  process.exit(2);
}
