/**
 * The API's production build (`npm run build -w @ivdrips/api`): src/main.ts and the admin CLI compiled by
 * esbuild into dist/main.js and dist/admin.js, with the workspace contract (TypeScript source, which Node
 * cannot load) bundled in and every npm package left to node_modules. Both entries sit directly in dist, as
 * their sources sit directly in src and src/cli: code that finds files from its own folder
 * (import.meta.dirname: the migrations, apps/web/dist) finds them at the same depth. The SQL migrations are
 * copied beside them. Shared code goes in dist/chunks-*.js, also in dist, for the same reason.
 *
 * The build is stamped with the commit it was made from (/metrics' ivdrips_build_info): GIT_COMMIT when set
 * (the Docker build, which has no .git, takes it as a build argument), else `git rev-parse HEAD`, else
 * "unknown".
 */
import { spawnSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const apiDir = path.resolve(import.meta.dirname, "..");
const outdir = path.join(apiDir, "dist");

/** npm packages stay imports (resolved in node_modules at run time); the workspace's own are compiled in. */
const externalPackages = {
  name: "external-packages",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@ivdrips/")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** The commit being built: GIT_COMMIT, else git's HEAD here, else "unknown". */
function buildCommit() {
  const given = process.env.GIT_COMMIT?.trim();
  if (given) return given;
  const git = spawnSync("git", ["rev-parse", "HEAD"], { cwd: apiDir, encoding: "utf8" });
  return git.status === 0 && git.stdout.trim() !== "" ? git.stdout.trim() : "unknown";
}

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: apiDir,
  entryPoints: { main: "src/main.ts", admin: "src/cli/admin.ts" },
  outdir,
  bundle: true,
  splitting: true,
  chunkNames: "chunk-[hash]",
  format: "esm",
  platform: "node",
  target: "node20.19",
  jsx: "automatic",
  sourcemap: true,
  // Stack traces in the logs point at the TypeScript sources.
  sourcesContent: false,
  legalComments: "none",
  logLevel: "warning",
  plugins: [externalPackages],
  // src/lib/build-info.ts reads it; from the TypeScript source it stays undefined.
  define: { IVDRIPS_BUILD_COMMIT: JSON.stringify(buildCommit()) },
});
cpSync(path.join(apiDir, "src/db/migrations"), path.join(outdir, "migrations"), { recursive: true });
console.log(`API built into ${path.relative(process.cwd(), outdir) || "."}`);
