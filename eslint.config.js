import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The speed budget's stand-ins (apps/web/src/lib/stand-ins/README.md) and the tests that compare them with upstream. */
const STAND_INS = "apps/web/src/lib/stand-ins";
const STAND_IN_TESTS = `${STAND_INS}/*.equivalence.test.{ts,tsx}`;
const standIn = (what, file) =>
  `${what} is stood in for by ${STAND_INS}/${file} (decision 025: the speed budget of /); import that instead.`;
const INFINITE_QUERIES_CUT = `Infinite queries are cut from the web app's build by ${STAND_INS}/infinite-query-behavior.ts (the speed budget of /): fetch pages as plain queries, or give the cut back.`;
const STAND_IN_PACKAGES = [
  { name: "tailwind-merge", message: standIn("tailwind-merge", "cn.ts") },
  { name: "class-variance-authority", message: standIn("class-variance-authority", "variants.ts") },
  { name: "@radix-ui/react-slot", message: standIn("Radix's Slot", "slot.tsx") },
  { name: "radix-ui", importNames: ["Slot"], message: standIn("Radix's Slot", "slot.tsx") },
  { name: "@lingui/core", message: standIn("Lingui's runtime", "lingui.ts (say, formatMessage)") },
  { name: "@lingui/react", message: standIn("Lingui's React runtime", "say-nodes.ts") },
  {
    name: "lucide-react",
    // The icons themselves are lucide-react's; only its runtime is replaced.
    importNames: ["createLucideIcon", "Icon", "LucideProvider", "useLucideContext", "icons"],
    message: standIn("lucide-react's icon runtime", "lucide-icon.ts"),
  },
  ...["@tanstack/react-query", "@tanstack/query-core"].map((name) => ({
    name,
    importNames: [
      "useInfiniteQuery",
      "useSuspenseInfiniteQuery",
      "usePrefetchInfiniteQuery",
      "infiniteQueryOptions",
      "InfiniteQueryObserver",
    ],
    message: INFINITE_QUERIES_CUT,
  })),
];
const STAND_IN_PATTERNS = [
  {
    group: [
      "tailwind-merge/*",
      "@lingui/core/*",
      "@lingui/react/*",
      "lucide-react/dist/*",
      "lucide-react/dynamic*",
    ],
    message: `This part of a package the speed budget replaces is stood in for in ${STAND_INS} (decision 025).`,
  },
];
const REPOSITORY_REEXPORT =
  "A service does not re-export its repository: offer a function named for what callers may do, with its rules.";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "apps/web/dist-stats/**",
      "apps/web/dist-ssr/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "apps/api/src/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": "off",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The rules of hooks, and the React Compiler's checks of what a render may do (set state in an effect,
    // read a ref while rendering, …): in components and in the hooks of .ts files alike.
    files: ["apps/web/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The packages whose runtime the speed budget's stand-ins replace (decision 025) stay out of what the web
    // app ships; only the stand-ins' equivalence tests, which compare the two, import them.
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: [STAND_IN_TESTS],
    rules: {
      "no-restricted-imports": ["error", { paths: STAND_IN_PACKAGES, patterns: STAND_IN_PATTERNS }],
      "no-restricted-properties": [
        "error",
        ...["fetchInfiniteQuery", "prefetchInfiniteQuery", "ensureInfiniteQueryData", "infiniteQuery"].map(
          (property) => ({ property, message: INFINITE_QUERIES_CUT }),
        ),
      ],
    },
  },
  {
    // A module's face is its service's own functions (decision 007): re-exporting its repository's would make
    // the repository public again, and let other modules write its rows past its rules.
    files: ["apps/api/src/modules/**/*.service.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ExportAllDeclaration[source.value=/\\.repository$/]",
          message: REPOSITORY_REEXPORT,
        },
        {
          selector:
            "ExportNamedDeclaration[exportKind='value'][source.value=/\\.repository$/] > ExportSpecifier[exportKind='value']",
          message: REPOSITORY_REEXPORT,
        },
        {
          selector:
            "ExportNamedDeclaration[exportKind='value'][source=null] > ExportSpecifier[exportKind='value']",
          message:
            "Export a service's functions where they are declared: a list of imported names is how a repository's got out.",
        },
        {
          selector:
            "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[init.type='Identifier']",
          message:
            "Export a service's functions where they are declared: an exported alias is a re-export by another name.",
        },
      ],
    },
  },
  {
    // Use cases a reader can find (issue 34): a function longer than this is several, and wants names.
    files: ["apps/api/src/modules/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "max-lines-per-function": ["error", { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
);
