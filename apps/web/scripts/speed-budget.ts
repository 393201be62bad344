import { gzipSync } from "node:zlib";
import type { Plugin, Rolldown } from "vite";

/*
 * The speed budget of `/` (decision 010; issue 25's 100 kB, decision 025), in one place: the build refuses to
 * finish over it (speedBudget(), below), and the browser test (e2e/budget.spec.ts) measures what the page
 * really requests against the same figures. Sizes are gzip -9 bytes, 1 kB = 1024 bytes: deterministic for a
 * given build, so neither check can flake.
 */

/** JavaScript a page of the app may load before the visitor does anything. */
export const JS_BUDGET_BYTES = 100 * 1024;
/** CSS a page of the app may load. */
export const CSS_BUDGET_BYTES = 20 * 1024;
/**
 * What signed-in.html's own script may add to the app's budget (decision 044): it asks for the page's first
 * data while the app downloads. The app itself stays within JS_BUDGET_BYTES (index.html's row measures it).
 */
export const SIGNED_IN_SCRIPT_BYTES = 1024;

export const gzipBytes = (content: string | Uint8Array): number => gzipSync(content, { level: 9 }).length;

/**
 * The pages the build writes, and what each loads before the visitor does anything: its scripts with the
 * chunks they import, its stylesheets, and for start.html the app its script starts after the first paint
 * (decision 028). gate.html's script fetches the app only once a code is being typed (decision 027).
 */
export const FIRST_LOADS = [
  { page: "start.html", what: "/ past the invite gate", withAppEntry: true },
  { page: "gate.html", what: "/ at the invite gate, a first visit", withAppEntry: false },
  { page: "index.html", what: "a page the server did not prerender", withAppEntry: false },
  {
    page: "signed-in.html",
    what: "My Account or the clinic's desk, signed in",
    withAppEntry: false,
    ownScriptBytes: SIGNED_IN_SCRIPT_BYTES,
  },
] as const satisfies readonly {
  page: string;
  what: string;
  withAppEntry: boolean;
  /** JavaScript of the page's own beyond the app's budget. */
  ownScriptBytes?: number;
}[];

export interface Measured {
  file: string;
  bytes: number;
}

export interface FirstLoad {
  /** The page as a visitor meets it, and the file the build wrote for it. */
  what: string;
  page: string;
  js: Measured[];
  css: Measured[];
  /** What the page's own script may add to the JavaScript budget. */
  ownScriptBytes: number;
}

type Bundle = Record<
  string,
  Pick<Rolldown.OutputChunk, "type" | "code" | "imports"> | Pick<Rolldown.OutputAsset, "type" | "source">
>;

const SCRIPTS = /<script type="module"[^>]* src="\/([^"]+)"(?:[^>]* data-app-entry="\/([^"]+)")?/g;
const STYLESHEETS = /<link rel="stylesheet"[^>]* href="\/([^"]+)"/g;

/** Each page of FIRST_LOADS the bundle holds, with the gzip size of every file it loads first. */
export function measureFirstLoads(bundle: Bundle): FirstLoad[] {
  const size = (file: string): Measured => {
    const output = bundle[file];
    if (!output) throw new Error(`speed budget: ${file} is named but not built`);
    return { file, bytes: gzipBytes(output.type === "chunk" ? output.code : output.source) };
  };
  /** A script and every chunk it imports statically, all the way down. */
  const withImports = (file: string, into = new Set<string>()) => {
    if (into.has(file)) return into;
    into.add(file);
    const output = bundle[file];
    for (const imported of output?.type === "chunk" ? output.imports : []) withImports(imported, into);
    return into;
  };
  return FIRST_LOADS.flatMap((load) => {
    const { page, what, withAppEntry } = load;
    const html = bundle[page];
    if (html?.type !== "asset") return [];
    const source = String(html.source);
    const tags = [...source.matchAll(SCRIPTS)];
    if (tags.length === 0) throw new Error(`speed budget: ${page} starts no module script`);
    const scripts = new Set<string>();
    for (const [, script = "", appEntry] of tags) {
      withImports(script, scripts);
      if (withAppEntry && appEntry) withImports(appEntry, scripts);
    }
    const stylesheets = [...source.matchAll(STYLESHEETS)].map((link) => link[1] ?? "");
    const ownScriptBytes = "ownScriptBytes" in load ? load.ownScriptBytes : 0;
    return [{ what, page, js: [...scripts].map(size), css: stylesheets.map(size), ownScriptBytes }];
  });
}

const bytes = (count: number) => `${count.toLocaleString("en")} bytes`;
const total = (files: Measured[]) => files.reduce((sum, file) => sum + file.bytes, 0);

/** A sentence for each first load over its budget: the page, its size, the budget, and its files by size. */
export function overBudget(
  loads: FirstLoad[],
  budgets = { js: JS_BUDGET_BYTES, css: CSS_BUDGET_BYTES },
): string[] {
  return loads.flatMap((load) =>
    (["js", "css"] as const).flatMap((kind) => {
      const size = total(load[kind]);
      const budget = budgets[kind] + (kind === "js" ? load.ownScriptBytes : 0);
      if (size <= budget) return [];
      const files = [...load[kind]].sort((a, b) => b.bytes - a.bytes);
      return [
        `${load.what} (${load.page}) loads ${bytes(size)} of ${kind === "js" ? "JavaScript" : "CSS"}, ` +
          `over its budget of ${bytes(budget)} by ${bytes(size - budget)} (gzip -9):\n` +
          files.map((file) => `    ${file.file}  ${bytes(file.bytes)}`).join("\n"),
      ];
    }),
  );
}

/**
 * Fails the client build when a page's first load passes the budget, naming the page, its size and the
 * budget; otherwise says how close each one came. Decision 010 wanted the budget to fail the build: until
 * this, only the browser tests found out.
 */
export function speedBudget(budgets = { js: JS_BUDGET_BYTES, css: CSS_BUDGET_BYTES }): Plugin {
  return {
    name: "ivdrips:speed-budget",
    apply: "build",
    // After every plugin has written its files (the scripted pages are emitted in generateBundle).
    writeBundle(_options, bundle) {
      const loads = measureFirstLoads(bundle);
      if (loads.length === 0) return;
      const over = overBudget(loads, budgets);
      if (over.length > 0) this.error(`over the speed budget of / (decision 010):\n  ${over.join("\n  ")}`);
      for (const load of loads)
        this.environment.logger.info(
          `speed budget: ${load.what} (${load.page}) ${bytes(total(load.js))} of JavaScript of ` +
            `${bytes(budgets.js + load.ownScriptBytes)}, ${bytes(total(load.css))} of CSS of ${bytes(budgets.css)}`,
        );
    },
  };
}
