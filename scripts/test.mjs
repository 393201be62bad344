#!/usr/bin/env node
// The project's single test entry (`npm test`): static checks, then Vitest, then the Playwright browser tests.
// The last line printed is always "N passed, N failed, N skipped". A suite that fails without a failed test
// (a crash, a server that never came up, a missing browser in CI) counts as one failure, so the exit code is
// non-zero exactly when "failed" is non-zero.
import { spawnSync } from "node:child_process";
import { accessSync, constants, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const totals = { passed: 0, failed: 0, skipped: 0 };

/** Runs a command in the repo root with live output and the environment untouched; true when it exits 0. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.error) console.error(`Could not run ${command}: ${result.error.message}`);
  return result.status === 0;
}

function readJson(relativePath) {
  try {
    return JSON.parse(readFileSync(path.join(root, relativePath), "utf8"));
  } catch {
    return undefined;
  }
}

function heading(title) {
  console.log(`\n=== ${title} ${"=".repeat(Math.max(0, 70 - title.length))}\n`);
}

/** The first line of a test's first failure, so the tail that CI keeps also says why. */
const firstLine = (messages) => {
  const line = String(messages?.[0] ?? "")
    .split("\n")
    .find((text) => text.trim() !== "");
  return line ? `\n      ${line.trim().slice(0, 300)}` : "";
};

/** Names of the failed tests, repeated at the end: CI keeps only the tail of the output. */
const failures = [];

function finish() {
  if (failures.length > 0) {
    console.log(`\nFailed tests:`);
    for (const failure of failures) console.log(`  ✗ ${failure}`);
  }
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

/** Adds a suite's counts; a failed run with no failed test (or no report) still counts as one failure. */
function record(name, ok, counts) {
  const failed = counts?.failed ?? 0;
  totals.passed += counts?.passed ?? 0;
  totals.failed += ok && counts ? failed : Math.max(failed, 1);
  totals.skipped += counts?.skipped ?? 0;
  if (!ok) console.error(`\n${name} FAILED${counts ? "" : " (no report was written)"}.`);
}

// a. Static checks: the steps of `npm run check`, one at a time so a failure names its step.
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
for (const step of pkg.scripts.check.split("&&").map((part) => part.trim())) {
  heading(`check: ${step}`);
  if (!run(step, [], { shell: true })) {
    console.error(`\nStatic checks failed at "${step}"; fix it before the tests run.`);
    totals.failed += 1;
    finish();
  }
}

// b. Unit and integration tests.
heading("unit and integration tests (vitest)");
rmSync(path.join(root, "test-results/vitest.json"), { force: true });
const vitestOk = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=test-results/vitest.json",
]);
const vitest = readJson("test-results/vitest.json");
for (const file of vitest?.testResults ?? []) {
  const relative = path.relative(root, file.name);
  const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed");
  for (const test of failedTests)
    failures.push(`${relative} › ${test.fullName}${firstLine(test.failureMessages)}`);
  if (file.status === "failed" && failedTests.length === 0)
    failures.push(`${relative} (${file.message || "failed"})`);
}
record(
  "vitest",
  vitestOk && Boolean(vitest),
  vitest && {
    passed: vitest.numPassedTests,
    failed: vitest.numFailedTests,
    skipped: (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0),
  },
);

// c. Browser tests, on the system Chromium.
heading("browser tests (playwright)");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const hasChromium = (() => {
  try {
    accessSync(chromium, constants.X_OK);
    return statSync(chromium).isFile();
  } catch {
    return false;
  }
})();
const playwrightReport = "test-results/playwright.json";
const playwrightCounts = () => {
  const stats = readJson(playwrightReport)?.stats;
  return stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
};
/** Walks Playwright's JSON report: a test counts as failed when its final outcome was "unexpected". */
function playwrightFailures(suites, titles = []) {
  return suites.flatMap((suite) => {
    const trail = suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles;
    const specs = (suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === "unexpected")
        .map(() => `${suite.file ?? spec.file} › ${[...trail, spec.title].join(" › ")}`),
    );
    return [...specs, ...playwrightFailures(suite.suites ?? [], trail)];
  });
}
rmSync(path.join(root, playwrightReport), { force: true });

if (hasChromium) {
  const ok = run("npx", ["playwright", "test"]);
  const counts = playwrightCounts();
  failures.push(...playwrightFailures(readJson(playwrightReport)?.suites ?? []));
  record("playwright", ok && Boolean(counts), counts);
} else if (process.env.CI === "true" || process.env.CI === "1") {
  console.error(`Chromium was not found at ${chromium}: browser tests cannot run, and CI requires them.`);
  console.error("Install it with `apt-get install -y chromium`, or set CHROMIUM_PATH.");
  totals.failed += 1;
} else {
  // Listing the tests (no browser needed) writes the JSON report with every test counted as skipped.
  run("npx", ["playwright", "test", "--list"], { stdio: ["ignore", "ignore", "inherit"] });
  const skipped = playwrightCounts()?.skipped ?? 1;
  totals.skipped += skipped;
  const bar = "!".repeat(76);
  const line = (text) => `!!  ${text.padEnd(70)}  !!`;
  console.error(
    [
      bar,
      line("BROWSER TESTS SKIPPED: Chromium is missing."),
      line(`Looked for ${chromium}`),
      line(`${skipped} Playwright test(s) did NOT run and are counted as skipped.`),
      line(""),
      line("Install it:  sudo apt-get install -y chromium"),
      line("or point CHROMIUM_PATH at an existing Chromium/Chrome binary."),
      bar,
    ].join("\n"),
  );
}

finish();
