import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const repoRoot = path.resolve(import.meta.dirname, "../..");

/** One built chunk: its file, what it imports, the CSS it brings and each source module's rendered size. */
export interface ChunkStats {
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  css: string[];
  /** Source module (path from the repo root) → bytes it contributes to the chunk before minification. */
  modules: Record<string, number>;
}

/**
 * Writes dist-stats/chunk-modules.json (file name → ChunkStats) after each build: the speed budget test
 * (e2e/budget.spec.ts) reads it to prove that nothing wallet-related reaches what `/` loads. It lives outside
 * dist so the server never serves it.
 */
function chunkModulesStats(): Plugin {
  return {
    name: "ivdrips:chunk-modules-stats",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks: Record<string, ChunkStats> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          // Virtual modules start with \0; the rest become stable paths from the repo root.
          const name = id.startsWith("\0") ? id : path.relative(repoRoot, id).split(path.sep).join("/");
          modules[name] = info.renderedLength;
        }
        chunks[output.fileName] = {
          name: output.name,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          modules,
        };
      }
      const dir = path.resolve(import.meta.dirname, "dist-stats");
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, "chunk-modules.json"), `${JSON.stringify(chunks, null, 2)}\n`);
    },
  };
}

export default defineConfig(({ command }) => {
  // A build is what production serves, even when started under NODE_ENV=test (the e2e server's build step):
  // otherwise Vite makes a development build of React, and the browser tests and the speed budget would
  // measure something no visitor gets. NODE_ENV=development still asks for a development build on purpose.
  if (command === "build" && process.env.NODE_ENV !== "development") process.env.NODE_ENV = "production";
  return {
    plugins: [react(), tailwindcss(), chunkModulesStats()],
    server: {
      port: 5173,
      proxy: { "/api": "http://localhost:3000" },
    },
    build: {
      outDir: "dist",
      emptyOutDir: true,
      // No preload helper around each import(): the lazy chunks' own imports are fetched when each chunk
      // runs (what they share with the first load is already there), and `/` carries 1 kB less.
      modulePreload: false,
      rolldownOptions: {
        output: {
          // Everything the entry imports statically goes in one file: otherwise what the lazy pages share with
          // it is cut into a dozen small files, each gzipped on its own (several kB more for `/`).
          codeSplitting: {
            groups: [
              { name: "app", tags: ["$initial"] },
              // The invite gate's dialog comes with a first visit: one file with what it needs, not four.
              { name: "invite-gate-dialog", test: /invite-gate-dialog|blocking-dialog/ },
            ],
          },
        },
      },
    },
  };
});
