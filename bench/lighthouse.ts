/**
 * `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) on four pages of the production build,
 * three runs each, in the system Chromium, for both visits a customer makes. Prints, per visit, each page's
 * four category scores and LCP, TBT and CLS (the median of the runs, each figure on its own) and writes
 * bench/lighthouse.json. Not part of `npm test`: scores move with the machine's load, so they are reported
 * against the targets, never asserted.
 *
 * - A first visit: a browser with no invite pass and nothing stored, at the invite gate (Lighthouse clears the
 *   origin's cookies and storage before each run, so every run is a first visit).
 * - A returning visitor: the browser has passed the gate the way a visitor does (the verification's cookie and
 *   the web app's flag); Lighthouse keeps cookies and local storage between these runs.
 * Lighthouse clears the HTTP cache before every run of both.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import type { Result as LighthouseResult } from "lighthouse";
import { chromium } from "@playwright/test";
import { repoRoot, startApiServer } from "./lib/api-server";
import { CHROMIUM_FLAGS, chromiumPath } from "./lib/chromium";
import { freeBenchPort } from "./lib/ports";
import { onCleanup, runCleanly } from "./lib/processes";
import { printTable } from "./lib/table";

const ALL_PAGES = ["/", "/services", "/service/nmn-150", "/support"];
/** LIGHTHOUSE_PAGES=/,/support narrows a run while fixing one page; the report is always of all four. */
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(",").filter(Boolean) ?? ALL_PAGES;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
const LCP_TARGET_MS = 1500;
const CLS_TARGET = 0;
/** What Lighthouse clears before each run by default, and for a first visit the cookies and storage too. */
const DEFAULT_CLEARED = ["file_systems", "shader_cache", "service_workers", "cache_storage"] as const;
const FIRST_VISIT_CLEARED = [...DEFAULT_CLEARED, "cookies", "local_storage", "indexeddb", "websql"] as const;

