import path from "node:path";
import type { Plugin } from "vite";

/** lucide-react's icon modules, each one drawing. */
const ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/**
 * The React key of each part of a drawing (`key: "s699le"`). The stand-in passes the parts to createElement
 * as separate children, which need no keys; six random characters a part do not compress (about 8 bytes of
 * gzip each, a few hundred on `/`).
 */
const PART_KEY = /,\s*key:\s*"[^"]*"/g;

/**
 * lucide-react's icons made by src/lib/stand-ins/lucide-icon.ts: each icon module keeps its drawing and calls
 * that createLucideIcon instead of lucide's own (its context, class merging and alias handling stay out of `/`).
 * In the client and the server's build alike, so the server renders the markup the browser hydrates. Not in
 * the web tests: Vitest runs the packages in node_modules without Vite's plugins, so there the icons are
 * lucide-react's own (lucide-icon.equivalence.test.tsx shows both draw the same markup).
 */
export function lucideIcons(): Plugin {
  const factory = path.resolve(import.meta.dirname, "../src/lib/stand-ins/lucide-icon.ts");
  return {
    name: "ivdrips:lucide-icons",
    enforce: "pre",
    resolveId(source, importer) {
      return source === "../createLucideIcon.mjs" && ICON_MODULE.test(importer ?? "") ? factory : null;
    },
    transform(code, id) {
      if (!ICON_MODULE.test(id)) return null;
      const drawn = code.replace(PART_KEY, "");
      return drawn === code ? null : { code: drawn, map: null };
    },
  };
}
