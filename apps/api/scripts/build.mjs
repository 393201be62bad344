/**
 * The API's production build (`npm run build -w @ivdrips/api`): src/main.ts and the admin CLI compiled by
 * esbuild into dist/main.js and dist/admin.js, with the workspace contract (TypeScript source, which Node
 * cannot load) bundled in and every npm package left to node_modules. Both entries sit directly in dist, as
 * their sources sit directly in src and src/cli: code that finds files from its own folder
 * (import.meta.dirname: the migrations, apps/web/dist) finds them at the same depth. The SQL migrations are
 * copied beside them. Shared code goes in dist/chunks-*.js, also in dist, for the same reason.
 */
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
});
cpSync(path.join(apiDir, "src/db/migrations"), path.join(outdir, "migrations"), { recursive: true });
console.log(`API built into ${path.relative(process.cwd(), outdir) || "."}`);
