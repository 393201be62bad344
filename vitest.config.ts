import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { icuMessages } from "./apps/web/scripts/icu-messages";

/** Multi-process reliability suites (real server processes, kill -9, load): run by their own project only. */
const RELIABILITY_SUITES = "**/*.reliability.test.ts";

/**
 * Suites about the server or CLI process rather than its store (logs, signals, production's refusals, terminal
 * prompts, the route guards, fuzzed input, the CLI's commands): the same code runs on either store, so they run
 * once a run, on PostgreSQL when there is one (decision 043). The embedded store's own behaviour has its
 * *.embedded.test.ts suites.
 */
const STORE_AGNOSTIC_SUITES = [
  "apps/api/src/main-logs.test.ts",
  "apps/api/src/main-drain.test.ts",
  "apps/api/src/main-switches.test.ts",
  "apps/api/src/production-checks.test.ts",
  "apps/api/src/cli/admin.test.ts",
  "apps/api/src/cli/admin-staff.test.ts",
  "apps/api/src/cli/admin-passwords.test.ts",
  "apps/api/test/reliability/authorization-matrix.test.ts",
  "apps/api/test/reliability/fuzz.test.ts",
];

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

const apiProject = (name: string, db: "pglite" | "postgres") => ({
  test: {
    name,
    include: ["apps/api/src/**/*.test.ts", "apps/api/test/**/*.test.ts"],
    // *.embedded.test.ts covers what only exists on the embedded store (DATA_DIR, its lock, the bare CLI);
    // *.postgres.test.ts what needs several connections to one server (deadlocks, concurrent pools).
    exclude: [
      "**/node_modules/**",
      RELIABILITY_SUITES,
      db === "postgres" ? "**/*.embedded.test.ts" : "**/*.postgres.test.ts",
      ...(db === "pglite" && withPostgres ? STORE_AGNOSTIC_SUITES : []),
    ],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * Several API processes on one PostgreSQL with rate limits in Redis, servers killed under load: needs both
 * TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run sets them). It runs after every other project, one file at a
 * time, so its load figures are not competing with the rest of the suite for the machine's cores.
 */
const reliabilityProject = {
  test: {
    name: "reliability",
    include: ["apps/api/test/reliability/" + RELIABILITY_SUITES],
    env: { TEST_DB: "postgres" },
    sequence: { groupOrder: 1 },
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
};

const withRedis = Boolean(process.env.TEST_REDIS_URL);
if (withPostgres && !withRedis) {
  const line = "!".repeat(100);
  console.warn(
    `\n${line}\n!! TEST_REDIS_URL is not set: the "reliability" project (several API processes on PostgreSQL, ` +
      `rate limits shared\n!! through Redis, kill -9 under load) is NOT running. Set ` +
      `TEST_REDIS_URL=redis://127.0.0.1:6379 to run it.${process.env.CI ? "\n!! In CI its suites run anyway and fail." : ""}\n${line}\n`,
  );
}

/**
 * The API suites run on embedded PGlite always, and again on a real PostgreSQL when TEST_DATABASE_URL names
 * one (CI points it at 127.0.0.1:5432/test).
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single one on a 2-core CI machine. The API files
    // spend much of their time waiting on databases and spawned processes, so one more file than cores runs.
    maxWorkers: availableParallelism() + 1,
    projects: [
      { test: { name: "contract", include: ["packages/contract/src/**/*.test.ts"] } },
      // The project's own tooling: the import boundaries' rules (scripts/fixtures holds what they refuse) and the
      // web build's steps.
      { test: { name: "tooling", include: ["scripts/**/*.test.ts", "apps/web/scripts/**/*.test.ts"] } },
      {
        // The web app's messages compiled as its build does. Its icons are drawn by lucide-react's own runtime:
        // Vitest leaves node_modules to Node, where no Vite plugin reaches (lucide-icon.equivalence.test.tsx
        // shows the build's stand-in draws the same markup).
        plugins: [icuMessages()],
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["apps/web/src/test/setup.ts"],
          // SPEC's times are Kuala Lumpur's; the tests run the browser code in another zone on purpose.
          env: { TZ: "America/New_York" },
          // A form test types through user-event in jsdom: seconds of work on a CI machine's two busy cores
          // (the 5 s default ran out under load for tests that take 1-2 s alone).
          testTimeout: 15_000,
        },
      },
      apiProject("api:pglite", "pglite"),
      ...(withPostgres ? [apiProject("api:postgres", "postgres")] : []),
      // In CI a missing Redis must fail, not skip: the suites then fail on "TEST_REDIS_URL is not set".
      ...(withPostgres && (withRedis || process.env.CI) ? [reliabilityProject] : []),
    ],
  },
});
