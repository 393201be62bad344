import { defineConfig } from "vitest/config";

const apiProject = (name: string, db: "pglite" | "postgres") => ({
  test: {
    name,
    include: ["apps/api/src/**/*.test.ts", "apps/api/test/**/*.test.ts"],
    // *.embedded.test.ts covers what only exists on the embedded store (DATA_DIR, its lock, the bare CLI);
    // *.postgres.test.ts what needs several connections to one server (deadlocks, concurrent pools).
    exclude: ["**/node_modules/**", db === "postgres" ? "**/*.embedded.test.ts" : "**/*.postgres.test.ts"],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * The API suites run on embedded PGlite always, and again on a real PostgreSQL when TEST_DATABASE_URL names
 * one (CI points it at 127.0.0.1:5432/test).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: "contract", include: ["packages/contract/src/**/*.test.ts"] } },
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["apps/web/src/test/setup.ts"],
          // SPEC's times are Kuala Lumpur's; the tests run the browser code in another zone on purpose.
          env: { TZ: "America/New_York" },
        },
      },
      apiProject("api:pglite", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [apiProject("api:postgres", "postgres")] : []),
    ],
  },
});
