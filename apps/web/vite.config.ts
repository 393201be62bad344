import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { createHash } from "node:crypto";
import { rolldown } from "rolldown";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { ENGLISH_REST_MODULE, PAGE_MODULES, SIGNED_IN_PAGES } from "./src/app/page-modules";
import { icuMessages } from "./scripts/icu-messages";
import { lucideIcons } from "./scripts/lucide-icons";
import { queryCoreCuts } from "./scripts/query-core-cuts";
import { speedBudget } from "./scripts/speed-budget";

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

/** Chunks built apart from the app's bundle (the first visit's gate script), for the stats. */
const separatelyBuilt = new Map<string, Rolldown.OutputChunk>();

function chunkStats(output: Rolldown.OutputChunk): ChunkStats {
  const modules: Record<string, number> = {};
  for (const [id, info] of Object.entries(output.modules)) {
    // Virtual modules start with \0; the rest become stable paths from the repo root.
    const name = id.startsWith("\0") ? id : path.relative(repoRoot, id).split(path.sep).join("/");
    modules[name] = info.renderedLength;
  }
  return {
    name: output.name,
    isEntry: output.isEntry,
    isDynamicEntry: output.isDynamicEntry,
    imports: output.imports,
    dynamicImports: output.dynamicImports,
    css: [...(output.viteMetadata?.importedCss ?? [])],
    modules,
  };
}

/**
 * Writes dist-stats/chunk-modules.json (file name → ChunkStats) after each build: the speed budget test
 * (e2e/budget.spec.ts) reads it to prove that nothing wallet-related reaches what `/` loads. It lives outside
 * dist so the server never serves it.
 */
function chunkModulesStats(): Plugin {
  let chunks: Record<string, ChunkStats> = {};
  return {
    name: "ivdrips:chunk-modules-stats",
    apply: "build",
    // Each build's own chunks only (a watched build runs again in the same process).
    buildStart() {
      chunks = {};
      separatelyBuilt.clear();
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk") chunks[output.fileName] = chunkStats(output);
      }
    },
    writeBundle() {
      for (const [fileName, chunk] of separatelyBuilt) chunks[fileName] = chunkStats(chunk);
      const dir = path.resolve(import.meta.dirname, "dist-stats");
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, "chunk-modules.json"), `${JSON.stringify(chunks, null, 2)}\n`);
    },
  };
}

/** A module of the shared contract that builds zod schemas (some hold only constants, and stay light). */
const isContractSchema = (id: string) =>
  /[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id) && /from "zod"/.test(readFileSync(id, "utf8"));

const contractDir = path.resolve(repoRoot, "packages/contract/src");
const schemaReaders = new Map<string, boolean>();
/**
 * A module that imports (not only types from) zod or a contract module that builds schemas, directly or
 * through other contract modules.
 */
const readsSchema = (id: string): boolean => {
  let reads = schemaReaders.get(id);
  if (reads === undefined) {
    schemaReaders.set(id, false);
    const imports = readFileSync(id, "utf8").matchAll(
      /^import (?!type )[^;]*?from "(zod|[^"]*contract[^"]*|\.\/[\w-]+)"/gm,
    );
    reads = [...imports].some(([, from = ""]) => {
      if (from === "zod") return true;
      const name = from.split("/").pop() ?? "";
      const file = path.join(contractDir, `${name}.ts`);
      return existsSync(file) && (isContractSchema(file) || readsSchema(file));
    });
    schemaReaders.set(id, reads);
  }
  return reads;
};

/**
 * Shared code of the lazily loaded pages and dialogs, by kind rather than thirty small files by accident:
 * over HTTP/1.1 a phone fetches six at a time, and each further round costs a round trip. The wallet stack
 * is in none of them (it stays with the crypto payment).
 */
const LAZY_SHARED_GROUPS = [
  { name: "icons", test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 10 },
  // What Radix widgets share (labels, tabs, dialogs, menus), in one file rather than eight: each widget
  // itself stays with the pages that use it.
  {
    name: "radix",
    test: /[\\/]node_modules[\\/]@radix-ui[\\/](primitive|react-(compose-refs|slot|primitive|context|label|id|direction|collection|roving-focus|presence|use-[\w-]+))[\\/]/,
    priority: 20,
  },
  // Each apart, so that a page with a button that changes something needs no form, and one with a form
  // needs no schema until it validates: My Account's bookings paint with neither (issue 35: LCP).
  { name: "mutation", test: /[\\/]query-core[\\/].*[\\/]mutation|useMutation/, priority: 10 },
  {
    name: "forms",
    test: /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]|[\\/]components[\\/]ui[\\/](form-field|character-count)\.tsx|server-field-errors/,
    priority: 10,
  },
  // Small parts several pages draw with, forms or not (a search box, a spinner, a switch): one file.
  {
    name: "ui",
    test: /[\\/]components[\\/](ui[\\/](spinner|input|textarea|label|label-classes|switch|skeleton|section-loading)|admin[\\/]native-select)\.tsx?$/,
    priority: 10,
  },
  {
    name: "zod",
    test: (id: string) => /[\\/]node_modules[\\/]zod[\\/]/.test(id) || isContractSchema(id),
    priority: 10,
  },
  // The contract's constants and pure helpers that need no schema, likewise in one file.
  {
    name: "contract",
    test: (id: string) => id.startsWith(contractDir) && !isContractSchema(id) && !readsSchema(id),
    priority: 5,
  },
  // The app's small helpers that several pages share: one file rather than one each. Not those that read a
  // schema: they stay with their pages, or every page would load zod.
  {
    name: "lib",
    test: (id: string) => /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]/.test(id) && !readsSchema(id),
    priority: 5,
  },
];

