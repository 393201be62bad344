// Import boundaries, checked by `npm run lint:deps` (part of `npm run check` and so of `npm test`).
// The layers and why they run this way: docs/decisions/007-import-boundaries.md.

const API = "^apps/api/src/";
const WEB = "^apps/web/src/";
const TESTS = "(\\.test\\.tsx?$|^apps/api/test/|^apps/web/src/test/)";

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "Two files that import each other: move what both need into a third.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-circular-folders",
      comment: "Feature folders and API modules depend in one direction only.",
      severity: "error",
      scope: "folder",
      from: { path: `(${API}|${WEB})` },
      to: { circular: true },
    },
    {
      name: "contract-stands-alone",
      comment: "The contract is shared by the API and the web app; it knows neither.",
      severity: "error",
      from: { path: "^packages/contract/" },
      to: { path: "^apps/" },
    },

    // The API: routes → service → repository → db; modules talk through services.
    {
      name: "api-lib-is-a-leaf",
      comment: "lib/ holds helpers with no knowledge of the modules, the database or Fastify plugins.",
      severity: "error",
      from: { path: `${API}lib/`, pathNot: TESTS },
      to: { path: `${API}(modules|plugins|db|cli)/` },
    },
    {
      name: "api-plugins-know-no-module",
      comment: "Plugins are Fastify glue; a module's logic is handed to them in app.ts.",
      severity: "error",
      from: { path: `${API}plugins/`, pathNot: TESTS },
      to: { path: `${API}(modules|cli)/` },
    },
    {
      name: "api-db-knows-no-module",
      comment: "The schema, client and migrations sit below every module.",
      severity: "error",
      from: { path: `${API}db/`, pathNot: TESTS },
      to: { path: `${API}(modules|plugins|cli)/` },
    },
    {
      name: "api-modules-talk-through-services",
      comment: "Another module's repository, routes or internals are its own; call its service.",
      severity: "error",
      from: { path: `${API}modules/([^/]+)/`, pathNot: TESTS },
      to: {
        path: `${API}modules/[^/]+/[^/]*\\.(repository|routes)\\.ts$`,
        pathNot: `${API}modules/$1/`,
      },
    },
    {
      name: "api-cli-calls-services",
      comment: "The admin CLI does what the API does, so it goes through the same services and their rules.",
      severity: "error",
      from: { path: `${API}cli/`, pathNot: TESTS },
      to: { path: `${API}modules/.+\\.repository\\.ts$` },
    },
    {
      name: "api-routes-call-services",
      comment: "A route validates, calls a service and shapes the answer; it never touches the database.",
      severity: "error",
      from: { path: `${API}modules/.+\\.routes\\.ts$` },
      to: { path: [`${API}modules/.+\\.repository\\.ts$`, `${API}db/schema`] },
    },
    {
      name: "api-repositories-are-the-bottom",
      comment: "A repository reads and writes tables; it calls no service and no route.",
      severity: "error",
      from: { path: `${API}modules/.+\\.repository\\.ts$` },
      to: { path: `${API}modules/.+\\.(service|routes)\\.ts$` },
    },
    {
      name: "api-only-repositories-use-drizzle",
      comment: "Queries live in repositories (and the db folder), so a table's access is in one place.",
      severity: "error",
      from: {
        path: `${API}`,
        pathNot: [`${API}(db|seed)/`, `${API}modules/.+\\.repository\\.ts$`, TESTS],
      },
      // A type of a row (the lifecycle's input) is no query.
      to: { path: ["^node_modules/drizzle-orm", `${API}db/schema`], dependencyTypesNot: ["type-only"] },
    },

    // The web app: app → features → components, lib → contract.
    {
      name: "web-features-are-independent",
      comment: "A feature never imports another; what two share moves to components/ or lib/.",
      severity: "error",
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: "web-components-know-no-feature",
      comment: "Shared components (and components/ui most of all) serve every feature and know none.",
      severity: "error",
      from: { path: `${WEB}components/`, pathNot: TESTS },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: "web-lib-is-a-leaf",
      comment: "lib/ holds helpers below every component.",
      severity: "error",
      from: { path: `${WEB}lib/`, pathNot: TESTS },
      to: { path: `${WEB}(features|components|app)/` },
    },
    {
      name: "web-features-below-app",
      comment: "The app shell composes features; a feature never reaches up into it.",
      severity: "error",
      from: { path: `${WEB}features/`, pathNot: TESTS },
      to: { path: `${WEB}app/` },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Tests may reach anywhere to set up what they check; the boundaries are the shipped code's.
    exclude: { path: ["(^|/)(node_modules|dist|dist-ssr|migrations)/", TESTS, "(^|/)test-support/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
  },
};
