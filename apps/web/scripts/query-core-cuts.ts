import path from "node:path";
import type { Plugin } from "vite";

/**
 * @tanstack/query-core's infinite-query paging made by src/lib/stand-ins/infinite-query-behavior.ts, which
 * throws: the app makes no infinite query. In the client and the server's build alike. Not in the web tests:
 * Vitest runs the packages in node_modules without Vite's plugins (infinite-query-behavior.equivalence.test.ts
 * shows where query-core calls it).
 */
export function queryCoreCuts(): Plugin {
  const cut = path.resolve(import.meta.dirname, "../src/lib/stand-ins/infinite-query-behavior.ts");
  return {
    name: "ivdrips:query-core-cuts",
    enforce: "pre",
    resolveId(source, importer) {
      return source === "./infiniteQueryBehavior.js" &&
        /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]/.test(importer ?? "")
        ? cut
        : null;
    },
  };
}