/**
 * Vite wraps every import() in a helper that first fetches the chunk's CSS and dependencies. Here it never
 * has any to fetch (modulePreload is off, and only the entry has CSS: checked at each build, as a lazy chunk
 * with CSS of its own would need the real helper), so each wrapper just calls import(); `/` carries ~1 kB less.
 */
function bareDynamicImports(): Plugin {
  const helperId = "\0vite/preload-helper.js";
  return {
    name: "ivdrips:bare-dynamic-imports",
    apply: "build",
    enforce: "pre",
    load(id) {
      return id === helperId ? "export const __vitePreload = (load) => load();" : null;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk" && !output.isEntry && (output.viteMetadata?.importedCss.size ?? 0) > 0) {
          throw new Error(`${output.fileName} brings CSS of its own: remove bareDynamicImports()`);
        }
      }
    },
  };
}

/**
 * wouter reads `use-sync-external-store/shim`, written for React before 18. React 19 has the hook, and the
 * package's own main entry is just React's: the shim's fallback (~0.6 kB gzipped) stays out of `/`.
 */
const SYNC_EXTERNAL_STORE_SHIM = {
  find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
  replacement: "use-sync-external-store",
};

/** Reown's modal, which WalletConnect imports only with showQrModal (never set here): a stand-in, not bundled. */
const NO_REOWN_MODAL = {
  find: /^@reown\/appkit\/core$/,
  replacement: path.resolve(import.meta.dirname, "src/features/crypto-payment/lib/no-reown-modal.ts"),
};

/** The web app's entry as index.html names it (Vite writes exactly this). */
const APP_ENTRY_TAG = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;

/**
 * Pages whose HTML runs a small script of its own in place of the app's, which that script names in
 * `data-app-entry` and starts when its time comes: dist/gate.html, for a page under the invite gate, where the
 * app follows an accepted code (decision 027), and dist/start.html, for a page the server prerendered, where the
 * app follows the first paint (decision 028; the server lists the page's code in `data-preload`); and
 * dist/signed-in.html, for a page about one signed-in person (SIGNED_IN_PAGES), whose script asks for the
 * page's first data while the app downloads, and runs just before it (decision 044).
 */
const SCRIPTED_PAGES = [
  { html: "gate.html", name: "gate", entry: "src/features/invite-gate/first-visit/gate-entry.ts" },
  { html: "start.html", name: "start", entry: "src/app/start-entry.ts" },
  // Before the app rather than in its place: deferred like it, it runs first, and the app right after.
  { html: "signed-in.html", name: "signed-in", entry: "src/app/signed-in-entry.ts", beforeApp: true },
];

/**
 * Writes SCRIPTED_PAGES: each script is bundled on its own with rolldown, not as a second entry of the app's
 * build, where a module both used would be cut out into a file shared with the app, and every returning
 * visitor would load one more.
 */
function scriptedPages(): Plugin {
  return {
    name: "ivdrips:scripted-pages",
    apply: "build",
    // After Vite has written index.html into the bundle.
    enforce: "post",
    async generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset" || typeof index.source !== "string") {
        throw new Error("scripted-pages: the build wrote no index.html");
      }
      const entryTag = APP_ENTRY_TAG.exec(index.source);
      if (!entryTag) throw new Error("scripted-pages: index.html names no app entry");
      for (const page of SCRIPTED_PAGES) {
        const build = await rolldown({
          input: path.resolve(import.meta.dirname, page.entry),
          platform: "browser",
          plugins: [icuMessages()],
          transform: { define: { "import.meta.env.SSR": "false" } },
        });
        const { output } = await build.generate({ format: "esm", minify: true });
        await build.close();
        const [script, ...more] = output;
        if (script?.type !== "chunk" || more.length > 0) {
          throw new Error(`scripted-pages: ${page.entry} did not make one file`);
        }
        const hash = createHash("sha256").update(script.code).digest("base64url").slice(0, 8);
        const fileName = `assets/${page.name}-${hash}.js`;
        this.emitFile({ type: "asset", fileName, source: script.code });
        separatelyBuilt.set(fileName, script);
        const tag = page.beforeApp
          ? `<script type="module" crossorigin src="/${fileName}"></script>${entryTag[0]}`
          : `<script type="module" crossorigin src="/${fileName}" data-app-entry="${entryTag[1]}"` +
            ` data-preload=""></script>`;
        this.emitFile({ type: "asset", fileName: page.html, source: index.source.replace(entryTag[0], tag) });
      }
    },
  };
}