const VISITS = [
  { key: "firstVisit", title: "first visit (no invite pass, at the gate)", passed: false },
  { key: "returning", title: "returning visitor (invite pass and flag)", passed: true },
] as const;
type Visit = (typeof VISITS)[number];
/** LIGHTHOUSE_VISITS=firstVisit (or returning) narrows a run to one visit, as LIGHTHOUSE_PAGES to some pages. */
const VISITS_RUN = VISITS.filter(
  ({ key }) => !process.env.LIGHTHOUSE_VISITS || process.env.LIGHTHOUSE_VISITS.split(",").includes(key),
);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const resultsPath = path.resolve(import.meta.dirname, "lighthouse.json");
/** LIGHTHOUSE_REPORTS=dir keeps every run's full report there, for the traces and audits behind a score. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;

interface PageResult {
  page: string;
  runs: number;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that cost a category points in any run: what to fix first. */
  failingAudits: string[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/** The first row of an audit's details, short: enough to see what the audit objects to. */
function firstItem(audit: LighthouseResult["audits"][string]): string {
  const details = audit.details as { items?: unknown[] } | undefined;
  const item = details?.items?.[0];
  if (item === undefined || audit.scoreDisplayMode === "metricSavings") return "";
  const text = JSON.stringify(item);
  return `: ${text.length > 240 ? `${text.slice(0, 240)}…` : text}`;
}

async function main(): Promise<void> {
  console.log("building the web app (npm run build)…");
  const build = spawnSync("npm", ["run", "--silent", "build"], { cwd: repoRoot, stdio: "inherit" });
  if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status})`);

  const serverPort = await freeBenchPort();
  const server = await startApiServer({
    port: serverPort,
    databaseUrl: process.env.DATABASE_URL || undefined,
    logLevel: "warn",
  });
  const debuggingPort = await freeBenchPort(new Set([serverPort]));
  const context = await chromium.launchPersistentContext("", {
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${debuggingPort}`],
  });
  onCleanup("Chromium", () => context.close());

  /** Every page, RUNS times each, as `visit`: the browser is in that visit's state already. */
  async function measureVisit(visit: Visit): Promise<PageResult[]> {
    const results: PageResult[] = [];
    for (const pagePath of PAGES) {
      const url = `${server.origin}${pagePath}`;
      const lhrs: LighthouseResult[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        process.stdout.write(`lighthouse ${visit.key} ${pagePath} run ${run}/${RUNS}\n`);
        // On a busy machine Lighthouse now and then loses the trace ("Please run Lighthouse again"): once more.
        let result: Awaited<ReturnType<typeof lighthouse>>;
        for (let attempt = 1; ; attempt += 1) {
          result = await lighthouse(url, {
            port: debuggingPort,
            output: "json",
            logLevel: "error",
            onlyCategories: [...CATEGORIES],
            clearStorageTypes: [...(visit.passed ? DEFAULT_CLEARED : FIRST_VISIT_CLEARED)],
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
          if (!result.lhr.runtimeError) break;
          if (attempt === 2) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
          process.stdout.write(`  again: ${result.lhr.runtimeError.code}\n`);
        }
        lhrs.push(result.lhr);
        if (REPORTS_DIR) {
          mkdirSync(REPORTS_DIR, { recursive: true });
          const name = `${visit.key}${pagePath.replace(/\W+/g, "_")}-${run}.json`;
          writeFileSync(path.join(REPORTS_DIR, name), JSON.stringify(result.lhr));
        }
      }
      const numeric = (id: string) => median(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
      const failingAudits = new Set<string>();
      for (const lhr of lhrs) {
        for (const category of CATEGORIES) {
          for (const ref of lhr.categories[category]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
              failingAudits.add(
                `${category}: ${ref.id} (${audit.displayValue ?? audit.score})${firstItem(audit)}`,
              );
            }
          }
        }
      }
      results.push({
        page: pagePath,
        runs: RUNS,
        scores: Object.fromEntries(
          CATEGORIES.map((category) => [
            category,
            Math.round(median(lhrs.map((lhr) => (lhr.categories[category]?.score ?? 0) * 100))),
          ]),
        ) as PageResult["scores"],
        lcpMs: Math.round(numeric("largest-contentful-paint")),
        tbtMs: Math.round(numeric("total-blocking-time")),
        cls: Number(numeric("cumulative-layout-shift").toFixed(3)),
        failingAudits: [...failingAudits].sort(),
      });
    }
    return results;
  }

  function report(visit: Visit, results: PageResult[]): void {
    const mark = (category: (typeof CATEGORIES)[number], score: number) =>
      `${score}${score >= TARGETS[category] ? "" : " !"}`;
    console.log(`\nLighthouse, mobile preset, ${visit.title}, median of ${RUNS} run(s) per page\n`);
    printTable(
      ["page", "performance", "accessibility", "best practices", "SEO", "LCP ms", "TBT ms", "CLS"],
      results.map((result) => [
        result.page,
        mark("performance", result.scores.performance),
        mark("accessibility", result.scores.accessibility),
        mark("best-practices", result.scores["best-practices"]),
        mark("seo", result.scores.seo),
        `${result.lcpMs}${result.lcpMs <= LCP_TARGET_MS ? "" : " !"}`,
        String(result.tbtMs),
        `${result.cls}${result.cls <= CLS_TARGET ? "" : " !"}`,
      ]),
    );
    for (const result of results.filter(({ failingAudits }) => failingAudits.length > 0)) {
      console.log(`\n${result.page} (${visit.key}): audits that cost points`);
      for (const audit of result.failingAudits) console.log(`  - ${audit}`);
    }
  }

  const measured: Partial<Record<Visit["key"], PageResult[]>> = {};
  for (const visit of VISITS_RUN) {
    if (visit.passed) {
      // Pass the gate once: the cookie from the verification and the flag the web app keeps.
      const verified = await context.request.post(`${server.origin}/api/invite-codes/verify`, {
        data: { code: server.inviteCode },
      });
      if (!verified.ok()) throw new Error(`invite verification failed: ${verified.status()}`);
      const page = await context.newPage();
      await page.goto(server.origin);
      await page.evaluate(() => localStorage.setItem("invite_code_verified", "true"));
      await page.close();
    }
    // A server in service has rendered each page before: one request per page first, as this visitor.
    for (const pagePath of PAGES) {
      const warm = await context.request.get(`${server.origin}${pagePath}`, {
        headers: { accept: "text/html" },
      });
      if (!warm.ok()) throw new Error(`${pagePath}: ${warm.status()}`);
    }
    measured[visit.key] = await measureVisit(visit);
  }

  for (const visit of VISITS_RUN) report(visit, measured[visit.key] ?? []);
  console.log(
    `\nTargets (! = missed): performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, ` +
      `best practices ${TARGETS["best-practices"]}, SEO ${TARGETS.seo}, LCP ≤ ${LCP_TARGET_MS} ms, ` +
      `CLS ${CLS_TARGET}. Load average at the end: ${loadavg()
        .map((load) => load.toFixed(2))
        .join(", ")}.`,
  );
  writeFileSync(
    resultsPath,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouse: (await import("lighthouse/package.json", { with: { type: "json" } })).default.version,
        chromium: context.browser()?.version() ?? "unknown",
        preset: "mobile",
        runsPerPage: RUNS,
        loadAverage: loadavg(),
        targets: { ...TARGETS, lcpMs: LCP_TARGET_MS, cls: CLS_TARGET },
        visits: measured,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWrote ${path.relative(process.cwd(), resultsPath)}`);
}

await runCleanly(main);