/** dist/page-preloads.json: what the server lists in a page's HTML (apps/api/src/plugins/web-app.ts). */
export interface PagePreloads {
  /** `html`: the page past the invite gate is written into this HTML of the build, not index.html. */
  pages: { pattern: string; files: string[]; html?: "signed-in.html" }[];
}

/**
 * For each lazily loaded page (src/app/page-modules.ts): its chunk, every chunk that one imports statically
 * (all the way down, except the app's own), and the English texts it waits for. Without them in the HTML the
 * browser finds them one level at a time, each after the one before has arrived and run: on a phone network
 * that chain, not the bytes, decided when /support or /service/{id} first painted.
 */
function pagePreloads(): Plugin {
  return {
    name: "ivdrips:page-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rolldown.OutputChunk => output.type === "chunk",
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = (module: string): Rolldown.OutputChunk => {
        const id = path.resolve(import.meta.dirname, module);
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
        if (!chunk) throw new Error(`page-preloads: no chunk is built from ${module}`);
        return chunk;
      };
      const english = chunkOf(ENGLISH_REST_MODULE);
      const pages = Object.entries(PAGE_MODULES).map(([pattern, module]) => {
        const files = new Set<string>();
        const visit = (chunk: Rolldown.OutputChunk | undefined) => {
          if (!chunk || chunk.isEntry || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const imported of chunk.imports) visit(byFile.get(imported));
        };
        visit(chunkOf(module));
        files.add(english.fileName);
        const signedIn = (SIGNED_IN_PAGES as readonly string[]).includes(pattern);
        return { pattern, files: [...files], ...(signedIn ? { html: "signed-in.html" as const } : {}) };
      });
      const preloads: PagePreloads = { pages };
      this.emitFile({
        type: "asset",
        fileName: "page-preloads.json",
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is what production serves, even when started under NODE_ENV=test (the e2e server's build step):
  // otherwise Vite makes a development build of React, and the browser tests and the speed budget would
  // measure something no visitor gets. NODE_ENV=development still asks for a development build on purpose.
  if (command === "build" && process.env.NODE_ENV !== "development") process.env.NODE_ENV = "production";
  if (isSsrBuild) {
    // The server's prerenderer (src/entry-server.tsx), which the API loads from dist-ssr: one bundle with its
    // packages in it, React's production build among them whatever NODE_ENV the API runs under.
    return {
      plugins: [icuMessages(), lucideIcons(), queryCoreCuts(), react()],
      publicDir: false,
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      resolve: { alias: [SYNC_EXTERNAL_STORE_SHIM, NO_REOWN_MODAL] },
      ssr: { noExternal: true },
      build: { outDir: "dist-ssr", emptyOutDir: true },
    };
  }
  return {
    plugins: [
      icuMessages(),
      lucideIcons(),
      queryCoreCuts(),
      react(),
      tailwindcss(),
      bareDynamicImports(),
      chunkModulesStats(),
      pagePreloads(),
      scriptedPages(),
      // Last: what each page loads first, measured once the scripted pages are written.
      speedBudget(),
    ],
    resolve: { alias: [SYNC_EXTERNAL_STORE_SHIM, NO_REOWN_MODAL] },
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
          // The entry names about thirty lazy chunks, and a hash barely compresses: seven characters (the
          // fewest rolldown allows for this many chunks) rather than eight give `/` back some 25 bytes, so a
          // renamed lazy chunk does not push it over its budget.
          chunkFileNames: "assets/[name]-[hash:7].js",
          // Everything the entry imports statically goes in one file: otherwise what the lazy pages share with
          // it is cut into a dozen small files, each gzipped on its own (several kB more for `/`).
          codeSplitting: {
            // A group takes the modules it names, not everything they import: the zod-free constants a
            // schema module imports stay where the pages that read them alone can have them.
            includeDependenciesRecursively: false,
            groups: [
              { name: "app", tags: ["$initial"], priority: 100 },
              // The app's own invite gate (a first visit the server did not prerender, a pass that ran out):
              // one file with all it needs beyond the app and the small ui parts (named one by one, as groups
              // take no dependencies along), not five.
              {
                name: "invite-gate-dialog",
                test: /invite-gate[\\/](components[\\/]invite-gate-dialog|api[\\/]verify-invite)|ui[\\/](blocking-dialog|dialog-parts)\.tsx?$/,
                priority: 90,
              },
              ...LAZY_SHARED_GROUPS.map((group) => ({ ...group, minShareCount: 2 })),
            ],
          },
        },
      },
    },
  };
});
